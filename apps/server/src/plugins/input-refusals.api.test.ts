import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { snapshot } from '../../test/db-snapshot.ts';
import { createAdmin, createMember, createStaff } from '../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

/** Inputs the hostile-input property test found answering 500, or in Fastify's shape instead of ours. */
describe('inputs that once broke the server', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    await createAdmin(t.db, { phone: '0810000003' });
    admin = bearer(await t.login('0810000003'));
  });
  afterAll(() => t.close());

  const event = (name: string) =>
    `{"name":${name},"event_start_date_time":"2027-01-01T10:00:00+07:00",` +
    `"event_end_date_time":"2027-01-01T12:00:00+07:00","price":100}`;

  it('refuses NUL and lone surrogates, which PostgreSQL cannot store, under their field, and stores nothing', async () => {
    const before = await snapshot(t.db, t.blobDir);
    for (const name of ['"a\\u0000b"', '"\\ud800"', '"x\\udc00"']) {
      const response = await call(t, apiRoutes.adminCreateEvent, {
        headers: { ...admin, 'content-type': 'application/json' },
        rawBody: event(name),
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ name: [apiMessages.unstorableText] });
    }
    const search = await t.app.inject({
      method: 'GET',
      url: `${apiRoutes.adminMembers.path}?search=a%00`,
      headers: admin,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: [apiMessages.unstorableText] });
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('still accepts Thai, emoji and surrogate pairs', async () => {
    const response = await call(t, apiRoutes.adminCreateEvent, {
      headers: { ...admin, 'content-type': 'application/json' },
      rawBody: event('"ประชุม 🎉 \\ud83d\\ude00"'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('ประชุม 🎉 😀');
  });

  it('refuses ids past what an integer column holds, in bodies and queries, instead of failing the query', async () => {
    const staff = bearer(await t.login((await createStaff(t.db)).phone));
    const member = bearer(await t.login((await createMember(t.db)).phone));
    const before = await snapshot(t.db, t.blobDir);
    const big = 2 ** 31;
    const requests = [
      { url: apiRoutes.registerEvent.path, headers: member, payload: { event: big } },
      { url: apiRoutes.unregisterEvent.path, headers: member, payload: { event: Number.MAX_SAFE_INTEGER } },
      { url: apiRoutes.submitPayment.path, headers: staff, payload: { registrations: [big], payments: [] } },
      { url: apiRoutes.sendPushMessage.path, headers: staff, payload: { members: [big], message: 'สวัสดี' } },
    ];
    for (const { url, headers, payload } of requests) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, url).toBe(400);
    }
    const audit = await t.app.inject({
      method: 'GET',
      url: `${apiRoutes.adminAuditLog.path}?member=${big}`,
      headers: admin,
    });
    expect(audit.statusCode).toBe(400);
    expect(Object.keys(audit.json())).toEqual(['member']);
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('refuses event times outside 2000–2100, which PostgreSQL would refuse (year 10000) or store wrong (year 1 read back as 2001)', async () => {
    for (const [start, end] of [
      ['9999-12-31T23:00:00+00:00', '9999-12-31T23:59:00-14:00'],
      ['0001-01-01T00:00:00+00:00', '0001-01-01T01:00:00+00:00'],
      ['1999-12-31T10:00:00+07:00', '2027-01-01T12:00:00+07:00'],
    ] as const) {
      const response = await call(t, apiRoutes.adminCreateEvent, {
        headers: { ...admin, 'content-type': 'application/json' },
        rawBody: JSON.stringify({ name: 'ประชุม', event_start_date_time: start, event_end_date_time: end, price: 100 }),
      });
      expect(response.statusCode, start).toBe(400);
      expect(Object.values(response.json()).flat(), start).toContain(apiMessages.dateTimeInvalid);
    }
  });

  it('names an unknown field "__proto__" like any other unknown field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiRoutes.adminAuditLog.path}?__proto__=1`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.entries(response.json())).toEqual([['__proto__', [apiMessages.unknownField]]]);
  });

  it('refuses a path that is not UTF-8, or with a segment over 100 characters, in the API error shape', async () => {
    const member = await createMember(t.db);
    for (const [id, status] of [
      ['%D8%00', 400],
      ['%ZZ', 400],
      ['a'.repeat(150), 414],
    ] as const) {
      // Raw: the helper would encode the escapes this test sends as they are.
      const response = await t.app.inject({ method: 'GET', url: `/api/member/vcard/${id}/` });
      expect(response.statusCode, id).toBe(status);
      expect(response.json(), id).toEqual({ detail: apiMessages.badRequest });
    }
    const card = await call(t, apiRoutes.vcard, { params: { id: member.publicCardId } });
    expect(card.statusCode).toBe(200);
  });
});
