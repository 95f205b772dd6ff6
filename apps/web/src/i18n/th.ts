import { thApp } from './th-app.ts';
import { thAttendance } from './th-attendance.ts';
import { thBackOffice } from './th-back-office.ts';
import { thCashUp } from './th-cash-up.ts';
import { thCheckInCode } from './th-check-in-code.ts';
import { thDoor } from './th-door.ts';
import { thEvents } from './th-events.ts';
import { thFields } from './th-fields.ts';
import { thGuestPrivacy } from './th-guest-privacy.ts';
import { thLineAccounts } from './th-line-accounts.ts';
import { thLogin } from './th-login.ts';
import { thMeetingGuests } from './th-meeting-guests.ts';
import { thMessaging } from './th-messaging.ts';
import { thMiniApp } from './th-mini-app.ts';
import { thMyAttendance } from './th-my-attendance.ts';
import { thParticipants } from './th-participants.ts';
import { thPayment } from './th-payment.ts';
import { thPaymentValidation } from './th-payment-validation.ts';
import { thPrivacy } from './th-privacy.ts';
import { thProfile } from './th-profile.ts';
import { thRichMenus } from './th-rich-menus.ts';
import { thShareCard } from './th-share-card.ts';
import { thSlipUpload } from './th-slip-upload.ts';
import { thVisit } from './th-visit.ts';
import { thVisitorFields } from './th-visitor-fields.ts';
import { thVisitors } from './th-visitors.ts';

/**
 * Every text the web app shows, in one object. The interface is Thai; the few English texts are
 * the ones the product spec quotes verbatim ("Login Failed", "Not Found!", "Home", ...), so they
 * stay as written. Texts the API sends (error messages) come from the server, not from here. Each
 * feature's texts live in a th-*.ts file of their own and are spread in here; this file keeps only
 * what every screen shares.
 */
export const th = {
  ...thApp,
  ...thLogin,
  ...thProfile,
  ...thShareCard,
  ...thEvents,
  ...thMiniApp,
  ...thPayment,
  ...thSlipUpload,
  ...thPaymentValidation,
  ...thParticipants,
  ...thLineAccounts,
  ...thBackOffice,
  ...thRichMenus,
  ...thMessaging,
  ...thPrivacy,
  ...thGuestPrivacy,
  ...thFields,
  ...thVisit,
  ...thVisitorFields,
  ...thVisitors,
  ...thMeetingGuests,
  ...thDoor,
  ...thCheckInCode,
  ...thMyAttendance,
  ...thCashUp,
  ...thAttendance,
  appName: 'Chapter',
  common: {
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
  },
} as const;
