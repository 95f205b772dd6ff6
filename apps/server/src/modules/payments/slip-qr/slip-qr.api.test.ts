import { apiMessages } from '@chapter/contract/messages';
import type { TStaffSlip } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { snapshot } from '../../../../test/db-snapshot.ts';
import { createMember, createStaff } from '../../../../test/factories.ts';
import { distinctSlipBytes, slipDataUrl } from '../../../../test/slip-images.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, paymentSlips } from '../../../db/schema/index.ts';
import { demoTransRef, renderTransferSlip, type TransferSlip } from '../../../demo/slip-image.ts';
import { bangkokDateTimeText } from '../../../lib/bangkok-time.ts';

/*
 * Issue 17: every slip's QR is read on upload (bank and transfer reference), a picture already
 * held is refused whoever sent it, a transfer the member already sent is refused, one another
 * member sent is kept and shown to staff on both slips (issue 31, ADR 48), and slips without a
 * readable QR are kept and marked for staff. The slip-verification provider is in slip-verification.api.test.ts.
 */
describe('reading slips and refusing duplicates', () => {
  let t: TestApp;
  let clock = new Date('2026-11-24T07:00:00Z');
  let staffToken: string;
  let somchai: { id: number; token: string; name: string };
  let somsri: { id: number; token: string; name: string };
  /** Set by a test: called when the upload's first image is written, after its duplicate check. */
  let onFirstWrite: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    t = await startTestApp({
      now: () => clock,
      wrapBlobs: (files) => ({
        location: files.location,
        get: (key) => files.get(key),
        delete: (key) => files.delete(key),
        list: () => files.list(),
        readOwnerMarker: () => files.readOwnerMarker(),
        writeOwnerMarker: (text) => files.writeOwnerMarker(text),
        put: async (key, bytes) => {
          const hook = onFirstWrite;
          onFirstWrite = null;
          await hook?.();
          await files.put(key, bytes);
        },
      }),
    });
    await createStaff(t.db, { phone: '0811111111' });
    staffToken = await t.login('0811111111');
    const member = async (phone: string, firstName: string, lastName: string) => ({
      id: (await createMember(t.db, { phone, firstName, lastName })).id,
      token: await t.login(phone),
      name: `${firstName} ${lastName}`,
    });
    somchai = await member('0822222222', 'สมชาย', 'ใจดี');
    somsri = await member('0833333333', 'สมศรี', 'มีสุข');
  });
  afterAll(() => t.close());

  let serial = 0;
  const transfer = (overrides: Partial<TransferSlip> = {}): TransferSlip => {
    const transferredAt = new Date(clock.getTime() - 10 * 60_000);
    return {
      sendingBank: '004',
      transRef: demoTransRef('004', transferredAt, ++serial),
      amountBaht: 450,
      transferredAt,
      senderName: 'สมชาย ใจดี',
      receiverName: 'ชาปเตอร์ทดสอบ',
      receiverAccount: 'xxx-x-x0000-x',
      ...overrides,
    };
  };
  const png = async (slip: TransferSlip) => slipDataUrl(await renderTransferSlip(slip), 'png');
  /** The same slip photographed again: smaller, turned a little, saved as a JPEG. */
  const rephotographed = async (slip: TransferSlip) =>
    slipDataUrl(
      await sharp(await renderTransferSlip(slip))
        .resize({ width: 900 })
        .rotate(3, { background: '#ffffff' })
        .jpeg({ quality: 70 })
        .toBuffer(),
      'jpeg',
    );
  const staffList = async (memberId: number) =>
    (await call(t, apiRoutes.paymentDetailList, { params: { memberId }, token: staffToken })).json<TStaffSlip[]>();
  const rowsWithRef = async (transRef: string) =>
    t.db.select().from(paymentSlips).where(eq(paymentSlips.transRef, transRef));

  it('reads the sending bank and the transfer reference from the slip’s QR; staff and the audit log see them', async () => {
    const slip = transfer({ sendingBank: '014' });
    const response = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await png(slip), amount: 450 },
    });
    expect(response.statusCode).toBe(201);
    const qr = { status: 'read', bank: '014', reference: slip.transRef };
    expect(response.json()).toMatchObject({ qr, verification: null });
    expect((await staffList(somchai.id)).find((row) => row.id === response.json().id)).toMatchObject({ qr });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.slip_upload'), eq(auditLog.subjectId, String(response.json().id))));
    expect(entry?.details).toMatchObject({ qr: 'read', sendingBank: '014', transRef: slip.transRef });
  });

  it('reads a slip photographed again, smaller, turned and saved as a JPEG', async () => {
    const slip = transfer({ sendingBank: '006' });
    const response = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await rephotographed(slip), amount: 450 },
    });
    expect(response.json()).toMatchObject({ qr: { status: 'read', bank: '006', reference: slip.transRef } });
  });

  it('keeps a transfer another member already sent, and shows staff the clash on both slips', async () => {
    const slip = transfer();
    const first = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await png(slip), amount: 450 },
    });
    expect(first.statusCode).toBe(201);
    clock = new Date(clock.getTime() + 3 * 3_600_000);

    // Whoever learnt the reference (or forged a QR with it) cannot block the real slip: both stay.
    const second = await call(t, apiRoutes.createSlip, {
      token: somsri.token,
      body: { image: await rephotographed(slip), amount: 450 },
    });
    expect(second.statusCode).toBe(201);
    expect(await rowsWithRef(slip.transRef)).toHaveLength(2);
    const clashOn = async (memberId: number, slipId: number) =>
      (await staffList(memberId)).find((row) => row.id === slipId)?.reference_clashes;
    expect(await clashOn(somchai.id, first.json().id)).toEqual([
      {
        slip: second.json().id,
        member: somsri.id,
        member_name: somsri.name,
        created: clock.toISOString(),
        status: 'waiting',
      },
    ]);
    expect(await clashOn(somsri.id, second.json().id)).toEqual([
      expect.objectContaining({ slip: first.json().id, member: somchai.id, member_name: somchai.name }),
    ]);
  });

  it('refuses the same member sending one transfer twice, saying when, and stores nothing', async () => {
    const slip = transfer();
    const sentAt = clock;
    expect(
      (await call(t, apiRoutes.createSlip, { token: somchai.token, body: { image: await png(slip), amount: 450 } }))
        .statusCode,
    ).toBe(201);
    clock = new Date(clock.getTime() + 3 * 3_600_000);

    const before = await snapshot(t.db, t.blobDir);
    const again = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await rephotographed(slip), amount: 450 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      image: [apiMessages.slipDuplicateReference(slip.transRef, bangkokDateTimeText(sentAt))],
    });
    expect(again.json().image[0]).toContain(bangkokDateTimeText(sentAt));
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('two members racing with one transfer both keep their slip, each flagged for staff', async () => {
    const slip = transfer();
    const [first, second] = await Promise.all([
      call(t, apiRoutes.createSlip, { token: somchai.token, body: { image: await png(slip), amount: 450 } }),
      call(t, apiRoutes.createSlip, { token: somsri.token, body: { image: await rephotographed(slip), amount: 450 } }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await rowsWithRef(slip.transRef)).toHaveLength(2);
    const flagged = (await staffList(somsri.id)).find((row) => row.id === second.json().id);
    expect(flagged?.reference_clashes.map((clash) => clash.slip)).toEqual([first.json().id]);
  });

  it('when another upload of the member’s transfer commits between the check and the insert, the database refuses it and no file is left', async () => {
    const slip = transfer();
    const filesBefore = (await snapshot(t.db, t.blobDir)).files;
    const otherAt = new Date(clock.getTime() - 60_000);
    // Another server process stores the member's same transfer just after this upload's duplicate check.
    onFirstWrite = async () => {
      await t.db.insert(paymentSlips).values({
        memberId: somchai.id,
        imageKey: 'slips/other-process.jpg',
        thumbnailKey: 'slips/other-process.thumb.webp',
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        byteSize: 1,
        amountSatang: 45_000,
        qrStatus: 'read',
        sendingBank: '004',
        transRef: slip.transRef,
        createdAt: otherAt,
      });
    };
    const refused = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await png(slip), amount: 450 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      image: [apiMessages.slipDuplicateReference(slip.transRef, bangkokDateTimeText(otherAt))],
    });
    expect(await rowsWithRef(slip.transRef)).toHaveLength(1);
    expect((await snapshot(t.db, t.blobDir)).files).toEqual(filesBefore);
  });

  it('refuses the same picture saved again as another format, even without a QR', async () => {
    const pixels = await distinctSlipBytes('png');
    const sentAt = clock;
    expect(
      (
        await call(t, apiRoutes.createSlip, {
          token: somchai.token,
          body: { image: slipDataUrl(pixels, 'png'), amount: 450 },
        })
      ).statusCode,
    ).toBe(201);
    const resaved = await sharp(pixels).webp({ lossless: true }).toBuffer();
    const refused = await call(t, apiRoutes.createSlip, {
      token: somsri.token,
      body: { image: slipDataUrl(resaved, 'webp'), amount: 450 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ image: [apiMessages.slipDuplicatePicture(bangkokDateTimeText(sentAt))] });
  });

  it('a slip staff refused frees its transfer: the member sends it again with the right amount', async () => {
    const slip = transfer();
    const first = await call(t, apiRoutes.createSlip, {
      token: somsri.token,
      body: { image: await png(slip), amount: 45 },
    });
    const refusal = await call(t, apiRoutes.refuseSlip, {
      params: { id: first.json().id },
      token: staffToken,
      body: { reason: 'ยอดเงินที่กรอกไม่ตรงกับสลิป' },
    });
    expect(refusal.statusCode).toBe(200);
    const again = await call(t, apiRoutes.createSlip, {
      token: somsri.token,
      body: { image: await png(slip), amount: 450 },
    });
    expect(again.statusCode).toBe(201);
    expect(await rowsWithRef(slip.transRef)).toHaveLength(2);
  });

  it('without a slip-verification provider, staff asking to check a slip are told none is set up', async () => {
    const response = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: await png(transfer()), amount: 450 },
    });
    const check = await call(t, apiRoutes.checkSlipAgain, { params: { id: response.json().id }, token: staffToken });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ non_field_errors: [apiMessages.slipCheckNoProvider] });
  });

  it('stores a slip without a readable QR and marks it so staff check it by eye', async () => {
    const response = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: slipDataUrl(await distinctSlipBytes('png'), 'png'), amount: 450 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().qr).toEqual({ status: 'none', bank: null, reference: null });
    expect((await staffList(somchai.id)).find((row) => row.id === response.json().id)?.qr).toEqual({
      status: 'none',
      bank: null,
      reference: null,
    });
  });

  it('stores a slip whose QR has a wrong CRC and marks it invalid: an edited slip is not read as genuine', async () => {
    const genuine = '0041000600000101030040220015343134406BTF051235102TH91046C25';
    const edited = genuine.replace('BTF05123', 'BTF05999');
    const qr = await QRCode.toBuffer(edited, { margin: 2, width: 300 });
    const image = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#ffffff' } })
      .composite([{ input: qr, left: 450, top: 800 }])
      .png()
      .toBuffer();
    const response = await call(t, apiRoutes.createSlip, {
      token: somchai.token,
      body: { image: slipDataUrl(image, 'png'), amount: 450 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().qr).toEqual({ status: 'invalid', bank: null, reference: null });
  });
});
