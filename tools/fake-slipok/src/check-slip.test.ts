import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlipOk, type NewTransaction, slipQrPayload, startFakeSlipOk } from './server.ts';

// Every answer of POST /api/line/apikey/{branchId}, asked with plain fetch as any client would.
let slipOk: FakeSlipOk;

beforeAll(async () => {
  slipOk = await startFakeSlipOk({ apiKey: 'SLIPOKTESTKEY', branchId: '40472' });
});
afterAll(() => slipOk.close());
beforeEach(() => slipOk.reset());

const TRANSFER: NewTransaction = {
  transRef: '015073144041ATF00999',
  sendingBank: '004',
  receivingBank: '014',
  amount: 1500.5,
  // 12:37:00 in Bangkok
  transferredAt: new Date('2026-05-29T05:37:00.000Z'),
  sender: { name: 'MR. SOMCHAI J', displayName: 'นาย สมชาย ใ', account: 'xxx-x-x9866-x' },
  receiver: { name: 'CHAPTER BKK', displayName: 'ชมรม ก', account: 'xxx-x-x5366-x' },
};

async function check(body: unknown, options: { key?: string; branch?: string } = {}) {
  const response = await fetch(`${slipOk.url}/api/line/apikey/${options.branch ?? '40472'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authorization': options.key ?? 'SLIPOKTESTKEY' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a slip of a known transfer', () => {
  it('answers success with the documented fields, date and time in Bangkok', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await check({ data: payload });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: expect.objectContaining({
        success: true,
        transRef: '015073144041ATF00999',
        sendingBank: '004',
        receivingBank: '014',
        transDate: '20260529',
        transTime: '12:37:00',
        transTimestamp: '2026-05-29T05:37:00.000Z',
        amount: 1500.5,
        countryCode: 'TH',
        sender: {
          displayName: 'นาย สมชาย ใ',
          name: 'MR. SOMCHAI J',
          proxy: { type: null, value: null },
          account: { type: 'BANKAC', value: 'xxx-x-x9866-x' },
        },
        receiver: {
          displayName: 'ชมรม ก',
          name: 'CHAPTER BKK',
          proxy: { type: null, value: null },
          account: { type: 'BANKAC', value: 'xxx-x-x5366-x' },
        },
      }),
    });
  });

  it('finds it by the slip QR of its bank and reference when no payload was given', async () => {
    slipOk.addTransaction(TRANSFER);

    const answer = await check({ data: slipQrPayload({ sendingBank: '004', transRef: '015073144041ATF00999' }) });

    expect(answer.status).toBe(200);
  });

  it('accepts the amount it carries, compared in satang', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    expect((await check({ data: payload, amount: 1500.5 })).status).toBe(200);
    expect((await check({ data: payload, amount: '1500.50' })).status).toBe(200);
  });
});

describe('refusals about the slip, which carry its data', () => {
  it('answers 1012 to a second logged check of the same slip, naming when it was first sent', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    await check({ data: payload, log: true });

    const again = await check({ data: payload, log: true });

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 1012, data: { transRef: '015073144041ATF00999', amount: 1500.5 } });
    expect(again.body.message).toMatch(/^สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('remembers nothing without log, so checks without it are never duplicates', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    await check({ data: payload });

    expect((await check({ data: payload })).status).toBe(200);
    expect((await check({ data: payload, log: true })).status).toBe(200);
  });

  it('answers 1013 when the amount asked for is not the slip amount', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await check({ data: payload, amount: 1500 });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 1013, message: 'ยอดที่ส่งมาไม่ตรงกับยอดสลิป', data: { amount: 1500.5 } });
  });

  it('does not remember a refused slip, so it can be checked again once put right', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    await check({ data: payload, log: true, amount: 1 });

    expect((await check({ data: payload, log: true, amount: 1500.5 })).status).toBe(200);
  });

  it('answers 1014 to a logged check of a slip paid to none of the branch accounts', async () => {
    slipOk.setReceiverAccounts([{ number: '111-2-22222-3' }]);
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await check({ data: payload, log: true });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 1014, message: 'บัญชีผู้รับไม่ตรงกับบัญชีหลักของร้าน' });
    expect(answer.body.data).toMatchObject({ receiver: { account: { value: 'xxx-x-x5366-x' } } });
  });

  it('matches the branch account by the digits the mask shows, and a PromptPay proxy by its own', async () => {
    slipOk.setReceiverAccounts([{ number: '123-4-55366-7', bank: '014' }, { number: '081-234-4567' }]);
    const byAccount = slipOk.addTransaction(TRANSFER);
    const byPhone = slipOk.addTransaction({
      ...TRANSFER,
      transRef: '016999999999BPP00001',
      receiver: { name: 'CHAPTER', displayName: 'ชมรม', proxy: { type: 'MSISDN', value: 'xxx-xxx-4567' } },
    });

    expect((await check({ data: byAccount.payload, log: true })).status).toBe(200);
    expect((await check({ data: byPhone.payload, log: true })).status).toBe(200);
  });

  it('checks the receiver only on logged checks, as SlipOK does', async () => {
    slipOk.setReceiverAccounts([{ number: '111-2-22222-3' }]);
    const { payload } = slipOk.addTransaction(TRANSFER);

    expect((await check({ data: payload })).status).toBe(200);
  });
});

describe('refusals about the request', () => {
  it('answers 1011 to a well-formed slip QR no bank knows', async () => {
    const answer = await check({ data: slipQrPayload({ sendingBank: '002', transRef: '0123456789ABCDEF' }) });

    expect(answer).toEqual({
      status: 400,
      body: { code: 1011, message: 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง' },
    });
  });

  it('answers 1008 to text that is not a slip QR, a PromptPay payment QR included', async () => {
    const promptPay = '00020101021229370016A000000677010111011300668123456785802TH530376454041.006304ABCD';

    expect((await check({ data: 'hello' })).body).toMatchObject({ code: 1008 });
    expect((await check({ data: promptPay })).body).toMatchObject({ code: 1008 });
  });

  it('answers 1000 when no data, files or url was sent', async () => {
    expect((await check({ log: true })).body).toMatchObject({ code: 1000 });
  });

  it('answers 1002 with 401 to a wrong or missing key, before looking at the slip', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const wrong = await check({ data: payload }, { key: 'SLIPOKWRONG' });

    expect(wrong).toEqual({ status: 401, body: { code: 1002, message: 'Authorization Header ไม่ถูกต้อง' } });
  });

  it('answers 1001 to another branch id', async () => {
    expect((await check({ data: 'x' }, { branch: '99999' })).body).toMatchObject({ code: 1001 });
  });

  it('records every request with the key it carried, for tests to assert on', async () => {
    await check({ data: 'x', log: true, amount: 10 });

    expect(slipOk.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/line/apikey/40472',
        headers: expect.objectContaining({ 'x-authorization': 'SLIPOKTESTKEY' }),
        body: { data: 'x', log: true, amount: 10 },
      }),
    ]);
  });
});

describe('injected failures', () => {
  it('answers the next check with the injected quota refusal, then returns to normal', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    slipOk.failNext(1004);

    expect(await check({ data: payload })).toEqual({
      status: 400,
      body: { code: 1004, message: 'Package ของคุณใช้เกินโควต้ามาแล้ว 400 บาท กรุณาต่อสมาชิกแพ็กเกจ' },
    });
    expect((await check({ data: payload })).status).toBe(200);
  });

  it('answers 1010 with the bank and the minutes to wait', async () => {
    const { payload } = slipOk.addTransaction({ ...TRANSFER, sendingBank: '014' });
    slipOk.failNext(1010);

    const answer = await check({ data: payload });

    expect(answer.body).toEqual({
      code: 1010,
      message: 'เนื่องจากเป็นสลิปจากธนาคารไทยพาณิชย์ กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ 5 นาที',
      data: { qrcodeData: payload, bankCode: '014', bankName: 'ไทยพาณิชย์', delay: 5 },
    });
  });

  it('refuses to inject the answers that describe a slip', () => {
    expect(() => slipOk.failNext(1012 as never)).toThrow(/cannot inject 1012/);
  });
});
