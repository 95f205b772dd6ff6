import { thBackOffice } from './th-back-office.ts';
import { thFields } from './th-fields.ts';
import { thMessaging } from './th-messaging.ts';
import { thPayments } from './th-payments.ts';
import { thPrivacy } from './th-privacy.ts';
import { thStaff } from './th-staff.ts';

/**
 * Every text the web app shows, in one place. The interface is Thai; the few English texts are
 * the ones the product spec quotes verbatim ("Login Failed", "Not Found!", "Home", ...), so they
 * stay as written. Texts the API sends (error messages) come from the server, not from here. The
 * payment, staff and back-office texts live beside it (th-*.ts) and are part of `th`.
 */
export const th = {
  ...thPayments,
  ...thStaff,
  ...thBackOffice,
  ...thMessaging,
  ...thPrivacy,
  ...thFields,
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
    baht: (amount: string) => `${amount} บาท`,
    outstanding: (amount: string) => `ยอดค้างชำระ ${amount} บาท`,
    /** A call that got no answer (spec section 8's 520): the network, not the member, failed. */
    noConnection: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง',
    timedOut: 'เซิร์ฟเวอร์ไม่ตอบกลับในเวลาที่กำหนด กรุณาลองอีกครั้ง',
    unexpectedError: 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองอีกครั้ง',
    /** A field's message names the field (spec section 8's "value (field)"), in Thai. */
    fieldMessage: (message: string, field: string) => `${message} (${field})`,
    /** One item of a list field the server names by position (attendees.2 is the third). */
    fieldItem: (label: string, position: number) => `${label} รายการที่ ${position}`,
  },
  login: {
    /** The spec: the title is the chapter name followed by "Login". */
    title: (chapterName: string) => `${chapterName} Login`.trim(),
    phoneLabel: 'หมายเลขโทรศัพท์',
    phonePlaceholder: '081-111-1111',
    phoneDescription: 'ใช้หมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับชาปเตอร์',
    phoneRequired: 'จำเป็นต้องกรอกหมายเลขโทรศัพท์',
    submit: 'เข้าสู่ระบบ',
    failedTitle: 'Login Failed',
    codeLabel: 'รหัสยืนยัน 6 หลักจาก LINE',
    codeDigit: (position: number) => `รหัสยืนยัน หลักที่ ${position}`,
    codeRequired: 'กรุณากรอกรหัสยืนยัน 6 หลัก',
    codeSubmit: 'ยืนยันรหัส',
    codeResend: 'ส่งรหัสใหม่',
    changePhone: 'เปลี่ยนหมายเลขโทรศัพท์',
  },
  home: {
    menuLabel: 'เมนูหลัก',
    tabs: {
      profile: 'โปรไฟล์',
      events: 'ลงทะเบียนกิจกรรม',
      payment: 'แจ้งชำระเงิน',
      validation: 'ตรวจสอบการชำระเงิน',
      participants: 'รายชื่อผู้เข้าร่วม',
      lineAccounts: 'บัญชี LINE',
    },
  },
  profile: {
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
  },
  /** The member's own public business card on the profile: its link and what it shows (issue 19). */
  card: {
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
  },
  /** An event the chapter cancelled, and what became of the member's registration (ADR 17). */
  cancelledEvent: {
    title: 'งานนี้ถูกยกเลิก',
    /** A paid registration stays: the money is refunded or kept as credit, by arrangement with staff. */
    paid: (amount: string) => `คุณชำระเงินแล้ว ${amount} บาท กรุณาติดต่อเลขานุการ/เหรัญญิกเพื่อขอรับเงินคืนหรือเก็บไว้เป็นเครดิต`,
    /** An unpaid registration was cancelled with the event: nothing is owed. */
    voided: 'การลงทะเบียนของคุณถูกยกเลิกไปพร้อมกับงาน ไม่มียอดค้างชำระสำหรับงานนี้',
  },
  events: {
    title: 'ลงทะเบียนกิจกรรม',
    loadFailed: 'โหลดรายการกิจกรรมไม่สำเร็จ',
    empty: 'ยังไม่มีกิจกรรมที่เปิดให้ลงทะเบียนในขณะนี้',
    earlyBird: 'Early Bird',
    earlyBirdUntil: (dateTime: string) => `ราคา Early Bird ถึง ${dateTime}`,
    /** Read before the struck-through price, which a screen reader does not announce as struck. */
    regularPrice: 'ราคาปกติ',
    location: 'สถานที่',
    when: 'วันและเวลา',
    attendees: (count: number) => `ผู้เข้าร่วม ${count} คน`,
    attendeesEmpty: 'ยังไม่มีผู้ลงทะเบียน',
    attendeePaid: 'ชำระเงินแล้ว',
    register: 'ลงทะเบียน',
    registeredAt: (amount: string) => `ลงทะเบียนแล้ว ราคา ${amount} บาท (รอชำระเงิน)`,
    cancel: 'ยกเลิกการลงทะเบียน',
    cancelConfirmTitle: 'ยืนยันการยกเลิกการลงทะเบียน',
    cancelConfirmMessage: (name: string) => `ต้องการยกเลิกการลงทะเบียนกิจกรรม "${name}" ใช่หรือไม่`,
    keepRegistration: 'ไม่ยกเลิก',
    paid: 'ชำระเงินแล้ว',
    registered: 'ลงทะเบียนสำเร็จ',
    cancelled: 'ยกเลิกการลงทะเบียนสำเร็จ',
  },
  miniApp: {
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
  },
  notFound: {
    code: '404',
    titleWide: 'Not Found!',
    titleNarrow: 'Page Not Found',
    description: 'ไม่พบหน้าที่คุณต้องการ ลิงก์อาจไม่ถูกต้องหรือหน้านี้ถูกย้ายไปแล้ว',
    home: 'Home',
  },
} as const;
