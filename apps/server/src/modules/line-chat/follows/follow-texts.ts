/*
 * What a person reads when they add the chapter's Official Account as a friend (issue 37). The
 * connect text is the same for everyone who is not bound: the follow event proves nothing about who
 * they are, so it names no member and says nothing a stranger should not read.
 */

export const followTexts = {
  /** To an account bound to no member: the two ways a member connects (ADR 25). */
  howToConnect: (input: { chapter: string; miniAppUrl: string | null }) =>
    [
      `ขอบคุณที่เพิ่ม ${input.chapter} เป็นเพื่อน`,
      'หากคุณเป็นสมาชิก เชื่อมบัญชี LINE นี้กับชาปเตอร์ได้ 2 วิธี',
      '1. เปิดลิงก์คำเชิญส่วนตัวที่ได้รับจากเลขานุการ/เหรัญญิก',
      input.miniAppUrl
        ? `2. เปิดมินิแอปจากเมนูของชาปเตอร์ (หรือ ${input.miniAppUrl}) แล้วกรอกหมายเลขโทรศัพท์ของคุณ เพื่อขอให้เลขานุการ/เหรัญญิกอนุมัติ`
        : '2. เปิดมินิแอปจากเมนูของชาปเตอร์ แล้วกรอกหมายเลขโทรศัพท์ของคุณ เพื่อขอให้เลขานุการ/เหรัญญิกอนุมัติ',
      'เมื่อเชื่อมแล้ว คุณจะได้รับการแจ้งเตือนกิจกรรมและการชำระเงินทาง LINE นี้',
    ].join('\n'),
  /** To a member who unblocked the account: messages reach them again. */
  welcomeBack: (chapter: string) => `ยินดีต้อนรับกลับสู่ ${chapter} ข้อความแจ้งเตือนจากชาปเตอร์จะส่งถึงคุณทาง LINE นี้อีกครั้ง`,
};
