import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';
import { bahtText } from '../books/money.ts';

/*
 * What a member reads over LINE when something happens to their money or their account (issue 18).
 * Plain texts: they must read well in a notification, and they name the chapter since a member may
 * belong to more than one.
 */

const eventLine = (item: { eventName: string; startsAt: Date; priceSatang?: number }) =>
  `- ${item.eventName} (${bangkokDateTimeText(item.startsAt, true)})${item.priceSatang === undefined ? '' : ` ${bahtText(item.priceSatang)} บาท`}`;

export const noticeTexts = {
  paymentConfirmed: (input: {
    chapter: string;
    receivedSatang: number;
    paid: ReadonlyArray<{ eventName: string; startsAt: Date; priceSatang: number }>;
    creditSatang: number;
  }) =>
    [
      `${input.chapter}: ยืนยันการชำระเงินของคุณแล้ว`,
      `ยอดที่ได้รับ ${bahtText(input.receivedSatang)} บาท`,
      ...(input.paid.length > 0 ? ['รายการที่ชำระแล้ว:', ...input.paid.map(eventLine)] : []),
      ...(input.creditSatang > 0 ? [`เครดิตคงเหลือ ${bahtText(input.creditSatang)} บาท ใช้ชำระรายการถัดไปได้`] : []),
      'ขอบคุณค่ะ',
    ].join('\n'),
  /** What the books say after a reversal: what is owed again, the slips back with staff, the credit left. */
  paymentReversed: (input: {
    chapter: string;
    receivedSatang: number;
    confirmedAt: Date;
    paid: ReadonlyArray<{ eventName: string; startsAt: Date; priceSatang: number }>;
    reason: string;
    owedAgain: boolean;
    cancelled: boolean;
    slipsWaiting: boolean;
    /** Set when the reversal changed the member's credit: what is left of it. */
    creditAfterSatang: number | null;
  }) =>
    [
      `${input.chapter}: การชำระเงิน ${bahtText(input.receivedSatang)} บาท ที่ยืนยันเมื่อ ${bangkokDateTimeText(input.confirmedAt, true)} ถูกยกเลิกโดยชาปเตอร์`,
      `เหตุผล: ${input.reason}`,
      ...(input.paid.length > 0 ? ['รายการที่เคยชำระด้วยยอดนี้:', ...input.paid.map(eventLine)] : []),
      ...(input.owedAgain ? ['รายการเหล่านี้กลับเป็นยอดค้างชำระอีกครั้ง'] : []),
      ...(input.cancelled ? ['รายการของกิจกรรมที่ยกเลิกไปแล้วถูกยกเลิกด้วย ไม่มียอดค้างชำระ'] : []),
      ...(input.slipsWaiting ? ['สลิปของคุณกลับไปรอเจ้าหน้าที่ตรวจสอบอีกครั้ง'] : []),
      ...(input.creditAfterSatang === null ? [] : [`เครดิตคงเหลือตอนนี้ ${bahtText(input.creditAfterSatang)} บาท`]),
      'หากมีข้อสงสัย กรุณาติดต่อเลขานุการ/เหรัญญิก',
    ].join('\n'),
  slipRefused: (input: { chapter: string; sentAt: Date; amountSatang: number | null; reason: string }) =>
    [
      `${input.chapter}: สลิปที่คุณส่งเมื่อ ${bangkokDateTimeText(input.sentAt)}${input.amountSatang === null ? '' : ` ยอด ${bahtText(input.amountSatang)} บาท`} ไม่ผ่านการตรวจสอบ`,
      `เหตุผล: ${input.reason}`,
      'กรุณาตรวจสอบแล้วส่งสลิปใหม่ในมินิแอปชำระเงิน หรือติดต่อเลขานุการ/เหรัญญิก',
    ].join('\n'),
  registrationsCancelled: (input: { chapter: string; eventName: string; startsAt: Date; paid: boolean }) =>
    [
      `${input.chapter}: กิจกรรม ${input.eventName} (${bangkokDateTimeText(input.startsAt)}) ถูกยกเลิก`,
      input.paid
        ? 'การลงทะเบียนของคุณชำระแล้ว กรุณาติดต่อเลขานุการ/เหรัญญิกเรื่องการคืนเงินหรือเก็บเป็นเครดิต'
        : 'การลงทะเบียนของคุณถูกยกเลิก และไม่มียอดค้างชำระสำหรับกิจกรรมนี้แล้ว',
    ].join('\n'),
  /**
   * Staff's digest of LINE claims (ADR 46): how many wait and since when, not who. The outbox keeps
   * every text it sends, and names and numbers kept there would outlive the claims' erasure; the
   * บัญชี LINE tab shows each claim in full.
   */
  claimsDigest: (input: { chapter: string; claims: number; from: Date; until: Date }) =>
    [
      `${input.chapter}: มีคำขอเชื่อมบัญชี LINE ใหม่ ${input.claims} รายการ รอการยืนยัน`,
      `(ส่งเข้ามาระหว่าง ${bangkokDateTimeText(input.from)} ถึง ${bangkokDateTimeText(input.until).slice(-5)} น.)`,
      'กรุณาเปิดแอปของชาปเตอร์ หน้า "บัญชี LINE" เพื่อตรวจสอบชื่อ รูป และหมายเลขโทรศัพท์ แล้วยืนยันหรือปฏิเสธ',
    ].join('\n'),
};
