/**
 * What the chapter's LINE account says about a weekly meeting in the chat (issue 37): the reminder
 * asking whether the member comes, with its three postback buttons, and the replies to a tap. Part
 * of apiMessages. Dates are DD/MM/YYYY and times HH:mm, Bangkok, filled in by the server.
 */
export const meetingAnswerMessages = {
  meetingAskTitle: 'คุณจะมาประชุมไหม',
  meetingAskDate: 'วันที่',
  meetingAskTime: 'เวลา',
  meetingAskPlace: 'สถานที่',
  meetingAskHint: 'กดตอบได้เลยในแชตนี้',
  meetingAskComing: 'มา',
  meetingAskSubstitute: 'ส่งตัวแทน',
  meetingAskLeave: 'ลา',
  /** What the chat shows as the member's own message when they tap (LINE's `displayText`). */
  meetingSaidComing: 'มาประชุม',
  meetingSaidSubstitute: 'ส่งตัวแทนเข้าประชุม',
  meetingSaidLeave: 'ขอลาประชุม',
  meetingAskAlt: (chapter: string, name: string, date: string, time: string) =>
    `${chapter}: คุณจะมา${name} วันที่ ${date} เวลา ${time} ไหม กดตอบ มา / ส่งตัวแทน / ลา ในแชต`,
  chatNotConnected: 'บัญชี LINE นี้ยังไม่ได้เชื่อมกับสมาชิกของชาปเตอร์ จึงยังบันทึกคำตอบไม่ได้ กรุณาเปิดมินิแอปของชาปเตอร์เพื่อเชื่อมบัญชีก่อน',
  chatMeetingUnknown: 'ไม่พบการประชุมนี้แล้ว ไม่ได้บันทึกอะไร',
  chatMeetingStarted: (name: string, date: string) => `${name} วันที่ ${date} เริ่มไปแล้ว ตอบในแชตไม่ได้แล้ว ไม่ได้บันทึกอะไร`,
  chatMeetingCancelled: (name: string, date: string) => `${name} วันที่ ${date} ถูกยกเลิกแล้ว ไม่ได้บันทึกอะไร`,
  chatRegistered: (name: string, date: string, time: string, baht: string) =>
    `ลงทะเบียน${name} วันที่ ${date} เวลา ${time} ให้แล้ว ค่าเข้าประชุม ${baht} บาท ชำระได้ในเมนูชำระเงิน`,
  chatAlreadyRegistered: (name: string, date: string) => `คุณลงทะเบียน${name} วันที่ ${date} ไว้แล้ว ไม่ได้ลงทะเบียนซ้ำ`,
  chatRegisterRefused: (name: string, date: string, reason: string) => `ลงทะเบียน${name} วันที่ ${date} ไม่ได้: ${reason}`,
  chatSubstitute: (name: string, date: string) =>
    `ส่งตัวแทนเข้า${name} วันที่ ${date}: กดปุ่มด้านล่างเพื่อกรอกชื่อและเบอร์โทรของตัวแทน`,
  chatSubstituteButton: 'กรอกข้อมูลตัวแทน',
  chatLeave: (name: string, date: string) =>
    `ขอลา${name} วันที่ ${date}: กดปุ่มด้านล่างเพื่อกรอกใบลา รองประธานจะพิจารณาและแจ้งผลทาง LINE`,
  chatLeaveButton: 'กรอกใบลา',
  /** A tap from a message the app no longer understands (an old or altered button). */
  chatAnswerUnknown: 'ไม่เข้าใจคำตอบนี้ กรุณาตอบในมินิแอปแทน',
};
