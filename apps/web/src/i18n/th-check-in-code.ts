/*
 * Part of `th` (i18n/th.ts): the check-in code a member (on the events screen) or a visitor or
 * substitute (on their link's page) shows at the meeting's door (issue 35).
 */

export const checkInCode = {
  loadFailed: 'เปิดโค้ดเช็กอินไม่สำเร็จ',
  /** The code's heading for screen readers, and the events card's button and dialog. */
  title: 'โค้ดเช็กอิน',
  qrAlt: (code: string) => `QR โค้ดเช็กอิน ${code}`,
  qrFailed: 'แสดง QR ไม่ได้ กรุณาให้ทีมต้อนรับพิมพ์โค้ดด้านล่างแทน',
  validUntil: (time: string) => `ใช้ได้ถึง ${time}`,
  /** Why a screenshot will not do: the door refuses a replaced or expired code. */
  renews: 'โค้ดจะเปลี่ยนใหม่เองก่อนหมดอายุ ภาพหน้าจอที่บันทึกไว้จะใช้ไม่ได้',
  refresh: 'รีเฟรชโค้ด',
  checkedIn: 'คุณเช็กอินแล้ว',
  checkedInHint: 'ไม่ต้องแสดงโค้ดอีก ขอให้สนุกกับการประชุม',
  meeting: (name: string, when: string) => `${name} · ${when}`,
  showToHost: 'แสดงโค้ดนี้ให้ทีมต้อนรับสแกนที่หน้างาน',
  /** The visitor's page: the section and its button (a code is made only when asked for). */
  visitTitle: 'โค้ดเช็กอินหน้างาน',
  show: 'แสดงโค้ดเช็กอิน',
  close: 'ปิด',
} as const;
