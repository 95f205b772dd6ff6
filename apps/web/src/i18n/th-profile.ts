/*
 * Part of `th` (i18n/th.ts), one file per feature: the member's profile, and their public
 * business card's link and settings on it.
 */

export const profile = {
  pictureAlt: (name: string) => `รูปโปรไฟล์ของ ${name}`,
  registrationsTitle: 'กิจกรรมที่ลงทะเบียน',
  registrationsEmpty: 'ยังไม่มีการลงทะเบียนกิจกรรม',
  paid: 'ชำระแล้ว',
  unpaid: 'ยังไม่ชำระ',
  logout: 'ออกจากระบบ',
  signOutEverywhere: 'ออกจากระบบทุกอุปกรณ์',
  signOutEverywhereTitle: 'ออกจากระบบทุกอุปกรณ์',
  signOutEverywhereMessage:
    'ทุกอุปกรณ์ที่เข้าสู่ระบบด้วยบัญชีนี้ ทั้งเครื่องนี้ คอมพิวเตอร์เครื่องอื่น และมินิแอปใน LINE จะออกจากระบบทันที และต้องเข้าสู่ระบบใหม่ทุกเครื่อง ใช้เมื่อทำโทรศัพท์หาย หรือลืมออกจากระบบบนเครื่องของผู้อื่น',
  signOutEverywhereConfirm: 'ออกจากระบบทุกอุปกรณ์',
  loadFailed: 'โหลดข้อมูลโปรไฟล์ไม่สำเร็จ',
  credit: (amount: string) => `เครดิตคงเหลือ ${amount} บาท`,
  creditHint: 'เงินที่ชำระเกินไว้ ใช้ชำระค่าลงทะเบียนกิจกรรมครั้งถัดไป',
  lineTitle: 'ข้อความทาง LINE',
  remindersLabel: 'รับข้อความเตือนชำระทาง LINE',
  remindersHint:
    'ข้อความเตือนยอดค้างชำระและประกาศกิจกรรมใหม่ ถ้าปิด คุณยังได้รับแจ้งเรื่องการชำระเงินตามปกติ เช่น การยืนยันการชำระเงิน หรือสลิปที่ไม่ผ่านการตรวจสอบ',
} as const;

/** The member's own public business card on the profile: its link and what it shows (issue 19). */
export const card = {
  title: 'นามบัตรของฉัน',
  linkDescription: 'ส่งลิงก์นี้ให้คนที่อยากติดต่อคุณ เปิดดูและบันทึกรายชื่อได้โดยไม่ต้องเข้าสู่ระบบ',
  hiddenNotice: 'นามบัตรของคุณซ่อนอยู่ ผู้ที่เปิดลิงก์นี้จะเห็นว่าไม่พบนามบัตร',
  open: 'เปิดนามบัตรของฉัน',
  copy: 'คัดลอกลิงก์นามบัตร',
  /** The spec quotes this one in English. */
  copied: 'Copied',
  hideLabel: 'ซ่อนนามบัตร',
  hideHint: 'เมื่อซ่อน ลิงก์นามบัตรและไฟล์รายชื่อจะแสดงว่าไม่พบนามบัตร จนกว่าคุณจะเลิกซ่อน',
  fieldsLabel: 'ข้อมูลที่แสดงบนนามบัตร',
  fieldsHint: 'ชื่อของคุณแสดงเสมอ ข้อมูลที่ไม่ได้เลือกจะไม่แสดงบนนามบัตรและไม่อยู่ในไฟล์รายชื่อ',
  fields: {
    phone: 'หมายเลขโทรศัพท์',
    email: 'อีเมล',
    company: 'บริษัท',
    position: 'ตำแหน่ง',
    website: 'เว็บไซต์',
    picture: 'รูปโปรไฟล์',
  },
  save: 'บันทึกการตั้งค่านามบัตร',
  newAddress: 'ขอที่อยู่นามบัตรใหม่',
  newAddressHint: 'ใช้เมื่อลิงก์นามบัตรถูกส่งต่อไปถึงคนที่คุณไม่ต้องการ',
  newAddressTitle: 'ขอที่อยู่นามบัตรใหม่',
  newAddressMessage:
    'นามบัตรของคุณจะได้ลิงก์ใหม่ และลิงก์เดิมที่เคยส่งให้ผู้อื่นจะใช้ไม่ได้อีกต่อไป (จะแสดงว่าไม่พบนามบัตร) เปลี่ยนกลับไม่ได้ คุณต้องส่งลิงก์ใหม่ให้ผู้ที่ต้องการติดต่อคุณอีกครั้ง',
  newAddressConfirm: 'ขอที่อยู่ใหม่',
} as const;
