import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { snapshot } from '../../../test/db-snapshot.ts';
import {
  createAdmin,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { visitLinkFor } from '../../../test/visits.ts';
import { auditLog, guests, paymentConfirmations, paymentSlips, registrations } from '../../db/schema/index.ts';
import { withoutLinkSignature } from '../../logger.ts';

const DAY = 24 * 3600_000;

describe("a guest's data on request: the Admin's download and erasure by phone (issue 34)", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let host: Awaited<ReturnType<typeof createMember>>;
  let adminToken: string;
  let staffToken: string;
  let hostToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t.db);
    staff = await createStaff(t.db);
    host = await createMember(t.db, { firstName: 'สมชาย', lastName: 'เชิญมา' });
    adminToken = await t.login(admin.phone);
    staffToken = await t.login(staff.phone);
    hostToken = await t.login(host.phone);
  });
  afterAll(() => t.close());

  const stored = (key: string) => existsSync(path.join(t.blobDir, key));
  const guestRows = (ids: number[]) => t.db.select().from(guests).where(inArray(guests.id, ids)).orderBy(guests.id);
  const slipRows = (ids: number[]) =>
    t.db.select().from(paymentSlips).where(inArray(paymentSlips.id, ids)).orderBy(paymentSlips.id);
  const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
  const exportOf = (phone: string, token = adminToken) =>
    call(t, apiRoutes.adminGuestData, { token, query: { phone } });
  const erase = (phone: string, token = adminToken) =>
    call(t, apiRoutes.adminEraseGuest, { token, body: { phone, confirm: true } });

  /** A substitute the host sent to a meeting `days` ago, with the seat the host pays for. */
  async function substitute(phone: string, values: Partial<typeof guests.$inferInsert> = {}) {
    const meeting = await createMeeting(t.db, { name: 'ประชุมเช้าวันพฤหัส', startsAt: new Date(Date.now() - 30 * DAY) });
    const [guest] = await t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'substitute',
        hostMemberId: host.id,
        firstName: 'สมปอง',
        lastName: 'แทนกัน',
        company: 'บริษัท ตัวแทน',
        businessCategory: 'บัญชี',
        phone,
        ...values,
      })
      .returning();
    const row = guest as typeof guests.$inferSelect;
    await createRegistration(t.db, {
      memberId: host.id,
      eventId: meeting.id,
      seatGuestId: row.id,
      priceSatang: 60_000,
    });
    return row;
  }

  /** A registered visitor (through a real link) with a slip of their own, its two image files stored. */
  async function visitorWithSlip(values: Partial<typeof paymentSlips.$inferInsert> = {}) {
    const guestId = (await visitLinkFor(t, hostToken)).guestId as number;
    const slip = await createSlip(t.db, { guestId, amountSatang: 65_000, ...values });
    await t.blobs.put(slip.imageKey, Buffer.from('full image'));
    await t.blobs.put(slip.thumbnailKey, Buffer.from('thumbnail'));
    const [guest] = await guestRows([guestId]);
    return { guest: guest as typeof guests.$inferSelect, slip };
  }

  it('downloads every visit of the phone, typed in any form, with its meeting, host, notice, fee and slips, and nothing of another phone', async () => {
    const { guest: visitor, slip: refused } = await visitorWithSlip({
      refusedBy: staff.id,
      refusedAt: new Date(),
      refusalReason: 'ยอดเงินไม่ตรง',
      qrStatus: 'read',
      sendingBank: '004',
      transRef: 'REF-GUEST-1',
    });
    const waiting = await createSlip(t.db, { guestId: visitor.id, amountSatang: 65_000 });
    const sent = await substitute(visitor.phone, { firstName: 'วิภา', lastName: 'มาเยือน' });
    const stranger = await substitute('0869999001', { firstName: 'คนอื่น', lastName: 'ไม่เกี่ยว' });
    const typed = `+66 ${visitor.phone.slice(1, 3)} ${visitor.phone.slice(3, 6)} ${visitor.phone.slice(6)}`;

    const response = await exportOf(typed);

    const data = response.data();
    expect(data.phone).toBe(visitor.phone);
    expect(data.visits.map((visit) => visit.id).sort()).toEqual([visitor.id, sent.id].sort());
    expect(JSON.stringify(data)).not.toContain(stranger.firstName);
    // Never an image: neither its key nor a link to it.
    expect(JSON.stringify(data)).not.toContain(refused.imageKey);
    expect(JSON.stringify(data)).not.toContain('/api/payment/image/');
    const byId = new Map(data.visits.map((visit) => [visit.id, visit]));
    expect(byId.get(visitor.id)).toMatchObject({
      kind: 'visitor',
      meeting: { name: 'ประชุมประจำสัปดาห์' },
      first_name: 'วิภา',
      last_name: 'มาเยือน',
      company: 'บริษัท เยือน',
      business_category: 'ประกันภัย',
      phone: visitor.phone,
      notice_version: visitor.noticeVersion,
      agreed_at: visitor.agreedAt?.toISOString(),
      host_name: 'สมชาย เชิญมา',
      fee: 650,
      paid_by: 'guest',
      paid: false,
      joined_member: false,
      erased_at: null,
    });
    expect(byId.get(visitor.id)?.slips).toEqual([
      expect.objectContaining({ id: waiting.id, status: 'waiting', amount: 650, refusal_reason: null }),
      {
        id: refused.id,
        created: refused.createdAt.toISOString(),
        amount: 650,
        status: 'refused',
        refusal_reason: 'ยอดเงินไม่ตรง',
        sending_bank: '004',
        trans_ref: 'REF-GUEST-1',
        image_removed_at: null,
      },
    ]);
    expect(byId.get(sent.id)).toMatchObject({
      kind: 'substitute',
      meeting: { name: 'ประชุมเช้าวันพฤหัส' },
      notice_version: null,
      agreed_at: null,
      fee: 600,
      paid_by: 'host',
      paid: false,
      slips: [],
    });
    const [entry] = await auditOf('privacy.guest_export');
    expect(entry).toMatchObject({ actorId: admin.id, details: { visits: 2 } });
    expect(JSON.stringify(entry)).not.toContain(visitor.phone.slice(1));
  });

  it('keeps the phone asked about out of the request log', () => {
    expect(withoutLinkSignature(`${apiRoutes.adminGuestData.path}?phone=0812345678`)).toBe(
      `${apiRoutes.adminGuestData.path}?phone=[redacted]`,
    );
  });

  it('answers an unknown phone 404 and a malformed one 400 under the field, in Thai, writing nothing', async () => {
    const before = await snapshot(t.db, t.blobDir);
    const unknown = await exportOf('0810000999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: apiMessages.guestPhoneNotFound });
    const malformed = await exportOf('12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ phone: [apiMessages.phoneInvalid] });
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('erases every visit of the phone at once with its slip images, keeps the money, and is audited with the Admin', async () => {
    const { guest: visitor, slip: accepted } = await visitorWithSlip({
      qrStatus: 'read',
      sendingBank: '014',
      transRef: 'REF-PAID-1',
    });
    const [seat] = await t.db.select().from(registrations).where(eq(registrations.seatGuestId, visitor.id));
    const [confirmation] = await t.db
      .insert(paymentConfirmations)
      .values({
        guestId: visitor.id,
        confirmedBy: staff.id,
        confirmedAt: new Date(),
        receivedSatang: 65_000,
        appliedSatang: 65_000,
      })
      .returning();
    await t.db
      .update(registrations)
      .set({ paidAt: new Date(), confirmedBy: staff.id, paymentId: confirmation?.id })
      .where(eq(registrations.id, seat?.id as number));
    await t.db
      .update(paymentSlips)
      .set({ validatedBy: staff.id, validatedAt: new Date(), confirmationId: confirmation?.id })
      .where(eq(paymentSlips.id, accepted.id));
    const second = await substitute(visitor.phone);
    const { guest: other, slip: othersSlip } = await visitorWithSlip();
    const moneyBefore = await t.db
      .select()
      .from(registrations)
      .where(inArray(registrations.seatGuestId, [visitor.id, second.id]))
      .orderBy(registrations.id);

    const response = await erase(visitor.phone);

    expect(response.data()).toEqual({
      detail: apiMessages.guestErased(2),
      visits: 2,
      slip_images: 1,
      kept_joined: 0,
    });
    const [erasedVisitor, erasedSubstitute] = await guestRows([visitor.id, second.id]);
    for (const [row, placeholder] of [
      [erasedVisitor, 'ผู้เยี่ยมชม (ลบข้อมูลแล้ว)'],
      [erasedSubstitute, 'ตัวแทน (ลบข้อมูลแล้ว)'],
    ] as const) {
      expect(row).toMatchObject({ firstName: placeholder, lastName: '', company: '', businessCategory: '', phone: '' });
      expect(row?.erasedAt).toBeInstanceOf(Date);
    }
    const [slip] = await slipRows([accepted.id]);
    expect(slip).toMatchObject({
      imageKey: null,
      thumbnailKey: null,
      amountSatang: 65_000,
      transRef: 'REF-PAID-1',
      sendingBank: '014',
      confirmationId: confirmation?.id,
      validatedBy: staff.id,
    });
    expect(slip?.imagesRemovedAt).toBeInstanceOf(Date);
    expect(stored(accepted.imageKey) || stored(accepted.thumbnailKey)).toBe(false);
    // The money stays as it was: the seats, and the confirmation.
    expect(
      await t.db
        .select()
        .from(registrations)
        .where(inArray(registrations.seatGuestId, [visitor.id, second.id]))
        .orderBy(registrations.id),
    ).toEqual(moneyBefore);
    expect(
      await t.db
        .select()
        .from(paymentConfirmations)
        .where(eq(paymentConfirmations.id, confirmation?.id as number)),
    ).toEqual([confirmation]);
    // Another phone's visit keeps everything.
    expect((await guestRows([other.id]))[0]).toMatchObject({ firstName: 'วิภา', phone: other.phone, erasedAt: null });
    expect((await slipRows([othersSlip.id]))[0]?.imageKey).toBe(othersSlip.imageKey);
    expect(stored(othersSlip.imageKey) && stored(othersSlip.thumbnailKey)).toBe(true);

    const [entry] = await auditOf('privacy.guest_erase');
    expect(entry).toMatchObject({ actorId: admin.id, details: { visits: 2, slip_images: 1, kept_joined: 0 } });
    expect(JSON.stringify(entry)).not.toContain(visitor.phone.slice(1));
  });

  it('closes an erased visitor’s link: it opens nothing and takes no slip', async () => {
    const link = await visitLinkFor(t, hostToken);
    const [guest] = await guestRows([link.guestId as number]);
    expect((await call(t, apiRoutes.visit, { query: { visit: link.visit } })).statusCode).toBe(200);
    expect((await erase(guest?.phone as string)).statusCode).toBe(200);
    const closed = await call(t, apiRoutes.visit, { query: { visit: link.visit } });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual({ detail: apiMessages.visitLinkInvalid });
    const door = await call(t, apiRoutes.visitPayAtDoor, { query: { visit: link.visit } });
    expect(door.statusCode).toBe(404);
  });

  it('finds nothing more of an erased phone: the download and a second erasure answer 404', async () => {
    const guest = await substitute('0869999002');
    expect((await erase(guest.phone)).statusCode).toBe(200);
    const before = await snapshot(t.db, t.blobDir);
    for (const response of [await exportOf(guest.phone), await erase(guest.phone)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: apiMessages.guestPhoneNotFound });
    }
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });

  it('leaves the visits of a guest who joined for the member’s erasure, and refuses a phone that has only those', async () => {
    const member = await createMember(t.db);
    const joined = await substitute('0869999003', { joinedMemberId: member.id });
    const notJoined = await substitute('0869999003');

    const response = await erase('0869999003');

    expect(response.data()).toEqual({
      detail: apiMessages.guestErased(1) + apiMessages.guestErasedJoinedKept(1),
      visits: 1,
      slip_images: 0,
      kept_joined: 1,
    });
    const [joinedRow, erasedRow] = await guestRows([joined.id, notJoined.id]);
    expect(joinedRow).toMatchObject({ firstName: 'สมปอง', phone: '0869999003', erasedAt: null });
    expect(erasedRow?.erasedAt).toBeInstanceOf(Date);

    const before = await snapshot(t.db, t.blobDir);
    const refused = await erase('0869999003');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: apiMessages.guestJoinedEraseMember });
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
    // The download still shows the joined visit, marked as such.
    expect((await exportOf('0869999003')).data().visits).toMatchObject([{ id: joined.id, joined_member: true }]);
  });

  it('refuses members and staff (403) and bad input (400), changing nothing', async () => {
    const guest = await substitute('0869999004');
    const before = await snapshot(t.db, t.blobDir);
    for (const token of [hostToken, staffToken]) {
      for (const response of [await exportOf(guest.phone, token), await erase(guest.phone, token)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: apiMessages.forbidden });
      }
    }
    const bad: Array<[unknown, Record<string, string[]>]> = [
      [{ phone: guest.phone }, { confirm: [apiMessages.erasureConfirmRequired] }],
      [{ phone: guest.phone, confirm: false }, { confirm: [apiMessages.erasureConfirmRequired] }],
      [{ phone: 'not a phone', confirm: true }, { phone: [apiMessages.phoneInvalid] }],
      [{ confirm: true }, { phone: [apiMessages.phoneRequired] }],
      [{ phone: guest.phone, confirm: true, everything: true }, { everything: [apiMessages.unknownField] }],
    ];
    for (const [body, errors] of bad) {
      const response = await call(t, apiRoutes.adminEraseGuest, { token: adminToken, rawBody: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await snapshot(t.db, t.blobDir)).toEqual(before);
  });
});
