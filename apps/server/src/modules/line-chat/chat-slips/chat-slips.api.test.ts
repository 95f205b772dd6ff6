import { apiMessages } from '@chapter/contract/messages';
import type { messagingApi, webhook } from '@line/bot-sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent, createMember, createRegistration } from '../../../../test/factories.ts';
import { startLineTestApp } from '../../../../test/line-test-app.ts';
import { postWebhook } from '../../../../test/line-webhook.ts';
import { distinctSlipBytes } from '../../../../test/slip-images.ts';
import { auditLog, paymentSlips } from '../../../db/schema/index.ts';
import { demoTransRef, renderTransferSlip } from '../../../demo/slip-image.ts';
import { bangkokDateTimeText, bangkokTime } from '../../../lib/bangkok-time.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;
type Bound = { id: number; lineUserId: string };

/*
 * Issue 37: a slip picture sent into the chapter's LINE chat, through the webhook and fake-line's
 * content and reply endpoints, goes the app's upload path (QR read, duplicates, audit) and the
 * member is answered by a reply; unbound accounts' pictures are never fetched nor stored.
 */
describe('slips sent in the chat', () => {
  let t: LineApp;
  const clock = bangkokTime(2026, 10, 24, 14);
  let serial = 0;

  beforeAll(async () => {
    t = await startLineTestApp({ now: () => clock });
  });
  beforeEach(() => t.line.reset());
  afterAll(() => t.close());

  /** A member bound to a new LINE account, owing a 450-baht seat at each of `meetings` meetings. */
  async function boundMember(meetings: number): Promise<Bound> {
    const { userId } = t.lineAccount('สมาชิก');
    const member = await createMember(t.db, { lineUserId: userId });
    for (let n = 0; n < meetings; n++) {
      const event = await createEvent(t.db, {
        name: 'ประชุมประจำสัปดาห์',
        startsAt: bangkokTime(2026, 10, 26 + n, 6, 30),
      });
      await createRegistration(t.db, { memberId: member.id, eventId: event.id, priceSatang: 45_000 });
    }
    return { id: member.id, lineUserId: userId };
  }

  /** A transfer slip picture with a Thai slip QR of its own. */
  async function slipPicture() {
    const transRef = demoTransRef('004', clock, ++serial);
    const png = await renderTransferSlip({
      sendingBank: '004',
      transRef,
      amountBaht: 450,
      transferredAt: new Date(clock.getTime() - 600_000),
      senderName: 'สมาชิก ทดสอบ',
      receiverName: 'ชาปเตอร์ทดสอบ',
      receiverAccount: 'xxx-x-x0000-x',
    });
    return { png, transRef };
  }

  /** The member sends a picture into the chat: fake-line keeps its content, LINE calls the webhook. */
  async function sendImage(lineUserId: string, png: Buffer): Promise<string> {
    const event = t.line.events.imageMessage(lineUserId, { content: png, contentType: 'image/png' });
    await deliver(event);
    return (event as webhook.MessageEvent).message.id;
  }

  async function deliver(event: webhook.Event) {
    expect((await postWebhook(t, { events: [event] })).statusCode).toBe(200);
    await t.app.lineChat.idle();
  }

  const tap = (lineUserId: string, data: string) => deliver(t.line.events.postback(lineUserId, data));
  const replies = (lineUserId: string) =>
    t.line.repliesTo(lineUserId).flatMap((reply) => reply.messages as messagingApi.TextMessage[]);
  const slipsOf = (memberId: number) => t.db.select().from(paymentSlips).where(eq(paymentSlips.memberId, memberId));
  const contentFetches = () => t.line.received.filter((request) => request.path.includes('/content'));

  it('an image from a member who owes one seat becomes their slip of that amount, its QR read, and they are told', async () => {
    const somchai = await boundMember(1);
    const { png, transRef } = await slipPicture();
    await sendImage(somchai.lineUserId, png);

    const [slip, ...others] = await slipsOf(somchai.id);
    expect(others).toHaveLength(0);
    expect(slip).toMatchObject({ amountSatang: 45_000, qrStatus: 'read', sendingBank: '004', transRef });
    expect(contentFetches()).toHaveLength(1);
    expect(replies(somchai.lineUserId).map((message) => message.text)).toEqual([apiMessages.chatSlipStored('450.00')]);
    // Audited as the app's upload, with the member as the actor.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.slip_upload'), eq(auditLog.subjectId, String(slip?.id))));
    expect(entry).toMatchObject({ actorId: somchai.id, details: expect.objectContaining({ qr: 'read', transRef }) });
  });

  it('the same picture sent again is refused by reply, saying when it came, and no second slip is kept', async () => {
    const somsri = await boundMember(1);
    const { png, transRef } = await slipPicture();
    await sendImage(somsri.lineUserId, png);
    const before = replies(somsri.lineUserId).length;
    await sendImage(somsri.lineUserId, png);

    const slips = await slipsOf(somsri.id);
    expect(slips).toHaveLength(1);
    const sentAt = bangkokDateTimeText(slips[0]?.createdAt ?? clock);
    expect(
      replies(somsri.lineUserId)
        .slice(before)
        .map((message) => message.text),
    ).toEqual([apiMessages.chatSlipRefused(apiMessages.slipDuplicateReference(transRef, sentAt))]);
  });

  it('a picture without a readable slip QR is kept, and the member is told staff will check it by eye', async () => {
    const somkid = await boundMember(1);
    await sendImage(somkid.lineUserId, await distinctSlipBytes('png'));

    expect(await slipsOf(somkid.id)).toEqual([expect.objectContaining({ amountSatang: 45_000, qrStatus: 'none' })]);
    expect(replies(somkid.lineUserId).map((message) => message.text)).toEqual([
      apiMessages.chatSlipStoredNoQr('450.00'),
    ]);
  });

  it('a file that is not a picture, or is over the upload’s size, is refused by reply with the upload’s own words', async () => {
    const somying = await boundMember(1);
    await sendImage(somying.lineUserId, Buffer.from('not a picture at all'));
    await sendImage(somying.lineUserId, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));

    expect(await slipsOf(somying.id)).toHaveLength(0);
    expect(replies(somying.lineUserId).map((message) => message.text)).toEqual([
      apiMessages.chatSlipRefused(apiMessages.slipNotImage),
      apiMessages.chatSlipRefused(apiMessages.slipTooLarge(10)),
    ]);
  });

  it('an image from an account bound to no member is neither fetched nor stored; one reply says to connect first', async () => {
    const stranger = t.lineAccount('คนแปลกหน้า');
    const blobsBefore = (await t.blobs.list()).length;
    const slipsBefore = (await t.db.select().from(paymentSlips)).length;
    await sendImage(stranger.userId, (await slipPicture()).png);

    expect(contentFetches()).toHaveLength(0);
    expect(await t.db.select().from(paymentSlips)).toHaveLength(slipsBefore);
    expect(await t.blobs.list()).toHaveLength(blobsBefore);
    expect(replies(stranger.userId).map((message) => message.text)).toEqual([apiMessages.chatSlipNotConnected]);
  });

  it('a member owing several seats is asked which amount by quick reply; their tap stores the slip with that amount', async () => {
    const wichai = await boundMember(2);
    const { png, transRef } = await slipPicture();
    const messageId = await sendImage(wichai.lineUserId, png);

    expect(await slipsOf(wichai.id)).toHaveLength(0);
    expect(contentFetches()).toHaveLength(0);
    const [ask] = replies(wichai.lineUserId);
    expect(ask?.text.split('\n')[0]).toBe(apiMessages.chatSlipAskAmount);
    const buttons = (ask?.quickReply?.items ?? []).map((item) => item.action as messagingApi.PostbackAction);
    expect(buttons.map((button) => [button.label, button.data])).toEqual([
      ['รวม 900.00 บาท', `a=slip&msg=${messageId}&amt=90000`],
      ['26/11 450.00 บาท', `a=slip&msg=${messageId}&amt=45000`],
      ['27/11 450.00 บาท', `a=slip&msg=${messageId}&amt=45000`],
    ]);

    await tap(wichai.lineUserId, buttons[1]?.data ?? '');
    const slips = await slipsOf(wichai.id);
    expect(slips).toEqual([expect.objectContaining({ amountSatang: 45_000, qrStatus: 'read', transRef })]);
    expect(
      replies(wichai.lineUserId)
        .slice(1)
        .map((message) => message.text),
    ).toEqual([apiMessages.chatSlipStored('450.00')]);
  });

  it('a member who owes nothing is pointed to the payment screen; nothing is fetched nor stored', async () => {
    const somporn = await boundMember(0);
    await sendImage(somporn.lineUserId, (await slipPicture()).png);

    expect(contentFetches()).toHaveLength(0);
    expect(await slipsOf(somporn.id)).toHaveLength(0);
    expect(replies(somporn.lineUserId).map((message) => message.text)).toEqual([apiMessages.chatSlipNothingOwed]);
  });

  it('a tap naming a picture another LINE account sent changes nothing', async () => {
    const owner = await boundMember(2);
    const other = await boundMember(2);
    const messageId = await sendImage(owner.lineUserId, (await slipPicture()).png);

    await tap(other.lineUserId, `a=slip&msg=${messageId}&amt=45000`);
    expect(await slipsOf(other.id)).toHaveLength(0);
    expect(await slipsOf(owner.id)).toHaveLength(0);
    expect(contentFetches()).toHaveLength(0);
    expect(replies(other.lineUserId).map((message) => message.text)).toEqual([apiMessages.chatSlipUnknownImage]);
  });
});
