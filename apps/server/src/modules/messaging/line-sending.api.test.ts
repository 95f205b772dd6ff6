import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import {
  createEvent,
  createMember,
  createRegistration,
  createReminderRule,
  createStaff,
} from '../../../test/factories.ts';
import { startLineTestApp } from '../../../test/line-test-app.ts';
import { sendAndSettle } from '../../../test/staff-sends.ts';
import { auditLog, messageOutbox, messageRuns } from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

describe('staff messages delivered through LINE', () => {
  let t: LineApp;
  let token: string;
  let bound: number[];
  let unbound: number;

  beforeAll(async () => {
    t = await startLineTestApp();
    await createStaff(t.db, { phone: '0811111111' });
    bound = [];
    for (const name of ['A', 'B']) {
      const user = t.line.addUser({ displayName: name });
      bound.push((await createMember(t.db, { firstName: name, lineUserId: user.userId })).id);
    }
    unbound = (await createMember(t.db, { firstName: 'C' })).id;
    token = await t.login('0811111111');
  });
  beforeEach(() => t.line.reset());
  afterAll(() => t.close());

  it('multicasts to the bound members, reports the unbound one, and logs each result', async () => {
    const { response, run } = await sendAndSettle(t, token, {
      members: [...bound, unbound],
      message: 'ประชุมพรุ่งนี้ 06:30',
    });
    expect(response.statusCode).toBe(200);
    expect(run).toMatchObject({ status: 'done', delivered: true, detail: apiMessages.messagesSent });
    expect(run?.results.map((result) => result.status)).toEqual(['sent', 'sent', 'no_line_account']);
    expect(run?.results[2]?.detail).toBe(apiMessages.noLineAccount);
    expect(run?.counts).toMatchObject({ sent: 2, no_line_account: 1, pending: 0 });
    expect(t.line.messages).toHaveLength(1);
    expect(t.line.messages[0]).toMatchObject({
      kind: 'multicast',
      messages: [{ type: 'text', text: 'ประชุมพรุ่งนี้ 06:30' }],
    });
    expect(t.line.messages[0]?.to).toHaveLength(2);
    const logged = await t.db.select().from(messageOutbox).where(eq(messageOutbox.memberId, unbound));
    expect(logged.at(-1)?.status).toBe('no_line_account');
  });

  it('sends a Flex message as LINE expects it, with its alt text', async () => {
    const contents = {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'hi' }] },
    };
    await sendAndSettle(t, token, { members: bound, message: JSON.stringify(contents), altText: 'ทักทาย' });
    expect(t.line.messages[0]?.messages).toEqual([{ type: 'flex', altText: 'ทักทาย', contents }]);
  });

  it('retries after a 500 with the same retry key and delivers once', async () => {
    t.line.failNext({ path: '/v2/bot/message/multicast', status: 500, times: 1 });
    const { run } = await sendAndSettle(t, token, { members: bound, message: 'retry' });
    expect(run?.results.every((result) => result.status === 'sent')).toBe(true);
    const attempts = t.line.received.filter((request) => request.path === '/v2/bot/message/multicast');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.headers['x-line-retry-key']).toBe(attempts[1]?.headers['x-line-retry-key']);
    expect(t.line.messages).toHaveLength(1);
  });

  it('reports a 429 from LINE as refused for being over quota', async () => {
    t.line.failNext({
      path: '/v2/bot/message/multicast',
      status: 429,
      body: { message: 'You have reached your monthly limit.' },
    });
    const { run } = await sendAndSettle(t, token, { members: bound, message: 'quota' });
    expect(run?.results).toEqual(
      bound.map((member) =>
        expect.objectContaining({ member, status: 'refused', detail: apiMessages.lineRateLimited }),
      ),
    );
    expect(t.line.messages).toHaveLength(0);
  });

  it('refuses a Flex button whose link is javascript:, naming the field, and sends and records nothing', async () => {
    const action = { type: 'uri', label: 'ชำระเงิน', uri: 'javascript:alert(document.cookie)' };
    const contents = {
      type: 'bubble',
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'ค่าประชุม' }] },
      footer: { type: 'box', layout: 'vertical', contents: [{ type: 'button', action }] },
    };
    const outboxBefore = (await t.db.select().from(messageOutbox)).length;
    const auditBefore = (await t.db.select().from(auditLog)).length;

    const response = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: { members: bound, message: JSON.stringify(contents), altText: 'ค่าประชุม' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [apiMessages.flexLinkScheme('footer.contents[0].action.uri')] });
    expect(t.line.received.filter((request) => request.path.startsWith('/v2/bot/message'))).toHaveLength(0);
    expect((await t.db.select().from(messageOutbox)).length).toBe(outboxBefore);
    expect((await t.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('refuses http: and data: links in altUri and accepts https, line, tel and mailto ones', async () => {
    const withActions = (...actions: object[]) =>
      JSON.stringify({
        type: 'bubble',
        footer: {
          type: 'box',
          layout: 'vertical',
          contents: actions.map((action) => ({ type: 'button', action: { type: 'uri', label: 'ลิงก์', ...action } })),
        },
      });
    const refused = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: {
        members: bound,
        altText: 'ลิงก์',
        message: withActions(
          { uri: 'https://example.com', altUri: { desktop: 'http://example.com' } },
          { uri: 'data:,x' },
        ),
      },
    });
    expect(refused.json()).toEqual({
      message: [
        apiMessages.flexLinkScheme('footer.contents[0].action.altUri.desktop'),
        apiMessages.flexLinkScheme('footer.contents[1].action.uri'),
      ],
    });
    const accepted = await call(t, apiRoutes.sendPushMessage, {
      token,
      body: {
        members: bound,
        altText: 'ลิงก์',
        message: withActions(
          { uri: 'https://example.com', altUri: { desktop: 'https://example.com/desktop' } },
          { uri: 'line://ti/p/@chapter' },
          { uri: 'tel:0811111111' },
          { uri: 'mailto:chapter@example.com' },
        ),
      },
    });
    expect(accepted.statusCode).toBe(200);
    await t.app.messageJobs.settled();
    expect(t.line.messages).toHaveLength(1);
  });
});

describe('the last messages of the LINE quota are kept for login codes (issue 31)', () => {
  let t: LineApp;
  // Monday 30/11/2026, 08:30 in Bangkok.
  let clock = bangkokTime(2026, 10, 30, 8, 30);
  let staffLine: string;
  let owerLine: string;
  let staffId: number;
  let owerId: number;

  beforeAll(async () => {
    t = await startLineTestApp({ loginConfirmation: 'line', now: () => clock, config: { lineQuotaReserve: 50 } });
    staffLine = t.line.addUser({ displayName: 'Treasurer' }).userId;
    staffId = (await createStaff(t.db, { phone: '0811111111', lineUserId: staffLine })).id;
    owerLine = t.line.addUser({ displayName: 'Ower' }).userId;
    owerId = (await createMember(t.db, { phone: '0822222222', lineUserId: owerLine })).id;
    const event = await createEvent(t.db, { startsAt: bangkokTime(2026, 11, 3, 6, 30) });
    await createRegistration(t.db, { memberId: owerId, eventId: event.id });
  });
  afterAll(() => t.close());

  const lastCodeTo = (userId: string) =>
    /: (\d{6})/.exec(JSON.stringify(t.line.messages.filter((message) => message.to.includes(userId)).at(-1)))?.[1];
  const pushesTo = (userId: string) => t.line.messages.filter((message) => message.to.includes(userId));

  it('a reminder run and a staff send stop short of the reserve with the reason in Thai, while a login code still goes out', async () => {
    expect((await call(t, apiRoutes.login, { body: { username: '0811111111' } })).statusCode).toBe(200);
    const staffToken = (
      await call(t, apiRoutes.login, { body: { username: '0811111111', code: lastCodeTo(staffLine) } })
    ).json().token;
    // 40 messages left this month, of the 50 kept back.
    t.line.setQuota({ limit: 1000, used: 960 });

    const send = await call(t, apiRoutes.sendPushMessage, {
      token: staffToken,
      body: { members: [owerId], template: 'reminder' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ non_field_errors: [apiMessages.quotaReserved(1, 40, 50)] });

    const rule = await createReminderRule(t.db, { createdBy: staffId, createdAt: clock });
    clock = bangkokTime(2026, 10, 30, 9);
    await t.app.messageJobs.tick();
    const [run] = await t.db.select().from(messageRuns).where(eq(messageRuns.ruleId, rule.id));
    expect(run).toMatchObject({ status: 'refused', detail: apiMessages.quotaReserved(1, 40, 50) });
    const [row] = await t.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.runId, run?.id ?? 0));
    expect(row).toMatchObject({ memberId: owerId, status: 'refused', note: apiMessages.quotaReserved(1, 40, 50) });
    expect(pushesTo(owerLine)).toEqual([]);

    // The member's desktop login is what the reserve is for.
    expect((await call(t, apiRoutes.login, { body: { username: '0822222222' } })).statusCode).toBe(200);
    expect(pushesTo(owerLine)).toHaveLength(1);
    const signedIn = await call(t, apiRoutes.login, { body: { username: '0822222222', code: lastCodeTo(owerLine) } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(t.line.usage).toBe(961);
  });
});
