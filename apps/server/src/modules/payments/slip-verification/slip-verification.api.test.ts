import { apiMessages } from '@chapter/contract/messages';
import type { TSlip } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { type FakeSlipOk, startFakeSlipOk } from '@chapter/fake-slipok/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember, createStaff } from '../../../../test/factories.ts';
import { distinctSlipBytes, slipDataUrl } from '../../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { demoTransRef, renderTransferSlip, type TransferSlip } from '../../../demo/slip-image.ts';
import { slipPayload } from '../slip-qr/slip-payload.ts';

/*
 * Issue 17: with a slip-verification provider configured (SlipOK, here its local stand-in
 * tools/fake-slipok), each slip read from its QR is checked with the banks: the amount, the
 * receiving account, the date and the provider's own duplicate list. Each mismatch is shown to
 * staff; none refuses the upload, and the provider being down loses nothing.
 */
describe('checking slips with the slip-verification provider', () => {
  let t: TestApp;
  let slipOk: FakeSlipOk;
  const clock = new Date('2026-11-24T07:00:00Z');
  let staffToken: string;
  let member: { id: number; token: string };
  /** The chapter's account as the settings hold it, and as a slip prints it. */
  const CHAPTER_ACCOUNT = '123-4-56789-0';
  const PRINTED_ACCOUNT = 'xxx-x-x6789-x';

  beforeAll(async () => {
    slipOk = await startFakeSlipOk();
    t = await startTestApp({
      now: () => clock,
      // One member sends every slip of the file: the waiting-slip cap is another test's subject.
      slipUploads: { limits: { waitingSlips: Infinity } },
      config: {
        slipVerification: { provider: 'slipok', apiKey: slipOk.apiKey, branchId: slipOk.branchId, baseUrl: slipOk.url },
        bank: { name: 'ธนาคารกสิกรไทย', accountHolder: 'ชาปเตอร์ทดสอบ', accountNumber: CHAPTER_ACCOUNT, promptpayId: '' },
      },
    });
    await createStaff(t.db, { phone: '0811111111' });
    staffToken = await t.login('0811111111');
    member = { id: (await createMember(t.db, { phone: '0822222222' })).id, token: await t.login('0822222222') };
  });
  beforeEach(() => slipOk.reset());
  afterAll(async () => {
    await t.close();
    await slipOk.close();
  });

  let serial = 0;
  /** A transfer the banks know (the fake is told), and the slip that shows it. */
  const bankTransfer = (bank: Partial<{ amount: number; account: string; at: Date }> = {}) => {
    const transferredAt = bank.at ?? new Date(clock.getTime() - 15 * 60_000);
    const slip: TransferSlip = {
      sendingBank: '014',
      transRef: demoTransRef('014', transferredAt, ++serial),
      amountBaht: bank.amount ?? 450,
      transferredAt,
      senderName: 'สมชาย ใจดี',
      receiverName: 'ชาปเตอร์ทดสอบ',
      receiverAccount: bank.account ?? PRINTED_ACCOUNT,
    };
    slipOk.addTransaction({
      transRef: slip.transRef,
      sendingBank: slip.sendingBank,
      receivingBank: '004',
      amount: slip.amountBaht,
      transferredAt,
      sender: { name: 'นาย สมชาย ใจดี', displayName: 'สมชาย ใ', account: 'xxx-x-x1234-x' },
      receiver: { name: 'ชาปเตอร์ทดสอบ', displayName: 'ชาปเตอร์ทดสอบ', account: slip.receiverAccount },
    });
    return slip;
  };
  const upload = async (slip: TransferSlip, amount = 450) => {
    const response = await call(t, apiRoutes.createSlip, {
      token: member.token,
      body: { image: slipDataUrl(await renderTransferSlip(slip), 'png'), amount },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TSlip>();
  };
  /** The slip as staff see it on the validation screen. */
  const asStaffSee = async (slipId: number) => {
    const list = await call(t, apiRoutes.paymentDetailList, { params: { memberId: member.id }, token: staffToken });
    return list.json<TSlip[]>().find((slip) => slip.id === slipId);
  };

  it('a slip the bank knows, for the amount entered, to the chapter’s account, just now, passes', async () => {
    const slip = bankTransfer();
    const uploaded = await upload(slip);
    expect((await asStaffSee(uploaded.id))?.verification).toEqual({
      provider: 'slipok',
      checked_at: clock.toISOString(),
      outcome: 'passed',
      problems: [],
      amount: 450,
      receiver: `ชาปเตอร์ทดสอบ · ${PRINTED_ACCOUNT}`,
      transferred_at: slip.transferredAt.toISOString(),
      message: null,
    });
    // What was asked: the slip's own QR text, the amount the member entered, remembered (log).
    expect(slipOk.requests.at(-1)?.body).toMatchObject({ amount: 450, log: true });
    expect(JSON.stringify(slipOk.requests.at(-1)?.body)).toContain(slip.transRef);
  });

  it('an amount other than the member entered is shown to staff with both amounts', async () => {
    const uploaded = await upload(bankTransfer({ amount: 45 }), 450);
    const verification = (await asStaffSee(uploaded.id))?.verification;
    expect(verification).toMatchObject({ outcome: 'problems', problems: ['amount'], amount: 45 });
    expect(uploaded.amount).toBe(450);
  });

  it('a transfer to an account that is not the chapter’s is shown, by SlipOK’s own check and by the app’s', async () => {
    slipOk.setReceiverAccounts([{ number: CHAPTER_ACCOUNT }]);
    const byProvider = await upload(bankTransfer({ account: 'xxx-x-x9999-x' }));
    expect((await asStaffSee(byProvider.id))?.verification).toMatchObject({
      outcome: 'problems',
      problems: ['receiver'],
      receiver: 'ชาปเตอร์ทดสอบ · xxx-x-x9999-x',
    });
    // A provider set up without the chapter's accounts answers 200: the app still compares.
    slipOk.setReceiverAccounts([]);
    const byApp = await upload(bankTransfer({ account: 'xxx-x-x1111-x' }));
    expect((await asStaffSee(byApp.id))?.verification).toMatchObject({ outcome: 'problems', problems: ['receiver'] });
  });

  it('a slip the provider has seen before (first used with another shop) is shown as used before', async () => {
    const slip = bankTransfer();
    // Another shop checked this slip with SlipOK first (`log: true`): SlipOK remembers it.
    const elsewhere = await fetch(`${slipOk.url}/api/line/apikey/${slipOk.branchId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authorization': slipOk.apiKey },
      body: JSON.stringify({ data: slipPayload(slip), log: true }),
    });
    expect(elsewhere.status).toBe(200);
    const uploaded = await upload(slip);
    expect((await asStaffSee(uploaded.id))?.verification).toMatchObject({
      outcome: 'problems',
      problems: ['duplicate'],
    });
  });

  it('a transfer made long before the slip was sent is shown with its date', async () => {
    const at = new Date(clock.getTime() - 10 * 24 * 3_600_000);
    const uploaded = await upload(bankTransfer({ at }));
    expect((await asStaffSee(uploaded.id))?.verification).toMatchObject({
      outcome: 'problems',
      problems: ['date'],
      transferred_at: at.toISOString(),
    });
  });

  it('a slip the bank does not know is shown with the provider’s words; the upload is kept', async () => {
    const unknown: TransferSlip = { ...bankTransfer(), transRef: demoTransRef('014', clock, 9_999) };
    slipOk.reset();
    const uploaded = await upload(unknown);
    expect((await asStaffSee(uploaded.id))?.verification).toMatchObject({ outcome: 'not_found', problems: [] });
    expect((await asStaffSee(uploaded.id))?.verification?.message).toBeTruthy();
  });

  it('the provider being down or slow loses no slip: it is stored, marked, and staff ask again later', async () => {
    slipOk.failNext(1010);
    const delayed = await upload(bankTransfer());
    expect((await asStaffSee(delayed.id))?.verification).toMatchObject({ outcome: 'error', problems: [] });

    const again = await call(t, apiRoutes.checkSlipAgain, { params: { id: delayed.id }, token: staffToken });
    expect(again.statusCode).toBe(200);
    expect(again.json<TSlip>().verification).toMatchObject({ outcome: 'passed', problems: [] });
    expect((await asStaffSee(delayed.id))?.verification?.outcome).toBe('passed');
  });

  it('a slip the provider answered about is not sent again (it would come back as a duplicate), nor one without a QR', async () => {
    const answered = await upload(bankTransfer());
    const requests = slipOk.requests.length;
    const refused = await call(t, apiRoutes.checkSlipAgain, { params: { id: answered.id }, token: staffToken });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [apiMessages.slipCheckDone] });
    expect(slipOk.requests.length).toBe(requests);
    expect((await asStaffSee(answered.id))?.verification?.outcome).toBe('passed');

    const noQr = await call(t, apiRoutes.createSlip, {
      token: member.token,
      body: { image: slipDataUrl(await distinctSlipBytes('png'), 'png'), amount: 450 },
    });
    expect(
      (await call(t, apiRoutes.checkSlipAgain, { params: { id: noQr.json().id }, token: staffToken })).json(),
    ).toEqual({ non_field_errors: [apiMessages.slipCheckNoQr] });
    expect((await call(t, apiRoutes.checkSlipAgain, { params: { id: 987_654 }, token: staffToken })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, apiRoutes.checkSlipAgain, { params: { id: answered.id }, token: member.token })).statusCode,
    ).toBe(403);
  });

  it('a slip without a QR is not sent to the provider at all', async () => {
    const before = slipOk.requests.length;
    const response = await call(t, apiRoutes.createSlip, {
      token: member.token,
      body: { image: slipDataUrl(await distinctSlipBytes('png'), 'png'), amount: 450 },
    });
    expect(response.json()).toMatchObject({ qr: { status: 'none' }, verification: null });
    expect(slipOk.requests.length).toBe(before);
  });
});
