import { thSettingLabels } from './th-settings.ts';

/*
 * Part of `th` (i18n/th.ts), split by area so each file stays readable: the Thai names of the request
 * fields the API can name in a refusal, which the error normalisation writes after the message
 * (lib/api-error.ts).
 */

/**
 * Thai names of the request fields the API can name in a refusal (the contract's request bodies
 * and parameters). A field not listed keeps its own name.
 */
export const fieldLabels = {
  username: 'หมายเลขโทรศัพท์',
  phone: 'หมายเลขโทรศัพท์',
  code: 'รหัสยืนยัน',
  invitation: 'ลิงก์เชิญ',
  liff_access_token: 'การเชื่อมต่อ LINE',
  line_access_token: 'การเชื่อมต่อ LINE',
  event: 'กิจกรรม',
  image: 'รูปสลิป',
  amount: 'จำนวนเงิน',
  registrations: 'รายการลงทะเบียน',
  payments: 'สลิป',
  received: 'ยอดที่ได้รับ',
  received_reason: 'เหตุผลที่ยอดไม่ตรง',
  waiver_reason: 'เหตุผลที่ยกเว้นยอด',
  reason: 'เหตุผล',
  hidden: 'การซ่อนนามบัตร',
  shown_fields: 'ข้อมูลที่แสดงบนนามบัตร',
  reminders_off: 'การแจ้งเตือน',
  confirm: 'การยืนยัน',
  money_acknowledged: 'การรับทราบยอดเงิน',
  version: 'ฉบับของประกาศ',
  members: 'สมาชิก',
  member: 'สมาชิก',
  attendees: 'ผู้เข้าร่วม',
  days: 'จำนวนวัน',
  message: 'ข้อความ',
  altText: 'Description',
  template: 'แบบข้อความ',
  month: 'เดือน',
  year: 'ปี',
  id: 'รหัส',
  first_name: 'ชื่อ',
  last_name: 'นามสกุล',
  email: 'อีเมล',
  company: 'บริษัท',
  position: 'ตำแหน่ง',
  website: 'เว็บไซต์',
  roles: 'บทบาท',
  active: 'สถานะสมาชิก',
  csv: 'ไฟล์ CSV',
  name: 'ชื่อกิจกรรม',
  location_name: 'สถานที่',
  event_start_date_time: 'เวลาเริ่ม',
  event_end_date_time: 'เวลาสิ้นสุด',
  price: 'ราคา',
  early_bird_price: 'ราคา Early Bird',
  early_bird_end_date_time: 'เวลาสิ้นสุด Early Bird',
  ...thSettingLabels,
} as Readonly<Record<string, string>>;
