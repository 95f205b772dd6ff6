/**
 * SlipOK's refusal codes and their Thai messages. SlipOK's documentation change log names 1010
 * and 1012-1014; the full list and the messages are from the community SDKs that copy the docs
 * (README, "Where each shape comes from"). Where a message carries a value (1010's bank and
 * minutes, 1012's time) the fake fills it in.
 *
 * Every refusal is `{ code, message }` plus `data` for 1010, 1012, 1013 and 1014. The HTTP status
 * is 401 for a wrong key and 400 for everything else: the status is not in the part of the docs
 * we could read, so this follows what integrations of the real service observe (README).
 */
export const SLIPOK_MESSAGES = {
  1000: 'กรุณาใส่ข้อมูล QR Code ให้ครบใน field data, files หรือ url',
  1001: 'ไม่พบข้อมูลสาขา กรุณาตรวจสอบไอดีสาขา',
  1002: 'Authorization Header ไม่ถูกต้อง',
  1003: 'Package ของคุณหมดอายุแล้ว',
  1004: 'Package ของคุณใช้เกินโควต้ามาแล้ว 400 บาท กรุณาต่อสมาชิกแพ็กเกจ',
  1005: 'ไฟล์ไม่ใช่ไฟล์ภาพ กรุณาอัพโหลดไฟล์เฉพาะนามสกุล .jpg .jpeg .png .jfif หรือ .webp',
  1006: 'รูปภาพไม่ถูกต้อง',
  1007: 'รูปภาพไม่มี QR Code',
  1008: 'QR ดังกล่าวไม่ใช่ QR สำหรับการตรวจสอบการชำระเงิน',
  1009: 'ขออภัยในความไม่สะดวก ขณะนี้ข้อมูลธนาคารเกิดขัดข้องชั่วคราว โปรดตรวจใหม่อีกครั้งใน 15 นาทีถัดไป (ไม่เสียโควต้าสลิป)',
  1010: 'เนื่องจากเป็นสลิปจากธนาคาร{bank} กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ {minutes} นาที',
  1011: 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง',
  1012: 'สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ {time}',
  1013: 'ยอดที่ส่งมาไม่ตรงกับยอดสลิป',
  1014: 'บัญชีผู้รับไม่ตรงกับบัญชีหลักของร้าน',
} as const;

export type SlipOkErrorCode = keyof typeof SLIPOK_MESSAGES;

/** Codes a test can inject with failNext: the ones that do not depend on the slip itself. */
export type InjectableCode = Exclude<SlipOkErrorCode, 1012 | 1013 | 1014>;

export function statusOf(code: SlipOkErrorCode): number {
  return code === 1002 ? 401 : 400;
}

export function isSlipOkErrorCode(value: unknown): value is SlipOkErrorCode {
  return typeof value === 'number' && Object.hasOwn(SLIPOK_MESSAGES, value);
}

/** SlipOK names the bank in 1010; it happens for banks whose records arrive late (BBL, SCB). */
export const BANK_NAMES: Readonly<Record<string, string>> = {
  '002': 'กรุงเทพ',
  '004': 'กสิกรไทย',
  '006': 'กรุงไทย',
  '011': 'ทหารไทยธนชาต',
  '014': 'ไทยพาณิชย์',
  '025': 'กรุงศรีอยุธยา',
  '030': 'ออมสิน',
};

/** The message with its placeholders filled. */
export function messageOf(code: SlipOkErrorCode, values: Record<string, string | number> = {}): string {
  return SLIPOK_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
