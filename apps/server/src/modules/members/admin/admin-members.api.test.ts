import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, members } from '../../../db/schema/index.ts';

describe('members in the back office', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp();
    adminId = (await createAdmin(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' })).id;
    admin = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const newMember = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'วิชัย',
    last_name: 'ศรีสุข',
    phone: '089-123-4567',
    email: 'wichai@example.com',
    company: 'ศรีสุขประกันภัย',
    position: 'ตัวแทน',
    website: 'https://srisuk.example.com',
    roles: [],
    active: true,
    ...overrides,
  });
  const list = async (search?: string) =>
    (await call(t, apiRoutes.adminMembers, { token: admin, query: { search } })).json();
  const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('adds a member with the phone normalised, and the member can log in', async () => {
    const response = await call(t, apiRoutes.adminCreateMember, {
      token: admin,
      body: newMember({ roles: ['Secretary/Treasurer'] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      first_name: 'วิชัย',
      phone: '0891234567',
      website: 'https://srisuk.example.com/',
      roles: ['Secretary/Treasurer'],
      active: true,
      line_bound: false,
    });
    const login = await call(t, apiRoutes.login, { body: { username: '+66891234567' } });
    expect(login.json().member.roles).toEqual([{ name: 'Secretary/Treasurer' }]);
    const [entry] = await auditOf('member.create');
    expect(entry).toMatchObject({ actorId: adminId, subjectId: String(response.json().id) });
    expect(entry?.details).toMatchObject({ member: { phone: '0891234567', roles: ['Secretary/Treasurer'] } });
  });

  it.each([
    ['a phone another member has, in another form', { phone: '+66 89 123 4567' }, 'phone', apiMessages.phoneTaken],
    ['a phone that is not Thai', { phone: '12345' }, 'phone', apiMessages.phoneInvalid],
    ['no first name', { first_name: ' ' }, 'first_name', apiMessages.firstNameRequired],
    ['no last name', { last_name: '' }, 'last_name', apiMessages.lastNameRequired],
    ['a bad email', { email: 'not-an-email' }, 'email', apiMessages.emailInvalid],
    ['a website that is not a link', { website: 'javascript:alert(1)' }, 'website', apiMessages.websiteInvalid],
    ['an unknown role', { roles: ['Owner'] }, 'roles.0', apiMessages.roleUnknown],
    ['an unknown field', { nickname: 'ชัย' }, 'nickname', apiMessages.unknownField],
  ])('refuses a member with %s, naming the field', async (_what, change, field, message) => {
    const before = (await t.db.select().from(members)).length;
    const response = await call(t, apiRoutes.adminCreateMember, {
      token: admin,
      body: newMember({ phone: '0861111111', ...change }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()[field]).toEqual([message]);
    expect(await t.db.select().from(members)).toHaveLength(before);
  });

  it('lists every member, inactive ones too, and searches names, companies and phones in any form', async () => {
    await createMember(t.db, { firstName: 'กาญจนา', lastName: 'วงศ์ใหญ่', phone: '0855555555', active: false });
    const all = await list();
    expect(all.map((member: { first_name: string }) => member.first_name)).toEqual(['กาญจนา', 'วิชัย', 'สมศักดิ์']);
    expect(all[0]).toMatchObject({ active: false });
    expect((await list('วงศ์')).map((m: { phone: string }) => m.phone)).toEqual(['0855555555']);
    expect((await list('ประกัน')).map((m: { phone: string }) => m.phone)).toEqual(['0891234567']);
    expect((await list('085-555-5555')).map((m: { phone: string }) => m.phone)).toEqual(['0855555555']);
    expect((await list('5555')).map((m: { phone: string }) => m.phone)).toEqual(['0855555555']);
    expect(await list('100%')).toEqual([]);
  });

  it('edits a member and records what changed', async () => {
    const member = (
      await call(t, apiRoutes.adminCreateMember, {
        token: admin,
        body: newMember({ phone: '0862222222', first_name: 'ธนากร' }),
      })
    ).json();
    const response = await call(t, apiRoutes.adminUpdateMember, {
      params: { id: member.id },
      token: admin,
      body: newMember({
        phone: '0862222222',
        first_name: 'ธนากร',
        company: 'บุญมาโลจิสติกส์',
        website: 'www.boonma.co.th',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ company: 'บุญมาโลจิสติกส์', website: 'https://www.boonma.co.th/' });
    const entries = await auditOf('member.update');
    expect(entries.at(-1)?.details).toMatchObject({
      changes: { company: { from: 'ศรีสุขประกันภัย', to: 'บุญมาโลจิสติกส์' } },
    });
    expect(
      (
        await call(t, apiRoutes.adminUpdateMember, {
          params: { id: member.id },
          token: admin,
          body: newMember({ phone: '0891234567' }),
        })
      ).json(),
    ).toEqual({
      phone: [apiMessages.phoneTaken],
    });
    expect(
      (await call(t, apiRoutes.adminUpdateMember, { params: { id: 999_999 }, token: admin, body: newMember() }))
        .statusCode,
    ).toBe(404);
  });

  it('deactivating a member stops their open sessions at once and keeps them out; reactivating lets them log in', async () => {
    const member = (
      await call(t, apiRoutes.adminCreateMember, { token: admin, body: newMember({ phone: '0863333333' }) })
    ).json();
    const token = await t.login('0863333333');
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(200);

    const response = await call(t, apiRoutes.adminUpdateMember, {
      params: { id: member.id },
      token: admin,
      body: newMember({ phone: '0863333333', active: false }),
    });
    expect(response.json()).toMatchObject({ active: false });
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
    const login = await call(t, apiRoutes.login, { body: { username: '0863333333' } });
    expect(login.statusCode).toBe(400);
    const [entry] = await auditOf('member.deactivate');
    expect(entry?.details).toMatchObject({ revokedTokens: 1, changes: { active: { from: true, to: false } } });

    await call(t, apiRoutes.adminUpdateMember, {
      params: { id: member.id },
      token: admin,
      body: newMember({ phone: '0863333333', active: true }),
    });
    expect((await auditOf('member.reactivate')).length).toBe(1);
    await t.login('0863333333');
    // The old session stays revoked: reactivation does not bring back a lost phone's session.
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
  });

  it('an admin cannot deactivate themselves or drop their own Admin role', async () => {
    const self = newMember({ phone: '0811111111', first_name: 'สมศักดิ์', last_name: 'ใจดี', roles: ['Admin'] });
    expect(
      (
        await call(t, apiRoutes.adminUpdateMember, {
          params: { id: adminId },
          token: admin,
          body: { ...self, active: false },
        })
      ).json(),
    ).toEqual({
      active: [apiMessages.cannotDeactivateSelf],
    });
    expect(
      (
        await call(t, apiRoutes.adminUpdateMember, {
          params: { id: adminId },
          token: admin,
          body: { ...self, roles: [] },
        })
      ).json(),
    ).toEqual({ roles: [apiMessages.cannotDropOwnAdmin] });
    const [row] = await t.db.select().from(members).where(eq(members.id, adminId));
    expect(row?.active).toBe(true);
  });

  it('removes a LINE binding and signs the member out', async () => {
    const bound = await createMember(t.db, { phone: '0864444444', lineUserId: `U${'b'.repeat(32)}` });
    const token = await t.login('0864444444');
    const response = await call(t, apiRoutes.removeLineBinding, { params: { memberId: bound.id }, token: admin });
    expect(response.json()).toEqual({ detail: apiMessages.lineBindingRemoved });
    const [row] = await t.db.select().from(members).where(eq(members.id, bound.id));
    expect(row?.lineUserId).toBeNull();
    expect((await call(t, apiRoutes.profile, { token })).statusCode).toBe(401);
    const again = await call(t, apiRoutes.removeLineBinding, { params: { memberId: bound.id }, token: admin });
    expect(again.json()).toEqual({ non_field_errors: [apiMessages.memberNotBound] });
    const unknown = await call(t, apiRoutes.removeLineBinding, { params: { memberId: 999999 }, token: admin });
    expect(unknown.statusCode).toBe(404);
  });
});
