/** The API's Thai messages about staff registering a visitor and exporting a meeting's guests (issue 34); part of apiMessages. */
export const meetingGuestMessages = {
  staffVisitorMeetingCancelled: 'การประชุมนี้ถูกยกเลิกแล้ว ลงทะเบียนผู้เยี่ยมชมไม่ได้',
  staffVisitorMeetingStarted: 'การประชุมนี้เริ่มแล้ว ลงทะเบียนผู้เยี่ยมชมล่วงหน้าไม่ได้ กรุณาให้ทีมต้อนรับรับลงทะเบียนที่หน้างาน',
  staffVisitorNoNotice:
    'ชาปเตอร์ยังไม่ได้เผยแพร่ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม จึงยังลงทะเบียนผู้เยี่ยมชมไม่ได้ กรุณาให้ผู้ดูแลระบบเผยแพร่ก่อน',
  guestsExportFormatInvalid: 'รูปแบบไฟล์ต้องเป็น csv หรือ xlsx',
};
