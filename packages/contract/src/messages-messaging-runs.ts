/**
 * The API's Thai messages about a staff send as a run that goes on after the answer (issue 36):
 * what staff read of a run as a whole (sent, only recorded, still sending) and of one not found.
 * Part of apiMessages.
 */
export const messagingRunMessages = {
  messagesRecorded: 'ยังไม่ได้เชื่อมต่อ LINE: ข้อความถูกบันทึกไว้ในกล่องข้อความขาออกเท่านั้น ยังไม่ถึงสมาชิก',
  messagesSent: 'ส่งข้อความแล้ว ดูผลการส่งของสมาชิกแต่ละคนด้านล่าง',
  /** The send was answered before LINE had every message: the screen follows the run. */
  messagesSending: 'กำลังส่งข้อความทาง LINE ผลของสมาชิกแต่ละคนจะขึ้นด้านล่างเมื่อส่งถึงแล้ว ไม่ต้องกดส่งซ้ำ',
  /** A rule's run paused or deleted before it went out. */
  messageRunCancelled: 'การส่งนี้ถูกยกเลิกก่อนส่งครบ',
  messageRunNotFound: 'ไม่พบการส่งข้อความนี้',
} as const;
