import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createMember, createStaff } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, members } from '../../../db/schema/index.ts';

describe('LINE bindings, for staff', () => {
  let t: TestApp;
  let staffToken: string;
  let boundId: number;
  const boundAt = new Date('2026-11-01T02:00:00Z');

  beforeAll(async () => {
    t = await startTestApp();
    await createStaff(t.db, { phone: '0811111111' });
    boundId = (
      await createMember(t.db, {
        phone: '0822222222',
        firstName: 'สมชาย',
        lastName: 'รักงาน',
        lineUserId: `U${'a'.repeat(32)}`,
        lineDisplayName: 'Somchai',
        lineBoundAt: boundAt,
      })
    ).id;
    await createMember(t.db, { phone: '0833333333' });
    staffToken = await t.login('0811111111');
  });
  afterAll(() => t.close());

  it('lists who holds which LINE account and since when', async () => {
    const response = await call(t, apiRoutes.lineBindings, { token: staffToken });
    expect(response.json()).toEqual([
      {
        id: boundId,
        full_name: 'สมชาย รักงาน',
        line_display_name: 'Somchai',
        line_user_id: `U${'a'.repeat(32)}`,
        bound_at: boundAt.toISOString(),
      },
    ]);
  });

  it("removes a binding, signs out the member's sessions and records it", async () => {
    const memberToken = await t.login('0822222222');
    const response = await call(t, apiRoutes.removeLineBinding, { params: { memberId: boundId }, token: staffToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: apiMessages.lineBindingRemoved });
    const [member] = await t.db.select().from(members).where(eq(members.id, boundId));
    expect(member).toMatchObject({ lineUserId: null, lineDisplayName: null, lineBoundAt: null });
    expect((await call(t, apiRoutes.profile, { token: memberToken })).statusCode).toBe(401);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.line_unbind'));
    expect(entries).toHaveLength(1);
  });

  it('refuses to remove a binding that is not there, and answers 404 for an unknown member', async () => {
    const again = await call(t, apiRoutes.removeLineBinding, { params: { memberId: boundId }, token: staffToken });
    expect(again.json()).toEqual({ non_field_errors: [apiMessages.memberNotBound] });
    const unknown = await call(t, apiRoutes.removeLineBinding, { params: { memberId: 99999 }, token: staffToken });
    expect(unknown.statusCode).toBe(404);
  });
});
