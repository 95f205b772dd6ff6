/*
 * Part of `th` (i18n/th.ts), one file per feature: the LINE mini-app's landing (connecting to LINE,
 * the first visit's phone number or invitation, a claim waiting for staff).
 */

export const miniApp = {
  connecting: 'กำลังเชื่อมต่อกับ LINE…',
  /** The spec's title for a LIFF platform error (kept in English, ADR 9). */
  errorTitle: 'Error on Line LIFF',
  notConfigured: 'ระบบนี้ยังไม่ได้เชื่อมต่อกับ LINE กรุณาเข้าสู่ระบบผ่านเว็บไซต์',
  connectTitle: 'เข้าสู่ระบบด้วย LINE',
  connectDescription: 'เชื่อมต่อบัญชี LINE เพื่อดูยอดค้างชำระ ลงทะเบียนกิจกรรม และแจ้งชำระเงินได้จากใน LINE',
  connect: 'เชื่อมต่อกับ LINE',
  signedOut: 'ออกจากระบบแล้ว กดเชื่อมต่อกับ LINE เพื่อเข้าสู่ระบบอีกครั้ง',
  demoNotice: 'โหมดสาธิต: ใช้ LINE จำลอง ไม่ได้เชื่อมต่อกับ LINE จริง',
  loggingIn: 'กำลังเข้าสู่ระบบ…',
  phoneTitle: 'ยืนยันตัวตนสมาชิกครั้งแรก',
  phoneHint: 'ทำเพียงครั้งเดียว เมื่อเจ้าหน้าที่ยืนยันแล้ว ครั้งต่อไประบบจะจำบัญชี LINE นี้ไว้',
  invitationRefusedTitle: 'ใช้ลิงก์เชิญนี้ไม่ได้',
  continueWithoutInvitation: 'ดำเนินการต่อโดยไม่ใช้ลิงก์เชิญ',
  claimPendingTitle: 'รอเจ้าหน้าที่ยืนยัน',
  checkAgain: 'ตรวจสอบอีกครั้ง',
  checkedAt: (time: string) => `ตรวจสอบล่าสุดเมื่อ ${time}`,
  reconnect: 'เชื่อมต่อกับ LINE ใหม่',
  goToLogin: 'เข้าสู่ระบบผ่านเว็บไซต์',
} as const;
