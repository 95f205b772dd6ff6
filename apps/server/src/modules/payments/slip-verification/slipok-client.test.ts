import { type FakeSlipOk, type NewTransaction, slipQrPayload, startFakeSlipOk } from '@chapter/fake-slipok/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interpretAnswer, SlipOkClient, type SlipOkOptions } from './slipok-client.ts';

// The real client against tools/fake-slipok, which answers as SlipOK's documentation says.
const API_KEY = 'SLIPOKSECRETKEY9';
const BRANCH_ID = '40472';

let slipOk: FakeSlipOk;

beforeAll(async () => {
  slipOk = await startFakeSlipOk({ apiKey: API_KEY, branchId: BRANCH_ID });
});
afterAll(() => slipOk.close());
beforeEach(() => slipOk.reset());

function client(options: Partial<SlipOkOptions> = {}): SlipOkClient {
  return new SlipOkClient({ baseUrl: slipOk.url, apiKey: API_KEY, branchId: BRANCH_ID, ...options });
}

const TRANSFER: NewTransaction = {
  transRef: '015073144041ATF00999',
  sendingBank: '004',
  receivingBank: '014',
  amount: 1500.5,
  // 00:30 on 29 May in Bangkok, still the 28th in UTC
  transferredAt: new Date('2026-05-28T17:30:00.000Z'),
  sender: { name: 'MR. SOMCHAI J', displayName: 'นาย สมชาย ใ', account: 'xxx-x-x9866-x' },
  receiver: { name: 'CHAPTER BKK', displayName: 'ชมรม ก', account: 'xxx-x-x5366-x' },
};

describe('a slip SlipOK finds', () => {
  it('comes back with its reference, banks, amount in satang, Bangkok time as an instant and receiver', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await client().check({ payload, amountSatang: 150050 });

    expect(answer).toEqual({
      kind: 'found',
      duplicate: false,
      amountMismatch: false,
      receiverMismatch: false,
      transRef: '015073144041ATF00999',
      sendingBank: '004',
      receivingBank: '014',
      amountSatang: 150050,
      transferredAt: '2026-05-28T17:30:00.000Z',
      receiver: { name: 'ชมรม ก', account: 'xxx-x-x5366-x', proxy: null },
      code: null,
      message: null,
    });
  });

  it('is asked with the key, log on and the amount in baht', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    await client().check({ payload, amountSatang: 150050 });

    expect(slipOk.requests).toEqual([
      expect.objectContaining({
        path: `/api/line/apikey/${BRANCH_ID}`,
        headers: expect.objectContaining({ 'x-authorization': API_KEY, 'content-type': 'application/json' }),
        body: { data: payload, log: true, amount: 1500.5 },
      }),
    ]);
  });

  it('is asked without an amount when none is expected, and then never mismatches', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await client().check({ payload, amountSatang: null });

    expect(slipOk.requests[0]?.body).toEqual({ data: payload, log: true });
    expect(answer).toMatchObject({ kind: 'found', amountMismatch: false, amountSatang: 150050 });
  });

  it('reads a PromptPay receiver by its proxy', async () => {
    const { payload } = slipOk.addTransaction({
      ...TRANSFER,
      receiver: { name: 'CHAPTER', displayName: 'ชมรม', proxy: { type: 'MSISDN', value: 'xxx-xxx-4567' } },
    });

    const answer = await client().check({ payload, amountSatang: null });

    expect(answer).toMatchObject({ receiver: { name: 'ชมรม', account: null, proxy: 'xxx-xxx-4567' } });
  });
});

describe('refusals that still describe the slip', () => {
  it('flag a slip checked before as a duplicate, keeping its data and SlipOK words', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    await client().check({ payload, amountSatang: 150050 });

    const again = await client().check({ payload, amountSatang: 150050 });

    expect(again).toMatchObject({ kind: 'found', duplicate: true, code: 1012, transRef: '015073144041ATF00999' });
    expect(again.kind === 'found' && again.message).toMatch(/^สลิปซ้ำ/);
  });

  it('flag an amount that is not the expected one, giving the slip amount', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await client().check({ payload, amountSatang: 100000 });

    expect(answer).toMatchObject({
      kind: 'found',
      amountMismatch: true,
      duplicate: false,
      code: 1013,
      amountSatang: 150050,
    });
  });

  it('flag a receiver that is none of the branch accounts', async () => {
    slipOk.setReceiverAccounts([{ number: '111-2-22222-3' }]);
    const { payload } = slipOk.addTransaction(TRANSFER);

    const answer = await client().check({ payload, amountSatang: 150050 });

    expect(answer).toMatchObject({ kind: 'found', receiverMismatch: true, code: 1014, amountMismatch: false });
  });
});

describe('slips SlipOK cannot find', () => {
  it('are not_found for a slip QR of a transfer no bank knows', async () => {
    const payload = slipQrPayload({ sendingBank: '002', transRef: '0123456789ABCDEF' });

    expect(await client().check({ payload, amountSatang: 5000 })).toEqual({
      kind: 'not_found',
      code: 1011,
      message: 'QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง',
    });
  });

  it('are not_found for a QR that is not a slip', async () => {
    expect(await client().check({ payload: 'https://example.com', amountSatang: 5000 })).toMatchObject({
      kind: 'not_found',
      code: 1008,
    });
  });
});

describe('failures of the service', () => {
  it('are errors for a wrong key, and no answer repeats the key', async () => {
    const answer = await client({ apiKey: 'SLIPOKWRONGKEY1' }).check({ payload: 'x', amountSatang: null });

    expect(answer).toEqual({ kind: 'error', code: 1002, message: 'Authorization Header ไม่ถูกต้อง' });
    expect(JSON.stringify(answer)).not.toContain('SLIPOKWRONGKEY1');
  });

  it('are errors for an exhausted quota and for a bank that is not ready', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    slipOk.failNext(1004);
    slipOk.failNext(1010);

    expect(await client().check({ payload, amountSatang: 150050 })).toMatchObject({ kind: 'error', code: 1004 });
    expect(await client().check({ payload, amountSatang: 150050 })).toMatchObject({ kind: 'error', code: 1010 });
  });

  it('are errors when SlipOK does not answer within the timeout', async () => {
    const { payload } = slipOk.addTransaction(TRANSFER);
    slipOk.stallNext();

    const answer = await client({ timeoutMs: 50 }).check({ payload, amountSatang: 150050 });

    expect(answer).toEqual({ kind: 'error', code: null, message: 'SlipOK ไม่ตอบภายใน 50 มิลลิวินาที' });
  });

  it('are errors when SlipOK cannot be reached, naming no key', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const unreachable = client({
      fetch: async () => {
        throw refused;
      },
    });

    const answer = await unreachable.check({ payload: 'x', amountSatang: null });

    expect(answer).toEqual({ kind: 'error', code: null, message: 'ติดต่อ SlipOK ไม่ได้ (ECONNREFUSED)' });
  });

  it('are errors for a 5xx page or a body that is not JSON', async () => {
    const answering = (response: Response) => client({ fetch: async () => response });

    expect(
      await answering(new Response('<h1>Bad gateway</h1>', { status: 502 })).check({
        payload: 'x',
        amountSatang: null,
      }),
    ).toEqual({
      kind: 'error',
      code: null,
      message: 'SlipOK ตอบกลับไม่ใช่ JSON (HTTP 502)',
    });
    expect(
      await answering(new Response('{"success":', { status: 200 })).check({ payload: 'x', amountSatang: null }),
    ).toMatchObject({
      kind: 'error',
      code: null,
    });
  });
});

describe('reading answers', () => {
  it('takes codes written as strings, as one published SDK types them', () => {
    expect(interpretAnswer(400, { success: false, code: '1011', message: 'ไม่มีรายการ' }, null)).toEqual({
      kind: 'not_found',
      code: 1011,
      message: 'ไม่มีรายการ',
    });
  });

  it('refuses to call a slip found when its data lacks the reference or the date', () => {
    const answer = interpretAnswer(
      200,
      { success: true, data: { success: true, amount: 10, sendingBank: '004' } },
      null,
    );

    expect(answer).toMatchObject({ kind: 'error', code: null });
  });

  it('flags a mismatch it can see even when SlipOK only said duplicate', () => {
    const data = {
      transRef: 'ABC123',
      sendingBank: '004',
      receivingBank: '004',
      amount: '99.99',
      transDate: '20260101',
      transTime: '09:00:00',
      receiver: { displayName: 'ชมรม', account: { type: '', value: '' }, proxy: { type: null, value: null } },
    };

    const answer = interpretAnswer(400, { code: 1012, message: 'สลิปซ้ำ', data }, 10000);

    expect(answer).toMatchObject({
      kind: 'found',
      duplicate: true,
      amountMismatch: true,
      amountSatang: 9999,
      transferredAt: '2026-01-01T02:00:00.000Z',
      receiver: { name: 'ชมรม', account: null, proxy: null },
    });
  });
});
