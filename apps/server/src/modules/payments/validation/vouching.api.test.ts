import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createEvent,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../../test/factories.ts';
import { type LineTestApp, startLineTestApp } from '../../../../test/line-test-app.ts';
import { auditLog, lineClaims, paymentConfirmations, paymentSlips, registrations } from '../../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Issue 31: the staff member who vouched for a member's LINE account (made the invitation, approved
 * the claim) may hold that account themselves, and with it send the member's slips. For 30 days
 * they do not confirm that member's money; someone else does, and sees who vouched.
 */
describe('payments of a member whose LINE account the confirming staff member vouched for', () => {
  let t: LineTestApp;
  let now = new Date('2026-12-01T03:00:00Z');
  let s1: string;
  let s2: string;

  beforeAll(async () => {
    t = await startLineTestApp({ now: () => now });
    await createStaff(t.db, { phone: '0811111111', firstName: 'เลขา', lastName: 'หนึ่ง' });
    await createStaff(t.db, { phone: '0811111112', firstName: 'เลขา', lastName: 'สอง' });
    s1 = await t.login('0811111111');
    s2 = await t.login('0811111112');
  });
  afterAll(() => t.close());

  const liffLogin = (payload: object) => t.liffLogin(payload);
  const newLine = (displayName: string) => t.lineAccount(displayName);
  /** A member with one owed registration and a slip for it. */
  const owing = async () => {
    const member = await createMember(t.db, { firstName: 'มานะ', lastName: 'ใจดี' });
    const registration = await createRegistration(t.db, { memberId: member.id, eventId: (await createEvent(t.db)).id });
    const slip = await createSlip(t.db, { memberId: member.id });
    return { member, registration, slip };
  };
  const bindByInvitation = async (memberId: number, token: string) => {
    const created = await call(t, apiRoutes.createLineInvitations, { token, body: { members: [memberId] } });
    expect(created.statusCode).toBe(201);
    const code = new URL(created.json().invitations[0].link, 'http://localhost').searchParams.get('invite');
    expect((await liffLogin({ invitation: code, liff_access_token: newLine('Their phone').token() })).statusCode).toBe(
      200,
    );
  };
  const nothingWritten = async (owed: Awaited<ReturnType<typeof owing>>) => {
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, owed.registration.id));
    const [slip] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, owed.slip.id));
    expect(registration?.paidAt).toBeNull();
    expect(slip?.validatedBy).toBeNull();
    expect(
      await t.db.select().from(paymentConfirmations).where(eq(paymentConfirmations.memberId, owed.member.id)),
    ).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(owed.member.id)));
    expect(entries.filter((entry) => entry.action.startsWith('payment.'))).toEqual([]);
  };

  it('the Secretary who invited a member cannot confirm their payment for 30 days; another Secretary can', async () => {
    const owed = await owing();
    await bindByInvitation(owed.member.id, s1);

    const refused = await call(t, apiRoutes.submitPayment, {
      token: s1,
      body: {
        registrations: [owed.registration.id],
        payments: [owed.slip.id],
      },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.vouchedPaymentNeedsOtherStaff });
    const asCredit = await call(t, apiRoutes.acceptSlipsAsCredit, { token: s1, body: { payments: [owed.slip.id] } });
    expect(asCredit.statusCode).toBe(403);
    expect(asCredit.json()).toEqual({ detail: apiMessages.vouchedPaymentNeedsOtherStaff });
    await nothingWritten(owed);

    const confirmed = await call(t, apiRoutes.submitPayment, {
      token: s2,
      body: {
        registrations: [owed.registration.id],
        payments: [owed.slip.id],
      },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('nor do they take that member’s meeting fee in cash at the door (issue 35); another staff member does', async () => {
    const member = await createMember(t.db, { firstName: 'มานะ', lastName: 'เงินสด' });
    const meeting = await createMeeting(t.db);
    const seat = await createRegistration(t.db, { memberId: member.id, eventId: meeting.id });
    await bindByInvitation(member.id, s1);
    const body = { registration: seat.id, received: 450 };
    const refused = await call(t, apiRoutes.doorTakeCash, { token: s1, params: { id: meeting.id }, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: apiMessages.vouchedPaymentNeedsOtherStaff });
    const [unpaid] = await t.db.select().from(registrations).where(eq(registrations.id, seat.id));
    expect(unpaid?.paidAt).toBeNull();
    const taken = await call(t, apiRoutes.doorTakeCash, { token: s2, params: { id: meeting.id }, body });
    expect(taken.statusCode).toBe(201);
  });

  it('unbinding the member does not lift the rule: it is about every binding vouched for, not the current one', async () => {
    const owed = await owing();
    await bindByInvitation(owed.member.id, s1);
    const removed = await call(t, apiRoutes.removeLineBinding, { params: { memberId: owed.member.id }, token: s1 });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await call(t, apiRoutes.submitPayment, {
          token: s1,
          body: {
            registrations: [owed.registration.id],
            payments: [owed.slip.id],
          },
        })
      ).json(),
    ).toEqual({ detail: apiMessages.vouchedPaymentNeedsOtherStaff });
    await nothingWritten(owed);
  });

  it('the Secretary who approved a member’s claim cannot confirm their payment until 30 days have passed', async () => {
    const owed = await owing();
    const phone = newLine('Claimed phone');
    await liffLogin({ username: owed.member.phone, liff_access_token: phone.token() });
    const [claim] = await t.db.select().from(lineClaims).where(eq(lineClaims.lineUserId, phone.userId));
    expect(
      (await call(t, apiRoutes.approveLineClaim, { params: { id: claim?.id as number }, token: s1 })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t, apiRoutes.submitPayment, {
          token: s1,
          body: {
            registrations: [owed.registration.id],
            payments: [owed.slip.id],
          },
        })
      ).json(),
    ).toEqual({ detail: apiMessages.vouchedPaymentNeedsOtherStaff });
    await nothingWritten(owed);

    now = new Date(now.getTime() + 31 * DAY_MS);
    expect(
      (
        await call(t, apiRoutes.submitPayment, {
          token: s1,
          body: {
            registrations: [owed.registration.id],
            payments: [owed.slip.id],
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the validation list shows who vouched for each member’s LINE account, and when', async () => {
    const owed = await owing();
    await bindByInvitation(owed.member.id, s1);
    const unbound = await owing();
    const list = (await call(t, apiRoutes.unvalidatedMembers, { token: s2 })).json() as {
      id: number;
      line_binding: unknown;
    }[];
    expect(list.find((row) => row.id === owed.member.id)?.line_binding).toEqual({
      bound_at: now.toISOString(),
      vouched_by: 'เลขา หนึ่ง',
    });
    expect(list.find((row) => row.id === unbound.member.id)?.line_binding).toBeNull();
  });

  it('the validation list tells each staff member beforehand whose money they may not confirm: their own, or a member they vouched for lately', async () => {
    const owed = await owing();
    await bindByInvitation(owed.member.id, s1);
    const me = (await call(t, apiRoutes.profile, { token: s1 })).json() as { id: number };
    await createSlip(t.db, { memberId: me.id });
    const listFor = async (token: string) =>
      new Map(
        (
          (await call(t, apiRoutes.unvalidatedMembers, { token })).json() as {
            id: number;
            cannot_confirm: unknown;
          }[]
        ).map((row) => [row.id, row.cannot_confirm]),
      );

    const forS1 = await listFor(s1);
    expect(forS1.get(owed.member.id)).toBe('vouched');
    expect(forS1.get(me.id)).toBe('own_payment');
    const forS2 = await listFor(s2);
    expect(forS2.get(owed.member.id)).toBeNull();
    expect(forS2.get(me.id)).toBeNull();

    now = new Date(now.getTime() + 31 * DAY_MS);
    expect((await listFor(s1)).get(owed.member.id)).toBeNull();
  });
});
