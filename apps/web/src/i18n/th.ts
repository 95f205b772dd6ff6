/**
 * Every text the web app shows, in one place. The interface is Thai; the few English texts are
 * the ones the product spec quotes verbatim ("Login Failed", "Not Found!", "Home", ...), so they
 * stay as written. Texts the API sends (error messages) come from the server, not from here.
 */
export const th = {
  appName: 'Chapter',
  common: {
    loading: 'กำลังโหลด…',
    errorTitle: 'เกิดข้อผิดพลาด',
    /** Shown when a failed call carried no message of its own. */
    httpError: (status: number) => `เกิดข้อผิดพลาด (HTTP ${status})`,
    reload: 'โหลดหน้านี้ใหม่',
    appCrashed: 'ขออภัย หน้านี้ทำงานผิดพลาด กรุณาโหลดหน้าใหม่อีกครั้ง',
    notAvailableTitle: 'ยังไม่เปิดให้บริการ',
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
  },
  home: {
    menuLabel: 'เมนูหลัก',
    tabs: {
      profile: 'โปรไฟล์',
      events: 'ลงทะเบียนกิจกรรม',
      payment: 'แจ้งชำระเงิน',
      validation: 'ตรวจสอบการชำระเงิน',
      participants: 'รายชื่อผู้เข้าร่วม',
    },
    notAvailable: (feature: string) => `เมนู "${feature}" ยังไม่เปิดให้ใช้งานในเวอร์ชันนี้ ขณะนี้ใช้งานได้เฉพาะเมนูโปรไฟล์`,
  },
  profile: {
    pictureAlt: (name: string) => `รูปโปรไฟล์ของ ${name}`,
    outstanding: (amount: string) => `ยอดค้างชำระ ${amount} บาท`,
    registrationsTitle: 'กิจกรรมที่ลงทะเบียน',
    registrationsEmpty: 'ยังไม่มีการลงทะเบียนกิจกรรม',
    price: (amount: string) => `${amount} บาท`,
    periodSeparator: ' – ',
    paid: 'ชำระแล้ว',
    unpaid: 'ยังไม่ชำระ',
    logout: 'ออกจากระบบ',
    loadFailed: 'โหลดข้อมูลโปรไฟล์ไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
  },
  miniApp: {
    notAvailable: 'มินิแอปใน LINE ยังไม่เปิดให้ใช้งานในเวอร์ชันนี้ กรุณาเข้าสู่ระบบผ่านเว็บไซต์แทน',
    eventNotAvailable: 'หน้าลงทะเบียนกิจกรรมใน LINE ยังไม่เปิดให้ใช้งานในเวอร์ชันนี้',
    paymentNotAvailable: 'หน้าแจ้งชำระเงินใน LINE ยังไม่เปิดให้ใช้งานในเวอร์ชันนี้',
    goToLogin: 'ไปหน้าเข้าสู่ระบบ',
  },
  businessCard: {
    notAvailable: 'นามบัตรดิจิทัลยังไม่เปิดให้ใช้งานในเวอร์ชันนี้',
  },
  notFound: {
    code: '404',
    titleWide: 'Not Found!',
    titleNarrow: 'Page Not Found',
    description: 'ไม่พบหน้าที่คุณต้องการ ลิงก์อาจไม่ถูกต้องหรือหน้านี้ถูกย้ายไปแล้ว',
    home: 'Home',
  },
} as const;
