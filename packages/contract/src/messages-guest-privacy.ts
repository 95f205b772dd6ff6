/** The API's Thai messages about a guest's data on request: the download and the erasure (issue 34); part of apiMessages. */
export const guestPrivacyMessages = {
  /** Erased visits lose their phone, so "never here" and "already erased" read the same. */
  guestPhoneNotFound: 'ไม่พบข้อมูลผู้เยี่ยมชมหรือตัวแทนที่ใช้หมายเลขโทรศัพท์นี้ หรือข้อมูลถูกลบไปแล้ว',
  guestJoinedEraseMember:
    'ผู้เยี่ยมชมหรือตัวแทนที่ใช้หมายเลขนี้สมัครเป็นสมาชิกแล้ว ข้อมูลการเข้าร่วมของเขาจะถูกลบไปพร้อมกับข้อมูลสมาชิก กรุณาลบข้อมูลที่หน้าสมาชิก',
  guestErased: (visits: number) =>
    `ลบข้อมูลส่วนบุคคลของผู้เยี่ยมชม/ตัวแทนที่ใช้หมายเลขนี้แล้ว ${visits} ครั้งที่เข้าร่วม พร้อมรูปสลิป ยอดเงินยังเก็บไว้ในบัญชีของชาปเตอร์โดยไม่มีชื่อ`,
  guestErasedJoinedKept: (kept: number) => ` (ไม่รวมอีก ${kept} ครั้งของผู้ที่สมัครเป็นสมาชิกแล้ว ซึ่งจะลบไปพร้อมกับข้อมูลสมาชิก)`,
};
