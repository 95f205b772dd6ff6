/*
 * Part of `th` (i18n/th.ts), one file per feature: the app's frame, the desktop home's menu of
 * tabs and the page for an address that leads nowhere.
 */

export const home = {
  menuLabel: 'เมนูหลัก',
  tabs: {
    profile: 'โปรไฟล์',
    events: 'ลงทะเบียนกิจกรรม',
    payment: 'แจ้งชำระเงิน',
    door: 'หน้างาน',
    validation: 'ตรวจสอบการชำระเงิน',
    participants: 'รายชื่อผู้เข้าร่วม',
    lineAccounts: 'บัญชี LINE',
  },
} as const;

export const notFound = {
  code: '404',
  titleWide: 'Not Found!',
  titleNarrow: 'Page Not Found',
  description: 'ไม่พบหน้าที่คุณต้องการ ลิงก์อาจไม่ถูกต้องหรือหน้านี้ถูกย้ายไปแล้ว',
  home: 'Home',
} as const;
