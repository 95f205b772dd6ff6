import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin, createEvent, createMember, createRegistration, createStaff } from '../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, guests } from '../../db/schema/index.ts';

describe('the audit log in the back office', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let somchai: number;
  let sudarat: number;

  beforeAll(async () => {
    t = await startTestApp();
    adminId = (await createAdmin(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' })).id;
    await createStaff(t.db, { phone: '0899999999' });
    somchai = (await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    sudarat = (await createMember(t.db, { phone: '0833333333', firstName: 'สุดารัตน์', lastName: 'ทองมา' })).id;
    admin = await t.login('0811111111');
    const staff = await t.login('0899999999');

    // A back-office edit of Somchai, a payment confirmation for him, and a message to Sudarat.
    await call(t, apiRoutes.adminUpdateMember, {
      params: { id: somchai },
      token: admin,
      body: { first_name: 'สมชาย', last_name: 'รักงานดี', phone: '0822222222' },
    });
    const event = await createEvent(t.db);
    const registration = await createRegistration(t.db, { memberId: somchai, eventId: event.id });
    const confirm = await call(t, apiRoutes.submitPayment, {
      token: staff,
      body: { registrations: [registration.id], payments: [], received: 450, received_reason: 'รับเงินสดที่งาน' },
    });
    expect(confirm.statusCode).toBe(200);
    const send = await call(t, apiRoutes.sendPushMessage, {
      token: staff,
      body: { members: [sudarat], message: 'สวัสดีครับ' },
    });
    expect(send.statusCode).toBe(200);
    await t.db.insert(auditLog).values([
      { at: new Date('2026-01-09T16:59:00Z'), actorId: adminId, action: 'test.old', details: {} },
      { at: new Date('2026-01-09T17:00:00Z'), actorId: adminId, action: 'test.tenth', details: {} },
      { at: new Date('2026-01-10T16:59:59Z'), actorId: adminId, action: 'test.tenth_late', details: {} },
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string> = {}) => {
    const response = await call(t, apiRoutes.adminAuditLog, { token: admin, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists who did what and when, newest first, with what changed', async () => {
    const { entries, next_before } = await list();
    expect(next_before).toBeNull();
    const update = entries.find((entry: { action: string }) => entry.action === 'member.update');
    expect(update).toMatchObject({
      actor: { id: adminId, full_name: 'สมศักดิ์ ใจดี' },
      subject_type: 'member',
      subject_id: String(somchai),
      subject_name: 'สมชาย รักงานดี',
      details: { changes: { lastName: { from: 'รักงาน', to: 'รักงานดี' } } },
    });
    const actions = entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['payment.confirm', 'message.send', 'auth.login']));
    const ids = entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by member: what they did and what was done to them, messages included', async () => {
    const aboutSomchai = (await list({ member: String(somchai) })).entries.map((e: { action: string }) => e.action);
    expect(aboutSomchai).toEqual(expect.arrayContaining(['member.update', 'payment.confirm']));
    expect(aboutSomchai).not.toContain('message.send');
    const aboutSudarat = (await list({ member: String(sudarat) })).entries.map((e: { action: string }) => e.action);
    expect(aboutSudarat).toEqual(['message.send']);
  });

  it('filters by days in Bangkok time, both ends included', async () => {
    const tenth = (await list({ from: '2026-01-10', to: '2026-01-10' })).entries.map(
      (e: { action: string }) => e.action,
    );
    expect(tenth).toEqual(['test.tenth_late', 'test.tenth']);
    const upToNinth = (await list({ to: '2026-01-09' })).entries.map((e: { action: string }) => e.action);
    expect(upToNinth).toEqual(['test.old']);
  });

  it('pages through with next_before', async () => {
    await t.db
      .insert(auditLog)
      .values(Array.from({ length: 120 }, (_, i) => ({ actorId: somchai, action: `test.page${i}`, details: {} })));
    const first = await list({ member: String(somchai) });
    expect(first.entries).toHaveLength(100);
    const second = await list({ member: String(somchai), before: String(first.next_before) });
    expect(second.entries.length).toBeGreaterThan(20);
    expect(second.entries[0].id).toBeLessThan(first.next_before);
    expect(second.next_before).toBeNull();
  });

  it('names the member a slip entry is about, not only members who are its subject', async () => {
    await t.db.insert(auditLog).values([
      {
        actorId: adminId,
        action: 'payment.slip_refuse',
        subjectType: 'payment_slip',
        subjectId: '41',
        details: { memberId: sudarat, amountSatang: 45_000, reason: 'สลิปไม่ชัด' },
      },
      {
        actorId: adminId,
        action: 'payment.slip_image_view',
        subjectType: 'payment_slip',
        subjectId: '42',
        details: { member_id: somchai },
      },
    ]);
    const { entries } = await list({ kind: 'money' });
    expect(entries.find((entry: { subject_id: string }) => entry.subject_id === '41')).toMatchObject({
      subject_name: 'สุดารัตน์ ทองมา',
    });
    expect(entries.find((entry: { subject_id: string }) => entry.subject_id === '42')).toMatchObject({
      subject_name: 'สมชาย รักงานดี',
    });
  });

  it('names the guest a money or visitor entry is about: its subject, or the payer of a slip', async () => {
    const meeting = await createEvent(t.db);
    const [visitor] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'visitor',
        hostMemberId: somchai,
        firstName: 'สมปอง',
        lastName: 'มาดี',
        phone: '0844444444',
      })
      .returning();
    const guestId = visitor?.id as number;
    await t.db.insert(auditLog).values([
      {
        actorId: adminId,
        action: 'payment.confirm',
        subjectType: 'guest',
        subjectId: String(guestId),
        details: { confirmation: 9, memberId: null, guestId, receivedSatang: 50_000 },
      },
      {
        actorId: adminId,
        action: 'payment.slip_refuse',
        subjectType: 'payment_slip',
        subjectId: '43',
        details: { memberId: null, guestId, amountSatang: 50_000, reason: 'สลิปไม่ชัด' },
      },
    ]);
    const { entries } = await list({ kind: 'money' });
    expect(entries.find((entry: { subject_type: string }) => entry.subject_type === 'guest')).toMatchObject({
      subject_id: String(guestId),
      subject_name: 'สมปอง มาดี',
    });
    expect(entries.find((entry: { subject_id: string }) => entry.subject_id === '43')).toMatchObject({
      subject_name: 'สมปอง มาดี',
    });
  });

  it('filters by kind, so money entries are not buried under logins', async () => {
    const actionsOf = async (kind: string) =>
      new Set((await list({ kind })).entries.map((entry: { action: string }) => entry.action));
    expect([...(await actionsOf('money'))]).toEqual(expect.arrayContaining(['payment.confirm']));
    for (const action of await actionsOf('money')) expect(action).toMatch(/^(payment|event)\./);
    expect([...(await actionsOf('login'))]).toEqual(['auth.login']);
    expect([...(await actionsOf('identity'))]).toEqual(['member.update']);

    // A kind the contract does not name: sent past the typed helper, as a client could.
    const unknown = await t.app.inject({
      method: 'GET',
      url: apiRoutes.adminAuditLog.path,
      query: { kind: 'logins' },
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ kind: [apiMessages.auditKindInvalid] });
  });

  it('names a bad date or an upside-down range', async () => {
    const bad = await call(t, apiRoutes.adminAuditLog, { token: admin, query: { from: '10/01/2026' } });
    expect(bad.json()).toEqual({ from: [apiMessages.dateInvalid] });
    const upsideDown = await call(t, apiRoutes.adminAuditLog, {
      token: admin,
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(upsideDown.json()).toEqual({ to: [apiMessages.dateRangeInvalid] });
  });
});
