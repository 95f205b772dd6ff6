import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, messageOutbox } from '../../db/schema/index.ts';

const bubble = JSON.stringify({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'แจ้งยอดค้างชำระ' }] },
});

describe('messages to members', () => {
  let t: TestApp;
  let token: string;
  let somchai: number;
  let sudarat: number;
  let inactive: number;

  beforeAll(async () => {
    t = await startTestApp();
    await createStaff(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' });
    somchai = (await createMember(t.db, { firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    sudarat = (await createMember(t.db, { firstName: 'สุดารัตน์', lastName: 'ทองมา', lineUserId: 'U1234' })).id;
    inactive = (await createMember(t.db, { active: false })).id;
    token = await t.login('0811111111');
  });
  afterAll(() => t.close());

  it('records a text message for each member and says plainly it did not reach LINE, nor could for the unbound member', async () => {
    const response = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: { members: [somchai, sudarat], message: 'กรุณาชำระค่าประชุมภายในวันศุกร์' },
    });
    expect(response.statusCode).toBe(200);
    // Nothing waits for LINE, so the run is over when the send is answered.
    expect(response.json()).toEqual({
      run: expect.any(Number),
      status: 'done',
      joined: false,
      delivered: false,
      detail: apiMessages.messagesRecorded,
      kind: 'text',
      counts: {
        pending: 0,
        sent: 0,
        recorded: 1,
        no_line_account: 1,
        blocked: 0,
        opted_out: 0,
        nothing_owed: 0,
        refused: 0,
        failed: 0,
      },
      results: [
        { member: somchai, full_name: 'สมชาย รักงาน', status: 'no_line_account', detail: apiMessages.noLineAccount },
        { member: sudarat, full_name: 'สุดารัตน์ ทองมา', status: 'recorded', detail: apiMessages.recordedNotSent },
      ],
    });
    const rows = await t.db.select().from(messageOutbox).where(eq(messageOutbox.kind, 'text'));
    expect(rows.map((row) => row.memberId).sort()).toEqual([somchai, sudarat].sort());
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'message.send'));
    expect(audits).toHaveLength(1);
  });

  it('records a Flex bubble with its alt text, and staff can read the outbox back', async () => {
    const response = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: { members: [sudarat], message: bubble, altText: 'แจ้งยอดค้างชำระ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'flex', delivered: false });
    const outbox = (await call(t, apiRoutes.outbox, { token })).json();
    expect(outbox[0]).toMatchObject({
      sent_by: 'สมศักดิ์ ใจดี',
      member: sudarat,
      full_name: 'สุดารัตน์ ทองมา',
      kind: 'flex',
      message: bubble,
      alt_text: 'แจ้งยอดค้างชำระ',
      status: 'recorded',
    });
  });

  it('writes a Thai alt text from the bubble’s words for a Flex sent without one, and refuses JSON that is not a bubble or carousel', async () => {
    expect(
      (await call(t, apiRoutes.sendPushMessage, { token, body: { members: [somchai], message: bubble } })).statusCode,
    ).toBe(200);
    const [latest] = (await call(t, apiRoutes.outbox, { token })).json();
    expect(latest.alt_text).toMatch(/^ข้อความจาก .+: \S/);
    expect(latest.alt_text).not.toContain('Description');
    expect(
      (
        await call(t, apiRoutes.sendPushMessage, {
          token,
          body: { members: [somchai], message: '{"type":"text","text":"hi"}', altText: 'x' },
        })
      ).json(),
    ).toEqual({
      message: [apiMessages.flexInvalid],
    });
    expect(
      (
        await call(t, apiRoutes.sendPushMessage, {
          token,
          body: { members: [somchai], message: '{"type":"bubble"}', altText: 'x' },
        })
      ).json(),
    ).toEqual({
      message: [apiMessages.flexInvalid],
    });
    const carousel = JSON.stringify({ type: 'carousel', contents: [JSON.parse(bubble), JSON.parse(bubble)] });
    expect(
      (
        await call(t, apiRoutes.sendPushMessage, {
          token,
          body: { members: [somchai], message: carousel, altText: 'สองใบ' },
        })
      ).statusCode,
    ).toBe(200);
    // A JSON array or a number is not an object: it goes out as text.
    expect(
      (await call(t, apiRoutes.sendPushMessage, { token, body: { members: [somchai], message: '[1,2]' } })).json().kind,
    ).toBe('text');
  });

  it('names empty, unknown and inactive recipients and an empty message, and records nothing', async () => {
    const before = (await t.db.select().from(messageOutbox)).length;
    expect((await call(t, apiRoutes.sendPushMessage, { token, body: { members: [], message: 'x' } })).json()).toEqual({
      members: [apiMessages.membersRequired],
    });
    expect(
      (await call(t, apiRoutes.sendPushMessage, { token, body: { members: [somchai], message: '   ' } })).json(),
    ).toEqual({
      message: [apiMessages.messageRequired],
    });
    expect(
      (
        await call(t, apiRoutes.sendPushMessage, {
          token,
          body: { members: [somchai, 99_999, inactive], message: 'x' },
        })
      ).json(),
    ).toEqual({
      members: [apiMessages.unknownRecipient(99_999), apiMessages.unknownRecipient(inactive)],
    });
    expect(
      (
        await call(t, apiRoutes.sendPushMessage, { token, body: { members: [somchai], message: 'x'.repeat(5001) } })
      ).json(),
    ).toEqual({
      message: [apiMessages.messageTooLong(5000)],
    });
    expect((await t.db.select().from(messageOutbox)).length).toBe(before);
  });
});
