export * from './th-app.ts';
export * from './th-attendance.ts';
export * from './th-back-office.ts';
export * from './th-cash-up.ts';
export * from './th-check-in-code.ts';
export * from './th-door.ts';
export * from './th-events.ts';
export * from './th-fields.ts';
export * from './th-guest-privacy.ts';
export * from './th-line-accounts.ts';
export * from './th-login.ts';
export * from './th-meeting-guests.ts';
export * from './th-messaging.ts';
export * from './th-mini-app.ts';
export * from './th-my-attendance.ts';
export * from './th-participants.ts';
export * from './th-payment.ts';
export * from './th-payment-validation.ts';
export * from './th-privacy.ts';
export * from './th-profile.ts';
export * from './th-rich-menus.ts';
export * from './th-share-card.ts';
export * from './th-slip-upload.ts';
export * from './th-visit.ts';
export * from './th-visitor-fields.ts';
export * from './th-visitors.ts';

/**
 * Every text the web app shows. The interface is Thai; the few English texts are the ones the
 * product spec quotes verbatim ("Login Failed", "Not Found!", "Home", ...), so they stay as
 * written. Texts the API sends (error messages) come from the server, not from here. Each feature's
 * texts live in a th-*.ts file of their own, re-exported here; this file keeps only what every
 * screen shares.
 *
 * Screens import it as a namespace, `import * as th from '…/i18n/th.ts'`, and read
 * `th.area.key`: each area is an export of its own, so a chunk carries only the areas its screens
 * read (issue 38, ADR 65). Before, one object held every area, and every page downloaded all of
 * them (39 kB gzip).
 */

export const appName = 'Chapter';

export const common = {
  loading: 'กำลังโหลด…',
  errorTitle: 'เกิดข้อผิดพลาด',
  /** Shown when a failed call carried no message of its own. */
  httpError: (status: number) => `เกิดข้อผิดพลาด (HTTP ${status})`,
  reload: 'โหลดหน้านี้ใหม่',
  appCrashed: 'ขออภัย หน้านี้ทำงานผิดพลาด กรุณาโหลดหน้าใหม่อีกครั้ง',
  notAvailableTitle: 'ยังไม่เปิดให้บริการ',
  retry: 'ลองอีกครั้ง',
  cancel: 'ยกเลิก',
  closeDialog: 'ปิดหน้าต่าง',
  closeNotification: 'ปิดข้อความแจ้งเตือน',
  /** The button beside a link shown to copy and send by any app, and what it says once copied. */
  copyLink: 'คัดลอกลิงก์',
  copied: 'คัดลอกแล้ว',
  baht: (amount: string) => `${amount} บาท`,
  outstanding: (amount: string) => `ยอดค้างชำระ ${amount} บาท`,
  /** A call that got no answer (spec section 8's 520): the network, not the member, failed. */
  noConnection: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง',
  timedOut: 'เซิร์ฟเวอร์ไม่ตอบกลับในเวลาที่กำหนด กรุณาลองอีกครั้ง',
  unexpectedError: 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองอีกครั้ง',
  /** A screen, tab or dialog whose code could not be fetched (issue 32): said in its place. */
  partLoadFailed: 'โหลดส่วนนี้ของแอปไม่สำเร็จ',
  partLoadOffline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาตรวจสอบการเชื่อมต่อแล้วกด "ลองอีกครั้ง"',
  partLoadNoServer:
    'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วกด "ลองอีกครั้ง" หากยังไม่ได้ แอปอาจมีเวอร์ชันใหม่ กรุณากด "โหลดหน้านี้ใหม่"',
  /** A field's message names the field (spec section 8's "value (field)"), in Thai. */
  fieldMessage: (message: string, field: string) => `${message} (${field})`,
  /** One item of a list field the server names by position (attendees.2 is the third). */
  fieldItem: (label: string, position: number) => `${label} รายการที่ ${position}`,
} as const;
