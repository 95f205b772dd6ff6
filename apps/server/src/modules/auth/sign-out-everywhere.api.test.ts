import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, authTokens } from '../../db/schema/index.ts';

describe('signing out of every device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("ends the member's every session, the calling one included, and no other member's", async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    // The desktop, the LINE mini-app on the phone, an old laptop; and someone else's session.
    const [desktop, miniApp, laptop] = [
      await t.login(member.phone),
      await t.login(member.phone),
      await t.login(member.phone),
    ];
    const othersToken = await t.login(other.phone);

    const response = await call(t, apiRoutes.signOutEverywhere, { token: desktop });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: apiMessages.signedOutEverywhere });
    for (const token of [desktop, miniApp, laptop]) {
      const refused = await call(t, apiRoutes.profile, { token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ detail: apiMessages.invalidToken });
    }
    expect((await call(t, apiRoutes.profile, { token: othersToken })).statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.memberId, member.id), isNull(authTokens.revokedAt)));
    expect(live).toEqual([]);
  });

  it('records who signed out everywhere and how many sessions ended in the audit log', async () => {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    await t.login(member.phone);

    expect((await call(t, apiRoutes.signOutEverywhere, { token })).statusCode).toBe(200);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, member.id), eq(auditLog.action, 'auth.sign_out_everywhere')));
    expect(entries).toEqual([
      expect.objectContaining({ subjectType: 'member', subjectId: String(member.id), details: { tokens: 2 } }),
    ]);
  });

  it('lets the member log in again afterwards', async () => {
    const member = await createMember(t.db);
    expect((await call(t, apiRoutes.signOutEverywhere, { token: await t.login(member.phone) })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.profile, { token: await t.login(member.phone) })).statusCode).toBe(200);
  });

  it('needs a sign-in', async () => {
    const response = await call(t, apiRoutes.signOutEverywhere);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: apiMessages.notAuthenticated });
  });
});
