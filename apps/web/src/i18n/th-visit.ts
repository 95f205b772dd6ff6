/*
 * Part of `th` (i18n/th.ts), one file per feature: the page a visitor opens from a member's
 * invitation (`/visit?visit=…`, issue 34), with no account: the meeting, the visitors' privacy
 * notice and the registration form, then what they owe and how to pay it.
 */

export const visit = {
  title: 'คำเชิญเข้าร่วมประชุม',
  loadFailed: 'โหลดคำเชิญไม่สำเร็จ',
  /** The page's heading when the link cannot be used (the API's message, or ours below, follows). */
  linkProblemTitle: 'ใช้ลิงก์เชิญนี้ไม่ได้',
  /** A link without its token, or a refusal that carried no message of its own. */
  linkInvalid: 'ลิงก์เชิญไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่จากสมาชิกที่เชิญคุณ',

  meeting: {
    date: (date: string) => `วันที่ ${date}`,
    time: (period: string) => `เวลา ${period}`,
    place: (place: string) => `สถานที่ ${place}`,
    fee: (amount: string) => `ค่าเข้าร่วมสำหรับผู้เยี่ยมชม ${amount} บาท`,
    invitedBy: (name: string) => `เชิญโดย ${name}`,
    /** A substitute's page: whose seat they take. */
    substituteOf: (name: string) => `ตัวแทนของ ${name}`,
    chapter: (name: string) => `ชาปเตอร์ ${name}`,
  },

  notice: {
    title: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
    intro: 'ก่อนลงทะเบียน กรุณาอ่านประกาศนี้ ซึ่งบอกว่าชาปเตอร์เก็บข้อมูลอะไรของคุณ เพื่ออะไร นานเท่าใด และใครเห็นบ้าง',
    agree: 'ข้าพเจ้าได้อ่านและยอมรับประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมข้างต้นแล้ว',
    /** The chapter has published no visitors' notice yet: nobody can register through a link. */
    noneYet: 'ชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม จึงยังเปิดลงทะเบียนไม่ได้ กรุณาติดต่อสมาชิกที่เชิญคุณ',
    agreeRequired: 'กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนลงทะเบียน',
  },

  /** A substitute the member registered, who pays their own meal: the notice first, then paying. */
  consent: {
    intro:
      'สมาชิกที่ส่งคุณเป็นตัวแทนได้ลงทะเบียนชื่อและเบอร์โทรศัพท์ของคุณไว้แล้ว ก่อนชำระค่าอาหาร กรุณาอ่านประกาศนี้ ซึ่งบอกว่าชาปเตอร์เก็บข้อมูลอะไรของคุณ เพื่ออะไร นานเท่าใด และใครเห็นบ้าง',
    agreeRequired: 'กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนชำระเงิน',
    submit: 'ยอมรับ',
    agreed: 'บันทึกการยอมรับแล้ว ชำระค่าอาหารได้ด้านล่าง',
    /** Before agreeing, under the registration's badge: what comes first. */
    explain: 'กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวด้านล่างก่อน แล้วจึงชำระค่าอาหาร',
    /** The chapter withdrew its visitors' notice: nothing to agree to, so nothing to pay through the link yet. */
    noNotice: 'ชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม จึงยังชำระผ่านลิงก์นี้ไม่ได้ กรุณาติดต่อสมาชิกที่ส่งคุณเป็นตัวแทน',
  },

  form: {
    title: 'ลงทะเบียนผู้เยี่ยมชม',
    submit: 'ลงทะเบียน',
    registered: 'ลงทะเบียนเรียบร้อยแล้ว',
  },

  registration: {
    title: 'การลงทะเบียนของคุณ',
    who: (name: string, company: string) => `${name} (${company})`,
    /** Under the badge: what the status means for the visitor, and what they can do next. */
    explain: {
      invited: 'ยังไม่ได้ลงทะเบียนผ่านลิงก์นี้',
      registered: 'โอนค่าเข้าร่วมผ่านพร้อมเพย์แล้วอัปโหลดสลิป หรือเลือกชำระเงินสดที่หน้างานในวันประชุม',
      pay_at_door: 'กรุณาชำระเงินสดที่โต๊ะต้อนรับในวันประชุม หากสะดวกโอนแทน ยังอัปโหลดสลิปได้จนกว่าจะชำระ',
      slip_waiting: 'ได้รับสลิปของคุณแล้ว เจ้าหน้าที่จะตรวจสอบและยืนยันการชำระเงิน',
      paid: 'ชำระค่าเข้าร่วมเรียบร้อยแล้ว พบกันในวันประชุม',
      refused: 'สลิปล่าสุดของคุณถูกปฏิเสธ กรุณาดูเหตุผลด้านล่าง แล้วอัปโหลดสลิปใหม่ หรือเลือกชำระเงินสดที่หน้างาน',
      cancelled: 'การลงทะเบียนนี้ถูกยกเลิกแล้ว หากมีข้อสงสัย กรุณาติดต่อสมาชิกที่เชิญคุณ',
    },
    owed: (amount: string) => `ยอดที่ต้องชำระ ${amount} บาท`,
  },

  pay: {
    title: 'ชำระค่าเข้าร่วม',
    promptPayHint: 'สแกนหรือบันทึก QR นี้ในแอปธนาคาร ยอดเงินถูกใส่ไว้ให้แล้ว โอนแล้วกรุณาอัปโหลดสลิป',
    /** The chapter has no PromptPay id: the door is the way to pay. */
    noPromptPay: 'ชาปเตอร์ยังไม่ได้ตั้งค่าพร้อมเพย์ กรุณาชำระเงินสดที่หน้างาน',
    uploadSlip: 'อัปโหลดสลิป',
    slipSent: 'ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ',
    payAtDoor: 'ชำระเงินสดที่หน้างาน',
    payAtDoorDone: 'บันทึกแล้ว: คุณจะชำระเงินสดที่หน้างาน',
  },

  slips: {
    title: 'สลิปที่ส่งแล้ว',
    sentAt: (dateTime: string) => `ส่งเมื่อ ${dateTime}`,
    amount: (amount: string) => `${amount} บาท`,
    noAmount: 'ไม่ได้ระบุยอดเงิน',
    statuses: { waiting: 'รอตรวจสอบ', accepted: 'ตรวจสอบแล้ว', refused: 'ถูกปฏิเสธ' },
    refusalReason: (reason: string) => `เหตุผล: ${reason}`,
  },
} as const;
