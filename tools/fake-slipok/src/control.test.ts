import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlipOk, startFakeSlipOk } from './server.ts';
import { readSlipQr, slipQrPayload } from './slip-qr.ts';

// The same control as the programmatic API, over HTTP, for the demo and specs in another process.
let slipOk: FakeSlipOk;

beforeAll(async () => {
  slipOk = await startFakeSlipOk();
});
afterAll(() => slipOk.close());
beforeEach(() => slipOk.reset());

function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${slipOk.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-authorization': slipOk.apiKey },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const checkPath = () => `/api/line/apikey/${slipOk.branchId}`;

describe('the control API under /__fake', () => {
  it('adds a transfer that a check then finds, with the key and branch it started with', async () => {
    const added = await call('POST', '/__fake/transactions', {
      transRef: '015073144041ATF00999',
      sendingBank: '004',
      receivingBank: '004',
      amount: 100,
      transferredAt: '2026-05-29T05:37:00.000Z',
      sender: { name: 'A', displayName: 'ก', account: 'xxx-x-x9866-x' },
      receiver: { name: 'B', displayName: 'ข', account: 'xxx-x-x5366-x' },
    });
    const { payload } = (await added.json()) as { payload: string };

    const checked = await call('POST', checkPath(), { data: payload });

    expect(added.status).toBe(201);
    expect(checked.status).toBe(200);
    expect(slipOk.apiKey).toBe('SLIPOK-FAKE-KEY');
    expect(slipOk.branchId).toBe('10001');
  });

  it('refuses a transfer without a date', async () => {
    const added = await call('POST', '/__fake/transactions', { transRef: 'X', amount: 1 });

    expect(added.status).toBe(400);
  });

  it('sets the branch accounts, injects failures and lists the requests, leaving control calls out', async () => {
    expect((await call('PUT', '/__fake/receiver-accounts', { accounts: [{ number: '1234553667' }] })).status).toBe(204);
    expect((await call('PUT', '/__fake/receiver-accounts', { accounts: [{}] })).status).toBe(400);
    expect((await call('POST', '/__fake/fail-next', { code: 1003 })).status).toBe(204);
    expect((await call('POST', '/__fake/fail-next', { code: 1013 })).status).toBe(400);

    const refused = await call('POST', checkPath(), { data: 'x' });
    const requests = await (await call('GET', '/__fake/requests')).json();

    expect(await refused.json()).toMatchObject({ code: 1003 });
    expect(requests).toEqual([expect.objectContaining({ path: checkPath(), body: { data: 'x' } })]);
  });
});

describe('slip QR payloads', () => {
  it('read back as the bank and reference they were written with', () => {
    const slip = { sendingBank: '014', transRef: '2026052912370012345' };

    expect(readSlipQr(slipQrPayload(slip))).toEqual(slip);
    // As a bank prints it, byte for byte.
    expect(readSlipQr('0041000600000101030040220015343134406BTF051235102TH91046C25')).toEqual({
      sendingBank: '004',
      transRef: '015343134406BTF05123',
    });
  });

  it('are not read back when the CRC does not match', () => {
    const payload = slipQrPayload({ sendingBank: '004', transRef: 'ABC123456' });
    const damaged = `${payload.slice(0, -4)}${payload.endsWith('0000') ? '0001' : '0000'}`;

    expect(readSlipQr(damaged)).toBeUndefined();
  });
});
