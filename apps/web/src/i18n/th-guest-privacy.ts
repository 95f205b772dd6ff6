/*
 * Part of `th` (i18n/th.ts): a visitor's or substitute's data on their request (issue 34), on the
 * back office's privacy page: the download an Admin hands them and the erasure, both by phone.
 */

export const guestPrivacy = {
  title: 'ข้อมูลผู้เยี่ยมชมและตัวแทน',
  intro:
    'ผู้เยี่ยมชมและตัวแทนไม่มีบัญชีในระบบ หากขอดูหรือขอลบข้อมูลของตนเอง ให้กรอกหมายเลขโทรศัพท์ที่เขาใช้ลงทะเบียน ระบบจะรวมทุกครั้งที่หมายเลขนี้เข้าร่วมการประชุม',
  phoneLabel: 'หมายเลขโทรศัพท์ของผู้เยี่ยมชมหรือตัวแทน',
  phonePlaceholder: '081-234-5678',
  phoneRequired: 'กรุณากรอกหมายเลขโทรศัพท์',
  phoneInvalid: 'หมายเลขโทรศัพท์ไม่ถูกต้อง กรุณากรอกหมายเลข 9–10 หลัก เช่น 081-234-5678',
  download: 'ดาวน์โหลดข้อมูล',
  downloadHint: 'ไฟล์ JSON สำหรับส่งให้ผู้ขอ: ชื่อ บริษัท ประเภทธุรกิจ การยอมรับประกาศ ค่าเข้าร่วม และสลิป (ไม่รวมรูปสลิป)',
  downloaded: (visits: number) => `ดาวน์โหลดข้อมูลแล้ว ${visits} ครั้งที่เข้าร่วม`,
  erase: 'ลบข้อมูล',
  eraseTitle: 'ลบข้อมูลผู้เยี่ยมชม/ตัวแทน',
  eraseMessage: (phone: string) =>
    `ข้อมูลส่วนบุคคลของทุกครั้งที่หมายเลข ${phone} เข้าร่วม (ชื่อ บริษัท ประเภทธุรกิจ หมายเลขโทรศัพท์ และรูปสลิป) จะถูกลบทันทีและกู้คืนไม่ได้ ยอดเงินยังเก็บไว้ในบัญชีของชาปเตอร์โดยไม่มีชื่อ`,
  eraseConfirm: 'ลบข้อมูล',
  /** The download's file name: the phone it is about and the Bangkok day, YYYY-MM-DD. */
  fileName: (phone: string, day: string) => `guest-data-${phone}-${day}.json`,
} as const;
