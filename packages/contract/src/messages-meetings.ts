/** The API's Thai messages about weekly meetings and their guests (issue 34); part of apiMessages. */
export const meetingMessages = {
  meetingCannotDelete: 'การประชุมประจำสัปดาห์ลบไม่ได้ เพราะระบบจะสร้างขึ้นใหม่ หากสัปดาห์นี้ไม่มีประชุม กรุณาใช้การยกเลิกแทน',
  meetingSeriesRaced: 'มีสมาชิกลงทะเบียนการประชุมที่กำลังปรับอยู่พอดี ระบบยังไม่ได้บันทึก กรุณากดบันทึกอีกครั้ง',
  meetingSeriesSaved: (created: number, updated: number, removed: number) =>
    `บันทึกการประชุมประจำสัปดาห์แล้ว: สร้างใหม่ ${created} ครั้ง ปรับตามค่าใหม่ ${updated} ครั้ง นำออก ${removed} ครั้ง (ครั้งที่มีผู้ลงทะเบียน ถูกยกเลิก หรือแก้ไขเองแล้ว คงเดิม)`,
  weekdayInvalid: 'กรุณาเลือกวันในสัปดาห์',
  substituteOnlyForMeetings: 'ส่งตัวแทนได้เฉพาะการประชุมประจำสัปดาห์',
  substituteAfterStart: 'การประชุมนี้เริ่มแล้ว ส่งตัวแทนไม่ได้',
  substituteAlreadySent: 'คุณส่งตัวแทนสำหรับการประชุมนี้แล้ว หากต้องการเปลี่ยนคน กรุณายกเลิกตัวแทนคนเดิมก่อน',
  substituteNotFound: 'คุณยังไม่ได้ส่งตัวแทนสำหรับการประชุมนี้',
  substituteCancelAfterStart: 'การประชุมนี้เริ่มแล้ว ยกเลิกตัวแทนไม่ได้',
  substitutePaidCannotCancel: 'ค่าอาหารของตัวแทนชำระแล้ว ยกเลิกเองไม่ได้ กรุณาติดต่อเลขานุการ/เหรัญญิก',
  substituteCancelled: 'ยกเลิกตัวแทนแล้ว ค่าอาหารของตัวแทนไม่ต้องชำระ',
  timeInvalid: 'เวลาไม่ถูกต้อง กรุณากรอกเป็น HH:mm เช่น 06:30',
  endTimeBeforeStart: 'เวลาเลิกต้องหลังเวลาเริ่ม',
  weeksAheadInvalid: (max: number) => `จำนวนสัปดาห์ล่วงหน้าต้องเป็นจำนวนเต็ม 1–${max}`,
  onTimeMinutesInvalid: (max: number) => `เวลาที่ยังนับว่าตรงเวลาต้องเป็นจำนวนนาทีเต็ม 0–${max}`,
};
