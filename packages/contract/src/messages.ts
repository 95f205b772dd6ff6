/**
 * Every message the API sends to people, in Thai. The server and the schemas take their texts
 * from here so a refusal reads the same wherever it comes from. The web app keeps its own screen
 * texts in apps/web/src/i18n/th.ts.
 */
export const apiMessages = {
  required: 'จำเป็นต้องกรอกข้อมูลนี้',
  unknownField: 'ไม่รู้จักฟิลด์นี้ กรุณาลบออก',
  phoneRequired: 'กรุณากรอกหมายเลขโทรศัพท์',
  phoneInvalid: 'หมายเลขโทรศัพท์ไม่ถูกต้อง กรุณากรอกหมายเลข 9–10 หลัก เช่น 081-111-1111',
  loginFailed: 'ไม่พบสมาชิกที่ใช้หมายเลขโทรศัพท์นี้ หรือบัญชีถูกระงับการใช้งาน กรุณาตรวจสอบหมายเลข หรือติดต่อเลขานุการ/เหรัญญิก',
  signedOut: 'ออกจากระบบเรียบร้อยแล้ว',
  notAuthenticated: 'กรุณาเข้าสู่ระบบก่อนใช้งาน',
  invalidToken: 'การเข้าสู่ระบบหมดอายุหรือถูกยกเลิกแล้ว กรุณาเข้าสู่ระบบใหม่',
  malformedAuthHeader: 'รูปแบบ Authorization ไม่ถูกต้อง ต้องเป็น "Bearer <token>"',
  forbidden: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  apiNotFound: (method: string, path: string) => `ไม่พบ API ${method} ${path}`,
  tooManyLoginAttempts: (minutes: number) => `พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอประมาณ ${minutes} นาทีแล้วลองใหม่`,
  tooManyRequests: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  malformedJson: 'ข้อมูลที่ส่งมาไม่ใช่ JSON ที่ถูกต้อง',
  emptyJsonBody: 'ไม่มีข้อมูลในคำขอ กรุณาส่งข้อมูลเป็น JSON',
  bodyTooLarge: (limit: string) => `ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป (ไม่เกิน ${limit})`,
  unsupportedMediaType: 'ต้องส่งข้อมูลในรูปแบบ JSON (Content-Type: application/json)',
  badRequest: 'คำขอไม่ถูกต้อง กรุณาตรวจสอบข้อมูลที่ส่งมา',
  internalError: 'เกิดข้อผิดพลาดภายในระบบ กรุณาลองใหม่อีกครั้ง หากยังพบปัญหา กรุณาแจ้งผู้ดูแลระบบ',
  serviceUnavailable: 'ระบบยังไม่พร้อมให้บริการ กรุณาลองใหม่อีกครั้ง',
} as const;
