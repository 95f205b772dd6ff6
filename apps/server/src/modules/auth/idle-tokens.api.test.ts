import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { authTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
const IDLE_DAYS = 30;

/** A token unused for longer than TOKEN_IDLE_DAYS stops working (ADR 5). Time moves by the app's clock. */
describe('tokens left unused', () => {
  let t: TestApp;
  let clock: Date;
  const later = (days: number) => {
    clock = new Date(clock.getTime() + days * DAY);
  };
  beforeAll(async () => {
    clock = new Date('2026-12-01T03:00:00Z');
    t = await startTestApp({ now: () => clock, config: { tokenIdleDays: IDLE_DAYS } });
  });
  afterAll(() => t.close());

  const lastUsedAt = async (token: string) =>
    (
      await t.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)))
    )[0]?.lastUsedAt;

  it('refuses a token unused for longer than the idle limit, and keeps one used now and then working', async () => {
    const member = await createMember(t.db);
    const forgotten = await t.login(member.phone);
    const everyFortnight = await t.login(member.phone);
    for (let fortnight = 0; fortnight < 4; fortnight++) {
      later(14);
      expect((await call(t, apiRoutes.profile, { token: everyFortnight })).statusCode).toBe(200);
    }
    // 56 days on: the token used every 14 days still works; the one unused since login does not.
    const refused = await call(t, apiRoutes.profile, { token: forgotten });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: apiMessages.invalidToken });
    expect((await call(t, apiRoutes.profile, { token: everyFortnight })).statusCode).toBe(200);
  });

  it('works until the last day of the limit and ends the day after', async () => {
    const token = await t.login((await createMember(t.db)).phone);
    later(IDLE_DAYS - 1);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
    later(IDLE_DAYS + 1);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
  });

  it('counts from the creation of a token whose use was never recorded', async () => {
    const token = await t.login((await createMember(t.db)).phone);
    await t.db
      .update(authTokens)
      .set({ lastUsedAt: null, createdAt: new Date(clock.getTime() - (IDLE_DAYS + 1) * DAY) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
  });

  it('records a use at most once a day, so a day of requests writes once', async () => {
    const token = await t.login((await createMember(t.db)).phone);
    const issuedAt = await lastUsedAt(token);
    expect(issuedAt).toEqual(clock);

    const writes: string[] = [];
    const stop = t.database.onQuery((sql) => {
      if (/^update "auth_tokens"/i.test(sql.trim())) writes.push(sql);
    });
    try {
      later(0.5);
      expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
      expect(writes).toHaveLength(0);
      expect(await lastUsedAt(token)).toEqual(issuedAt);

      later(1);
      expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
      expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
      expect(writes).toHaveLength(1);
      expect(await lastUsedAt(token)).toEqual(clock);
    } finally {
      stop();
    }
  });
});
