import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createMember, createStaff } from '../../../test/factories.ts';
import { CHANNEL_ID, engineConfig, startLineTestApp } from '../../../test/line-test-app.ts';
import { lineClaims, messageOutbox, messageRuns } from '../../db/schema/index.ts';

type LineApp = Awaited<ReturnType<typeof startLineTestApp>>;

const pending = { claim_pending: true, detail: apiMessages.claimPending };
const NOBODY = (i: number) => `08999${String(i).padStart(5, '0')}`;

/**
 * Issue 31: one LINE account typing phone after phone used to push a notice to every staff member
 * per claim, spending the chapter's LINE quota that login codes need.
 */
describe('claims cannot flood staff or spend the LINE quota', () => {
  let t: LineApp;
  // 10:01 in Bangkok: a quarter-hour's digest window has just opened.
  let clock = new Date('2026-11-26T03:01:00Z');
  const staffLines: string[] = [];
  const memberPhones: string[] = [];

  beforeAll(async () => {
    t = await startLineTestApp({ now: () => clock, config: { ...engineConfig(), lineQuotaReserve: 50 } });
    for (const [make, name] of [
      [createAdmin, 'Admin'],
      [createStaff, 'Treasurer'],
    ] as const) {
      const userId = t.line.addUser({ displayName: name }).userId;
      staffLines.push(userId);
      await make(t.db, { lineUserId: userId });
    }
    await createStaff(t.db); // a Secretary without LINE: nothing can reach them
    for (let i = 0; i < 12; i++) memberPhones.push((await createMember(t.db)).phone);
  });
  afterAll(() => t.close());

  const newAccount = (name: string) => t.line.addUser({ displayName: name }).userId;
  const pushesTo = (userId: string) => t.line.messages.filter((message) => message.to.includes(userId));
  /** Messages LINE counts: one per recipient, whether pushed or multicast. */
  const delivered = () => t.line.messages.reduce((sum, message) => sum + message.to.length, 0);
  const at = (iso: string) => {
    clock = new Date(iso);
  };

  it('one LINE account typing 24 phones from 24 addresses is refused from the 4th claim in the hour, with the wait in Thai', async () => {
    const flooder = newAccount('Flooder');
    const answers = [];
    for (let i = 0; i < 24; i++) {
      const phone = i % 2 === 0 ? (memberPhones[i / 2] as string) : NOBODY(i);
      answers.push(
        await call(t, apiRoutes.liffLogin, {
          body: {
            username: phone,
            liff_access_token: t.line.issueAccessToken({ userId: flooder, channelId: CHANNEL_ID }),
          },
          remoteAddress: `10.1.0.${i + 1}`,
        }),
      );
    }
    expect(answers.slice(0, 3).map((answer) => answer.json())).toEqual([pending, pending, pending]);
    for (const refused of answers.slice(3)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: apiMessages.tooManyClaims(60) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    }
    // Three claims were recorded, each replacing the one before; nothing was pushed to anyone.
    expect(await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, flooder))).toHaveLength(3);
    expect(t.line.messages).toEqual([]);
  });

  it('one address claiming for LINE account after LINE account is refused from the 11th claim in the hour', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) {
      const phone = i % 2 === 0 ? (memberPhones[i] as string) : NOBODY(100 + i);
      answers.push(
        await call(t, apiRoutes.liffLogin, {
          body: {
            username: phone,
            liff_access_token: t.line.issueAccessToken({
              userId: newAccount(`Sock puppet ${i}`),
              channelId: CHANNEL_ID,
            }),
          },
          remoteAddress: '203.0.113.7',
        }),
      );
    }
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.slice(10).map((answer) => answer.json())).toEqual([
      { detail: apiMessages.tooManyClaims(60) },
      { detail: apiMessages.tooManyClaims(60) },
    ]);
    expect(t.line.messages).toEqual([]);
  });

  it('staff get one digest each when the window closes, counting only pending claims of members’ phones, even inside the quota reserve', async () => {
    // The reserve is reached (40 left of 50 kept back): the digest may use it, reminders may not.
    t.line.setQuota({ limit: 1000, used: 960 });
    at('2026-11-26T03:14:59Z');
    await t.app.messageJobs.tick();
    expect(t.line.messages).toEqual([]);
    at('2026-11-26T03:15:00Z');
    await t.app.messageJobs.tick();
    // The flooder's last claim (a member's phone) and the five sock puppets' claims of members' phones.
    for (const userId of staffLines) {
      const told = pushesTo(userId);
      expect(told).toHaveLength(1);
      expect(JSON.stringify(told[0]?.messages)).toContain('มีคำขอเชื่อมบัญชี LINE ใหม่ 6 รายการ');
      expect(JSON.stringify(told[0]?.messages)).toContain('26/11/2026 10:00');
    }
    expect(delivered()).toBe(staffLines.length);
    const rows = await t.db.select().from(messageOutbox);
    expect(rows.map((row) => row.status).sort()).toEqual(['no_line_account', 'sent', 'sent']);
    // Worked once: later beats, here or in another process, send nothing more.
    at('2026-11-26T03:16:00Z');
    await t.app.messageJobs.tick();
    expect(delivered()).toBe(staffLines.length);
  });

  it('claims of numbers nobody has are recorded and answered alike, but tell staff nothing', async () => {
    t.line.reset();
    const runsBefore = await t.db.select().from(messageRuns).where(like(messageRuns.key, 'notice:line-claims:%'));
    at('2026-11-26T03:20:00Z');
    for (let i = 0; i < 3; i++) {
      const answer = await call(t, apiRoutes.liffLogin, {
        body: {
          username: NOBODY(200 + i),
          liff_access_token: t.line.issueAccessToken({ userId: newAccount(`Prober ${i}`), channelId: CHANNEL_ID }),
        },
        remoteAddress: `10.2.0.${i + 1}`,
      });
      expect(answer.json()).toEqual(pending);
    }
    const probes = [200, 201, 202].map(NOBODY);
    expect(await t.db.select().from(lineClaims).where(inArray(lineClaims.phone, probes))).toHaveLength(3);
    at('2026-11-26T03:31:00Z');
    await t.app.messageJobs.tick();
    expect(t.line.messages).toEqual([]);
    const runsAfter = await t.db.select().from(messageRuns).where(like(messageRuns.key, 'notice:line-claims:%'));
    expect(runsAfter).toHaveLength(runsBefore.length);
  });

  it('a member pressing twice makes one claim: the second neither counts nor tells staff again', async () => {
    at('2026-11-26T04:40:00Z');
    const member = newAccount('Twice');
    const phone = memberPhones[11] as string;
    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(t, apiRoutes.liffLogin, {
            body: {
              username: phone,
              liff_access_token: t.line.issueAccessToken({ userId: member, channelId: CHANNEL_ID }),
            },
            remoteAddress: '10.3.0.1',
          })
        ).json(),
      ).toEqual(pending);
    at('2026-11-26T04:45:00Z');
    await t.app.messageJobs.tick();
    for (const userId of staffLines) {
      expect(JSON.stringify(pushesTo(userId).at(-1)?.messages)).toContain('ใหม่ 1 รายการ');
    }
    expect(delivered()).toBe(staffLines.length);
  });
});
