import { apiMessages } from '@chapter/contract/messages';
import { ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createEvent, createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A signed-in read runs no statement while nothing it stands on changes (ADR 62), and the very
 * first request after a change, made through the API, sees it: the change is heard before the
 * write answers. The app here does not wait for direct writes before each request (the default of
 * the other tests), so it sees exactly what a member's next tap would.
 */
describe('sessions kept in the process', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp({ hearChangesBeforeEachRequest: false });
    adminToken = await t.login((await createAdmin(t.db)).phone);
  });
  afterAll(() => t.close());

  /** The statements one call runs, and its answer. */
  async function counted<T>(run: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
    const statements: string[] = [];
    const stop = t.database.onQuery((sql) => statements.push(sql));
    try {
      return { answer: await run(), statements };
    } finally {
      stop();
    }
  }

  /** A member signed in whose session the process now holds: a second profile runs no statement. */
  async function keptMember() {
    const member = await createMember(t.db);
    const token = await t.login(member.phone);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
    const again = await counted(() => call(t, apiRoutes.profile, { token }));
    expect(again.answer.statusCode).toBe(200);
    expect(again.statements).toEqual([]);
    return { member, token };
  }

  it('answers a repeated profile and event list, 200 and 304, without a statement', async () => {
    await createEvent(t.db);
    const { token } = await keptMember();
    for (const route of [apiRoutes.profile, apiRoutes.availableEvents]) {
      const first = await call(t, route, { token, headers: { 'accept-encoding': 'br' } });
      const again = await counted(() => call(t, route, { token, headers: { 'accept-encoding': 'br' } }));
      expect(again.answer.statusCode).toBe(200);
      expect(again.statements).toEqual([]);
      const etag = String(first.headers.etag);
      const unchanged = await counted(() => call(t, route, { token, headers: { 'if-none-match': etag } }));
      expect(unchanged.answer.statusCode).toBe(304);
      expect(unchanged.statements).toEqual([]);
    }
  });

  it('refuses a token at once after signing out, and every token after signing out everywhere', async () => {
    const { member, token } = await keptMember();
    expect((await call(t, apiRoutes.signOut, { token })).statusCode).toBe(200);
    const refused = await call(t, apiRoutes.profile, { token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: apiMessages.invalidToken });

    const phone = await t.login(member.phone);
    const desktop = await t.login(member.phone);
    for (const kept of [phone, desktop])
      expect((await call(t, apiRoutes.profile, { token: kept })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.signOutEverywhere, { token: desktop })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.profile, { token: phone })).statusCode).toBe(401);
  });

  it('refuses a deactivated member at once', async () => {
    const { member, token } = await keptMember();
    const values = {
      first_name: member.firstName,
      last_name: member.lastName,
      phone: member.phone,
      roles: [],
    };
    const off = await call(t, apiRoutes.adminUpdateMember, {
      token: adminToken,
      params: { id: member.id },
      body: { ...values, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
  });

  it('gives and takes a role at once: the staff screen opens after the role is given and closes after it is taken', async () => {
    const { member, token } = await keptMember();
    expect((await call(t, apiRoutes.unvalidatedMembers, { token })).statusCode).toBe(403);
    const values = { first_name: member.firstName, last_name: member.lastName, phone: member.phone, active: true };
    const update = (roles: string[]) =>
      call(t, apiRoutes.adminUpdateMember, {
        token: adminToken,
        params: { id: member.id },
        body: { ...values, roles: roles as [] },
      });
    expect((await update([ROLE_SECRETARY_TREASURER])).statusCode).toBe(200);
    expect((await call(t, apiRoutes.unvalidatedMembers, { token })).statusCode).toBe(200);
    expect((await update([])).statusCode).toBe(200);
    expect((await call(t, apiRoutes.unvalidatedMembers, { token })).statusCode).toBe(403);
  });

  it('refuses an erased member at once', async () => {
    const { token } = await keptMember();
    expect((await call(t, apiRoutes.eraseMe, { token, body: { confirm: true } })).statusCode).toBe(200);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
  });

  it("shows a registration in the member's next event list and profile, and in another member's list", async () => {
    const event = await createEvent(t.db);
    const { member, token } = await keptMember();
    const other = await keptMember();
    expect((await call(t, apiRoutes.availableEvents, { token: other.token })).statusCode).toBe(200);
    const registered = await call(t, apiRoutes.registerEvent, { token, body: { event: event.id } });
    expect(registered.statusCode).toBe(201);
    const profile = await call(t, apiRoutes.profile, { token });
    expect(profile.data().registrations).toEqual([
      expect.objectContaining({ registered_event: expect.objectContaining({ id: event.id }) }),
    ]);
    const list = await call(t, apiRoutes.availableEvents, { token: other.token });
    const listed = list.data().find((listedEvent) => listedEvent.id === event.id);
    expect(listed?.attendees.map((attendee) => attendee.name)).toContain(`${member.firstName} ${member.lastName}`);
  });

  // Last: from here on every member of this file must agree to the notice first.
  it('asks every member to agree again as soon as a new notice is published, and lets them in once they agree', async () => {
    const { token } = await keptMember();
    const published = await call(t, apiRoutes.adminPublishNotice, {
      token: adminToken,
      body: { body: 'ประกาศความเป็นส่วนตัวฉบับใหม่ของชาปเตอร์ '.repeat(3) },
    });
    expect(published.statusCode).toBe(201);
    const asked = await call(t, apiRoutes.profile, { token });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'consent_required' });
    const notice = await call(t, apiRoutes.privacyNotice, { token });
    const version = notice.json<{ version: number }>().version;
    expect((await call(t, apiRoutes.agreeToPrivacyNotice, { token, body: { version } })).statusCode).toBeLessThan(300);
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);
  });
});
