/*
 * Part of `th` (i18n/th.ts), split by area so each file stays readable: members' privacy (issue 19,
 * Thailand's PDPA): the notice and consent, my data, erasure, and the back office's privacy section.
 */
const LINE_UNLINK_PATH = 'การตั้งค่า > บัญชี > แอปที่เชื่อมต่อ';

export const privacy = {
  noticeTitle: 'ประกาศความเป็นส่วนตัว',
  consentIntro:
    'ก่อนใช้งานต่อ กรุณาอ่านประกาศความเป็นส่วนตัวของชาปเตอร์ ซึ่งบอกว่าชาปเตอร์เก็บข้อมูลอะไรของคุณ เพื่ออะไร นานเท่าใด ใครเห็นบ้าง และคุณใช้สิทธิของคุณได้อย่างไร แล้วกดยอมรับ',
  version: (version: number) => `ฉบับที่ ${version}`,
  publishedOn: (date: string) => `ประกาศเมื่อ ${date}`,
  agree: 'ยอมรับ',
  signOut: 'ออกจากระบบ',
  agreeFailed: 'บันทึกการยอมรับไม่สำเร็จ',
  noticeChangedTitle: 'มีประกาศฉบับใหม่',
  loadFailed: 'โหลดประกาศความเป็นส่วนตัวไม่สำเร็จ',

  sectionTitle: 'ข้อมูลส่วนบุคคลของฉัน',
  sectionIntro:
    'สิทธิของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล (PDPA): อ่านประกาศความเป็นส่วนตัว ดาวน์โหลดสำเนาข้อมูลของคุณ หรือขอให้ลบข้อมูลของคุณ',
  agreedOn: (version: number, dateTime: string) => `คุณยอมรับประกาศฉบับที่ ${version} เมื่อ ${dateTime}`,
  noNotice: 'ชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัว',
  readNotice: 'อ่านประกาศความเป็นส่วนตัว',
  download: 'ดาวน์โหลดข้อมูลของฉัน',
  downloadHint: 'ไฟล์ ZIP ที่มีข้อมูลทั้งหมดที่ชาปเตอร์เก็บเกี่ยวกับคุณ (data.json) และรูปสลิปที่คุณส่ง',
  erase: 'ลบข้อมูลของฉัน',

  eraseTitle: 'ลบข้อมูลของฉัน',
  eraseMemberTitle: (name: string) => `ลบข้อมูลของ ${name}`,
  cannotUndo: 'ลบแล้วกู้คืนไม่ได้',
  deletedTitle: 'สิ่งที่จะถูกลบ',
  deletedItems:
    'ชื่อ-นามสกุล หมายเลขโทรศัพท์ อีเมล บริษัท ตำแหน่ง เว็บไซต์ รูปโปรไฟล์ นามบัตรดิจิทัล การเชื่อมต่อบัญชี LINE รูปสลิปโอนเงิน ข้อความที่ชาปเตอร์ส่งถึง และการเข้าสู่ระบบในทุกอุปกรณ์',
  keptTitle: 'สิ่งที่ชาปเตอร์ยังเก็บไว้ โดยไม่ระบุตัวตน',
  keptItems:
    'การลงทะเบียนกิจกรรมและรายการชำระเงิน (จำนวนเงิน วันที่ ธนาคาร เลขอ้างอิงการโอน) เก็บไว้เพื่อบัญชีของชาปเตอร์ โดยไม่มีชื่อหรือข้อมูลติดต่อ',
  afterSelf: 'คุณจะออกจากระบบทุกอุปกรณ์ทันที และเข้าสู่ระบบด้วยหมายเลขโทรศัพท์นี้ไม่ได้อีก',
  afterMember: 'สมาชิกจะออกจากระบบทุกอุปกรณ์ทันที และเข้าสู่ระบบด้วยหมายเลขโทรศัพท์นี้ไม่ได้อีก',
  owedWarning: (amount: string) => `ยังมียอดค้างชำระ ${amount} บาท การลบข้อมูลไม่ได้ยกเลิกยอดนี้`,
  creditWarning: (amount: string) => `มีเครดิตคงเหลือ ${amount} บาท ซึ่งจะใช้ไม่ได้อีกหลังลบข้อมูล`,
  moneyAcknowledge: 'รับทราบยอดค้างชำระและเครดิตข้างต้นแล้ว',
  /** What the member types to enable the red button. */
  confirmWord: 'ลบข้อมูล',
  confirmLabel: (word: string) => `พิมพ์คำว่า "${word}" เพื่อยืนยัน`,
  eraseConfirm: 'ลบข้อมูลถาวร',
  eraseFailed: 'ลบข้อมูลไม่สำเร็จ',

  erasedTitle: 'ลบข้อมูลของคุณแล้ว',
  lineRevoked: 'ยกเลิกการเชื่อมต่อแอปของชาปเตอร์กับบัญชี LINE ของคุณแล้ว',
  lineNotRevokedTitle: 'ยกเลิกการเชื่อมต่อใน LINE ด้วยตัวเอง',
  lineNotRevoked: `บัญชี LINE ของคุณยังเชื่อมต่อกับแอปของชาปเตอร์อยู่ เปิด LINE ไปที่ ${LINE_UNLINK_PATH} เลือกแอปของชาปเตอร์ แล้วกดยกเลิกการเชื่อมต่อ`,
  memberLineNotRevoked: `บัญชี LINE ของสมาชิกยังเชื่อมต่อกับแอปของชาปเตอร์อยู่ กรุณาแจ้งสมาชิกให้เปิด LINE ไปที่ ${LINE_UNLINK_PATH} แล้วยกเลิกการเชื่อมต่อ`,
  backToLogin: 'กลับหน้าเข้าสู่ระบบ',

  admin: {
    eraseMember: 'ลบข้อมูลสมาชิก (ตามคำขอ)',
    /**
     * What differs between the members' notice (issue 19) and the visitors' (issue 34: visitors
     * and substitutes agree to it before registering): the same keys, so one form serves both.
     */
    kinds: {
      member: {
        inForceTitle: 'ประกาศที่ใช้อยู่',
        intro: 'สมาชิกทุกคนต้องอ่านและยอมรับฉบับที่ใช้อยู่ก่อนใช้งานต่อ',
        noneYet: 'ยังไม่ได้ประกาศความเป็นส่วนตัว สมาชิกจึงยังไม่ต้องยอมรับอะไร',
        historyTitle: 'ประวัติการประกาศ',
        publishTitle: 'ประกาศฉบับใหม่',
        bodyLabel: 'ข้อความประกาศ',
        publish: 'ประกาศฉบับใหม่',
        published: (version: number) => `ประกาศฉบับที่ ${version} แล้ว สมาชิกทุกคนจะต้องอ่านและยอมรับอีกครั้ง`,
        publishConfirmTitle: 'ยืนยันการประกาศฉบับใหม่',
        publishConfirmMessage: (version: number) =>
          `ข้อความนี้จะเป็นประกาศฉบับที่ ${version} สมาชิกทุกคน รวมถึงคุณ จะต้องอ่านและกดยอมรับอีกครั้งก่อนใช้งานต่อ`,
      },
      guest: {
        inForceTitle: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
        intro: 'ผู้เยี่ยมชมและตัวแทนสมาชิกซึ่งไม่มีบัญชี อ่านและยอมรับฉบับที่ใช้อยู่ก่อนลงทะเบียนเข้าร่วมการประชุมผ่านคำเชิญ',
        noneYet: 'ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
        historyTitle: 'ประวัติการประกาศสำหรับผู้เยี่ยมชม',
        publishTitle: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม',
        bodyLabel: 'ข้อความประกาศสำหรับผู้เยี่ยมชม',
        publish: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม',
        published: (version: number) => `ประกาศสำหรับผู้เยี่ยมชมฉบับที่ ${version} แล้ว ผู้เยี่ยมชมที่ลงทะเบียนจากนี้ไปจะยอมรับฉบับนี้`,
        publishConfirmTitle: 'ยืนยันการประกาศสำหรับผู้เยี่ยมชมฉบับใหม่',
        publishConfirmMessage: (version: number) =>
          `ข้อความนี้จะเป็นประกาศสำหรับผู้เยี่ยมชมฉบับที่ ${version} ผู้เยี่ยมชมและตัวแทนที่ลงทะเบียนจากนี้ไปจะยอมรับฉบับนี้ สมาชิกไม่ต้องยอมรับอะไรใหม่`,
      },
    },
    columns: { version: 'ฉบับที่', publishedAt: 'วันที่ประกาศ', publishedBy: 'ผู้ประกาศ', agreed: 'ยอมรับแล้ว' },
    agreedCount: (count: number) => `${count} คน`,
    bodyHint: 'ข้อความธรรมดา ขึ้นบรรทัดใหม่ได้ตามต้องการ ระบุข้อมูลที่เก็บ เหตุผล ระยะเวลาที่เก็บ ผู้ที่เห็น และวิธีใช้สิทธิ',
    templateHint: 'เริ่มจากตัวอย่างนี้ได้ กรุณาแก้ชื่อชาปเตอร์และช่องทางติดต่อให้ถูกต้องก่อนประกาศ',
    unchanged: 'ข้อความยังเหมือนฉบับที่ใช้อยู่ แก้ไขก่อนจึงจะประกาศฉบับใหม่ได้',
    agreedTotal: (count: number) => `สมาชิกยอมรับฉบับนี้แล้ว ${count} คน`,
    retentionTitle: 'ระยะเวลาการเก็บข้อมูล',
    retentionIntro: 'ระบบลบข้อมูลที่เก็บครบกำหนดแล้วโดยอัตโนมัติวันละครั้ง',
    retentionFields: {
      validated_slip_days: 'รูปสลิปที่ตรวจสอบแล้ว (วัน)',
      refused_slip_days: 'รูปสลิปที่ไม่ผ่านการตรวจสอบ (วัน)',
      audit_ip_days: 'หมายเลข IP ในบันทึกการเปลี่ยนแปลง (วัน)',
      guest_days: 'ข้อมูลผู้เยี่ยมชมและตัวแทนที่ไม่ได้สมัครเป็นสมาชิก (วัน นับจากการเข้าร่วมครั้งล่าสุด)',
    },
    retentionLimits: (defaultDays: number, min: number, max: number) =>
      `ค่าเริ่มต้น ${defaultDays} วัน · กำหนดได้ ${min}–${max} วัน`,
    retentionOutOfRange: (min: number, max: number) => `กรุณากรอกจำนวนวันเต็มระหว่าง ${min} ถึง ${max}`,
    runsTitle: 'การลบข้อมูลตามกำหนดครั้งล่าสุด',
    runsEmpty: 'ยังไม่มีการลบข้อมูลตามกำหนด',
    runColumns: {
      day: 'วันที่',
      finishedAt: 'เสร็จเมื่อ',
      validated: 'รูปสลิปที่ตรวจแล้ว',
      refused: 'รูปสลิปที่ไม่ผ่าน',
      ips: 'หมายเลข IP',
      guests: 'ผู้เยี่ยมชมและตัวแทน',
    },
  },
} as const;
