/**
 * The API's Thai messages for when a part is slow or down (issue 36): the database, the bucket of
 * slip images, the server itself. Part of apiMessages. An outage says the system is briefly
 * unavailable and nothing was saved; it does not send members to the admin.
 */
export const outageMessages = {
  internalError: 'เกิดข้อผิดพลาดภายในระบบ กรุณาลองใหม่อีกครั้ง หากยังพบปัญหา กรุณาแจ้งผู้ดูแลระบบ',
  serviceUnavailable: 'ระบบยังไม่พร้อมให้บริการ กรุณาลองใหม่อีกครั้ง',
  /** A rush fills the database's line (ADR 33); the answer carries Retry-After. */
  databaseBusy: 'ขณะนี้มีผู้ใช้งานจำนวนมาก ระบบยังไม่ได้บันทึกหรืออ่านข้อมูลของคุณ กรุณารอสักครู่แล้วลองใหม่',
  databaseLineStalled: 'คิวคำขอที่รอใช้ฐานข้อมูลไม่ขยับมาระยะหนึ่งแล้ว คำขอที่รออยู่จะไม่ได้รับการดำเนินการ กรุณาแจ้งผู้ดูแลระบบ',
  /** The database does not answer (down, unreachable or past its time limit); the answer carries Retry-After. */
  databaseUnavailable: 'ระบบขัดข้องชั่วคราว ยังไม่ได้บันทึกหรืออ่านข้อมูลของคุณ กรุณารอสักครู่แล้วลองใหม่',
  /**
   * The database went away after a change was sent and before it was confirmed: it may have been
   * saved. No Retry-After: repeating it blindly could save it twice (ADR 33).
   */
  databaseWriteUnconfirmed: 'ระบบขัดข้องชั่วคราวระหว่างบันทึกข้อมูล ไม่ทราบว่าบันทึกสำเร็จหรือไม่ กรุณารอสักครู่แล้วตรวจสอบก่อนทำรายการอีกครั้ง',
  /** The bucket of slip images does not answer: the upload stored nothing. */
  slipStorageUnavailable: 'ที่เก็บรูปสลิปขัดข้องชั่วคราว สลิปนี้ยังไม่ได้บันทึก กรุณารอสักครู่แล้วส่งใหม่อีกครั้ง',
  /** An image cannot be read from the bucket just now. */
  imageUnavailable: 'ที่เก็บรูปขัดข้องชั่วคราว ยังเปิดรูปนี้ไม่ได้ กรุณารอสักครู่แล้วลองใหม่',
} as const;
