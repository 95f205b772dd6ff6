/**
 * Sharing the member's own business card into a LINE chat from the mini-app's profile (issue 37):
 * the button, what it says after, and the card as LINE shows it in the chat.
 */

export const shareCard = {
  button: 'แชร์นามบัตรใน LINE',
  shared: 'แชร์นามบัตรแล้ว',
  failed: 'แชร์นามบัตรใน LINE ไม่สำเร็จ',
  /** This LINE (or browser) has no target picker: the link above is the way to pass the card on. */
  unavailable: 'LINE นี้แชร์นามบัตรโดยตรงไม่ได้ ใช้ปุ่มคัดลอกลิงก์นามบัตรด้านบนแล้ววางในแชทแทน',
  /** A hidden card answers "not found" to everyone, so a shared one would lead nowhere. */
  hidden: 'นามบัตรของคุณซ่อนอยู่ จึงแชร์ใน LINE ไม่ได้ เลิกซ่อนนามบัตรก่อนแล้วลองอีกครั้ง',
  /** The bubble in the chat. */
  flex: {
    altText: (name: string) => `นามบัตรของ ${name}`,
    call: 'โทร',
    saveContact: 'บันทึกรายชื่อ',
    openCard: 'เปิดนามบัตร',
  },
} as const;
