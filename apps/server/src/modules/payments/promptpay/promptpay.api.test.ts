import { apiMessages } from '@chapter/contract/messages';
import type { TPromptPayResponse } from '@chapter/contract/promptpay';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createAdmin,
  createConfirmation,
  createEvent,
  createMember,
  createRegistration,
} from '../../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { crc16CcittFalse, decodeQr, readThaiQr } from '../../../../test/thai-qr.ts';
import { registrations } from '../../../db/schema/index.ts';

/*
 * The PromptPay QR code a member scans with their banking app (issue 16, ADR 27). Each picture is
 * read back with a real QR decoder and its payload taken apart as EMVCo TLV, so what is checked is
 * what a banking app would read, not what the server meant to write.
 */

describe('the CRC the tests check against', () => {
  it('is CRC-16/CCITT-FALSE: 29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('paying the exact amount by PromptPay', () => {
  let t: TestApp;
  let adminToken: string;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await createAdmin(t.db);
    staffId = admin.id;
    adminToken = await t.login(admin.phone);
  });
  afterAll(() => t.close());

  /** The chapter's PromptPay id, as an admin saves it in the back office (null: none). */
  async function chapterPromptPay(id: string | null) {
    const response = await call(t, apiRoutes.adminUpdateSettings, {
      token: adminToken,
      body: {
        chapter_name: null,
        bank_name: null,
        bank_account_holder: null,
        bank_account_number: null,
        promptpay_id: id,
      },
    });
    expect(response.statusCode).toBe(200);
  }

  /** A member who owes these prices (satang), in this order of event start, and has this credit. */
  async function memberOwing(prices: readonly number[], creditSatang = 0) {
    const member = await createMember(t.db);
    const owed: number[] = [];
    for (const [index, priceSatang] of prices.entries()) {
      const event = await createEvent(t.db, { startsAt: new Date(Date.UTC(2030, 0, 10 + index, 11)) });
      owed.push((await createRegistration(t.db, { memberId: member.id, eventId: event.id, priceSatang })).id);
    }
    if (creditSatang > 0) {
      // Received more than it paid for: the rest is the member's credit.
      await createConfirmation(t.db, {
        memberId: member.id,
        confirmedBy: staffId,
        confirmedAt: new Date('2029-12-01T03:00:00Z'),
        receivedSatang: creditSatang,
        appliedSatang: 0,
      });
    }
    return { id: member.id, token: await t.login(member.phone), owed };
  }

  const qr = (token: string, registrations?: readonly number[]) =>
    call(t, apiRoutes.promptPayQr, { token, query: { registrations: registrations?.join(',') } });

  const kinds = {
    phone: { typed: '081-234-5678', shown: '081-234-5678', subTag: '01', inQr: '0066812345678' },
    nationalId: { typed: '1-1017-00230-70-8', shown: '1-1017-00230-70-8', subTag: '02', inQr: '1101700230708' },
    ewallet: { typed: '004999000123456', shown: '004999000123456', subTag: '03', inQr: '004999000123456' },
  };

  it.each([
    { kind: 'phone', prices: [45_050, 120_000], credit: 0, pick: undefined, selected: 1650.5, amount: '1650.50' },
    { kind: 'phone', prices: [45_050, 120_000], credit: 0, pick: [0], selected: 450.5, amount: '450.50' },
    { kind: 'nationalId', prices: [120_000], credit: 0, pick: undefined, selected: 1200, amount: '1200.00' },
    {
      kind: 'nationalId',
      prices: [45_050, 120_000],
      credit: 10_025,
      pick: undefined,
      selected: 1650.5,
      amount: '1550.25',
    },
    { kind: 'ewallet', prices: [45_050], credit: 0, pick: [0], selected: 450.5, amount: '450.50' },
    { kind: 'ewallet', prices: [120_000, 45_050], credit: 20_000, pick: [0], selected: 1200, amount: '1000.00' },
  ] as const)(
    'a $kind PromptPay id, $selected baht chosen, $credit satang credit: the banking app reads $amount baht to that id',
    async ({ kind, prices, credit, pick, selected, amount }) => {
      const id = kinds[kind];
      await chapterPromptPay(id.typed);
      const member = await memberOwing(prices, credit);
      const chosen = pick?.map((index) => member.owed[index] as number);

      const response = await qr(member.token, chosen);
      expect(response.statusCode).toBe(200);
      const body = response.json<TPromptPayResponse>();
      expect(body).toMatchObject({
        promptpay_id: id.shown,
        account_holder: 'บัญชีทดสอบ',
        registrations: chosen ?? member.owed,
        selected,
        credit: credit / 100,
        amount: Number(amount),
        payload: expect.any(String),
      });

      const decoded = await decodeQr(body.image as string);
      expect(decoded).toBe(body.payload);
      expect(readThaiQr(decoded)).toEqual({
        format: '01',
        dynamic: true,
        aid: 'A000000677010111',
        ids: [[id.subTag, id.inQr]],
        currency: '764',
        country: 'TH',
        amount,
        crcValid: true,
      });
    },
  );

  it('unticking a registration takes its price off the amount in the QR code', async () => {
    await chapterPromptPay('0812345678');
    const member = await memberOwing([45_050, 120_000, 30_000]);
    const all = (await qr(member.token)).json<TPromptPayResponse>();
    const [first, , third] = member.owed as [number, number, number];
    const some = (await qr(member.token, [third, first])).json<TPromptPayResponse>();

    expect(readThaiQr(await decodeQr(all.image as string)).amount).toBe('1950.50');
    expect(readThaiQr(await decodeQr(some.image as string)).amount).toBe('750.50');
    expect(some.registrations).toEqual([first, third]);
  });

  it('credit that covers the chosen registrations leaves nothing to transfer, and no QR code', async () => {
    await chapterPromptPay('0812345678');
    const member = await memberOwing([120_000], 200_000);
    const body = (await qr(member.token)).json<TPromptPayResponse>();
    expect(body).toMatchObject({ selected: 1200, credit: 1200, amount: 0, payload: null, image: null });
  });

  it('a member who owes nothing gets no QR code', async () => {
    await chapterPromptPay('0812345678');
    const member = await memberOwing([]);
    expect((await qr(member.token)).json()).toMatchObject({ registrations: [], amount: 0, payload: null, image: null });
  });

  it('someone else’s registration is refused and named, whatever else was chosen', async () => {
    await chapterPromptPay('0812345678');
    const member = await memberOwing([45_050]);
    const other = await memberOwing([120_000]);
    const theirs = other.owed[0] as number;
    const response = await qr(member.token, [member.owed[0] as number, theirs]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ registrations: [apiMessages.registrationNotOwedByYou(theirs)] });
  });

  it('a paid or cancelled registration is refused and named', async () => {
    await chapterPromptPay('0812345678');
    const member = await memberOwing([45_050, 120_000, 30_000]);
    const [owed, paid, cancelled] = member.owed as [number, number, number];
    await createConfirmation(t.db, {
      memberId: member.id,
      confirmedBy: staffId,
      confirmedAt: new Date('2029-12-01T03:00:00Z'),
      registrations: [{ id: paid, priceSatang: 120_000 }],
    });
    await t.db
      .update(registrations)
      .set({ cancelledAt: new Date('2029-12-02T03:00:00Z') })
      .where(eq(registrations.id, cancelled));

    const response = await qr(member.token, [owed, paid, cancelled]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      registrations: [apiMessages.registrationNotOwedByYou(paid), apiMessages.registrationNotOwedByYou(cancelled)],
    });
    expect((await qr(member.token)).json()).toMatchObject({ registrations: [owed], amount: 450.5 });
  });

  it('without a PromptPay id the member sees the amount but no QR code', async () => {
    await chapterPromptPay(null);
    const member = await memberOwing([45_050]);
    const response = await qr(member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ promptpay_id: null, amount: 450.5, payload: null, image: null });
  });

  it('the browser cannot name an amount: only the registrations', async () => {
    const member = await memberOwing([45_050]);
    // A query field the contract does not name: sent past the typed helper, as a client could.
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiRoutes.promptPayQr.path}?amount=1`,
      headers: bearer(member.token),
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    expect((await call(t, apiRoutes.promptPayQr)).statusCode).toBe(401);
  });
});

describe('a PromptPay id from the environment', () => {
  it('pays the environment’s id while the back office leaves it blank', async () => {
    const t = await startTestApp({
      config: { bank: { name: '', accountHolder: 'ชาปเตอร์', accountNumber: '', promptpayId: '0898765432' } },
    });
    try {
      const member = await createMember(t.db);
      const event = await createEvent(t.db, { startsAt: new Date('2030-02-01T11:00:00Z') });
      await createRegistration(t.db, { memberId: member.id, eventId: event.id, priceSatang: 45_050 });
      const token = await t.login(member.phone);
      const body = (await call(t, apiRoutes.promptPayQr, { token })).json<TPromptPayResponse>();
      expect(body.promptpay_id).toBe('089-876-5432');
      const read = readThaiQr(await decodeQr(body.image as string));
      expect(read.ids).toEqual([['01', '0066898765432']]);
      expect(read.amount).toBe('450.50');
    } finally {
      await t.close();
    }
  });
});
