import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { RETENTION_LIMITS } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import {
  createAdmin,
  createConfirmation,
  createMeeting,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../test/factories.ts';
import { startTestApp } from '../../../test/test-app.ts';
import { auditLog, chapterSettings, guests, paymentSlips, retentionRuns } from '../../db/schema/index.ts';
import { bangkokTime } from '../../lib/bangkok-time.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * One chapter on a controllable clock, set in the past of the real one: the audit entries the API
 * writes itself (logins, settings) carry the real time, so the job never finds them due.
 */
async function chapter(start: Date) {
  const state = { clock: start };
  const t = await startTestApp({ now: () => state.clock });
  const admin = await createAdmin(t.db);
  const staff = await createStaff(t.db);
  const member = await createMember(t.db);
  const adminToken = await t.login(admin.phone);
  const staffToken = await t.login(staff.phone);
  const ago = (days: number) => new Date(state.clock.getTime() - days * DAY);
  const stored = (key: string) => existsSync(path.join(t.blobDir, key));

  /** A slip with its two image files in the blob folder. */
  async function slip(values: Partial<typeof paymentSlips.$inferInsert> = {}) {
    const row = await createSlip(t.db, { memberId: member.id, ...values });
    await t.blobs.put(row.imageKey, Buffer.from('full image'));
    await t.blobs.put(row.thumbnailKey, Buffer.from('thumbnail'));
    return row;
  }
  const validatedSlip = (days: number) =>
    slip({ validatedBy: staff.id, validatedAt: ago(days), createdAt: ago(days + 1) });
  const refusedSlip = (days: number) =>
    slip({ refusedBy: staff.id, refusedAt: ago(days), refusalReason: 'ยอดเงินไม่ตรง', createdAt: ago(days + 1) });
  async function auditEntry(days: number, ip: string) {
    const [entry] = await t.db
      .insert(auditLog)
      .values({ at: ago(days), actorId: member.id, action: 'auth.login', ip })
      .returning();
    return entry as typeof auditLog.$inferSelect;
  }
  const slipRow = async (id: number) =>
    (await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, id)))[0] as typeof paymentSlips.$inferSelect;
  const ipOf = async (id: number) => (await t.db.select().from(auditLog).where(eq(auditLog.id, id)))[0]?.ip;
  const runs = () => t.db.select().from(retentionRuns).orderBy(retentionRuns.day);
  const retentionAudit = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.retention'));
  const privacyView = () => call(t, apiRoutes.adminPrivacy, { token: adminToken });
  const putRetention = (payload: object) =>
    call(t, apiRoutes.adminUpdateRetention, { token: adminToken, rawBody: payload });

  return {
    t,
    state,
    staff,
    member,
    staffToken,
    ago,
    stored,
    slip,
    validatedSlip,
    refusedSlip,
    auditEntry,
    slipRow,
    ipOf,
    runs,
    retentionAudit,
    privacyView,
    putRetention,
  };
}

const imagesKept = (c: Awaited<ReturnType<typeof chapter>>, slip: { imageKey: string; thumbnailKey: string }) =>
  c.stored(slip.imageKey) && c.stored(slip.thumbnailKey);

describe('the nightly removal of slip images and client addresses past their periods', () => {
  // 03:00 on 10 March 2026 in Bangkok.
  const firstNight = bangkokTime(2026, 2, 10, 3);
  let c: Awaited<ReturnType<typeof chapter>>;
  let due: Awaited<ReturnType<typeof c.slip>>[];
  let kept: Awaited<ReturnType<typeof c.slip>>[];
  let validatedDue: Awaited<ReturnType<typeof c.slip>>;
  let confirmationId: number;

  beforeAll(async () => {
    c = await chapter(firstNight);
  });
  afterAll(() => c.t.close());

  it('removes exactly the images and addresses past their periods, and keeps the money facts of the slips', async () => {
    validatedDue = await c.validatedSlip(5 * 365 + 1);
    await c.t.db
      .update(paymentSlips)
      .set({ qrStatus: 'read', sendingBank: '004', transRef: 'REF-OLD-1' })
      .where(eq(paymentSlips.id, validatedDue.id));
    const confirmation = await createConfirmation(c.t.db, {
      memberId: c.member.id,
      confirmedBy: c.staff.id,
      confirmedAt: c.ago(5 * 365 + 1),
      receivedSatang: 45_000,
      slips: [validatedDue],
    });
    confirmationId = confirmation.id;
    const refusedDue = await c.refusedSlip(91);
    due = [validatedDue, refusedDue];
    kept = [await c.validatedSlip(5 * 365 - 1), await c.refusedSlip(89), await c.slip({ createdAt: c.ago(3000) })];
    const oldAddress = await c.auditEntry(91, '203.0.113.91');
    const recentAddress = await c.auditEntry(89, '203.0.113.89');

    await c.t.app.messageJobs.tick();

    for (const slip of due) {
      expect(await c.slipRow(slip.id)).toMatchObject({
        imageKey: null,
        thumbnailKey: null,
        imagesRemovedAt: firstNight,
      });
      expect(c.stored(slip.imageKey) || c.stored(slip.thumbnailKey)).toBe(false);
    }
    for (const slip of kept) {
      expect(await c.slipRow(slip.id)).toMatchObject({
        imageKey: slip.imageKey,
        thumbnailKey: slip.thumbnailKey,
        imagesRemovedAt: null,
      });
      expect(imagesKept(c, slip)).toBe(true);
    }
    expect(await c.slipRow(validatedDue.id)).toMatchObject({
      amountSatang: 45_000,
      confirmationId,
      transRef: 'REF-OLD-1',
      validatedBy: c.staff.id,
      validatedAt: c.ago(5 * 365 + 1),
    });
    expect(await c.ipOf(oldAddress.id)).toBeNull();
    expect(await c.ipOf(recentAddress.id)).toBe('203.0.113.89');
  });

  it("records the night's counts for the Admin and in the audit log", async () => {
    const counts = { validated_slip_images: 1, refused_slip_images: 1, audit_ips: 1, guests: 0 };
    expect(await c.runs()).toEqual([{ day: '2026-03-10', finishedAt: firstNight, removed: counts }]);
    const view = await c.privacyView();
    expect(view.statusCode).toBe(200);
    expect(view.json().retention_runs).toEqual([
      { day: '2026-03-10', finished_at: firstNight.toISOString(), ...counts },
    ]);
    expect(await c.retentionAudit()).toMatchObject([{ actorId: null, details: { day: '2026-03-10', ...counts } }]);
  });

  it('shows staff no image links for a slip whose images were removed', async () => {
    const response = await call(c.t, apiRoutes.paymentDetailList, {
      params: { memberId: c.member.id },
      token: c.staffToken,
    });
    expect(response.statusCode).toBe(200);
    const slips: { id: number; image: string | null; thumbnail: string | null }[] = response.json();
    for (const slip of due) {
      expect(slips.find((s) => s.id === slip.id)).toMatchObject({ image: null, thumbnail: null, amount: 450 });
    }
    for (const slip of kept) {
      expect(slips.find((s) => s.id === slip.id)?.image).toMatch(/^\/api\/payment\/image\//);
    }
  });

  let refusedLater: Awaited<ReturnType<typeof c.slip>>;

  it('does nothing more on a later beat the same Bangkok day', async () => {
    refusedLater = await c.refusedSlip(100);
    c.state.clock = bangkokTime(2026, 2, 10, 23, 59);

    await c.t.app.messageJobs.tick();

    expect(await c.slipRow(refusedLater.id)).toMatchObject({ imageKey: refusedLater.imageKey });
    expect(imagesKept(c, refusedLater)).toBe(true);
    expect(await c.runs()).toHaveLength(1);
    expect(await c.retentionAudit()).toHaveLength(1);
  });

  it('waits for 02:00 in Bangkok, then runs the next day', async () => {
    c.state.clock = bangkokTime(2026, 2, 11, 1, 59);
    await c.t.app.messageJobs.tick();
    expect(await c.runs()).toHaveLength(1);
    expect(imagesKept(c, refusedLater)).toBe(true);

    const secondNight = bangkokTime(2026, 2, 11, 2);
    c.state.clock = secondNight;
    await c.t.app.messageJobs.tick();

    expect(await c.slipRow(refusedLater.id)).toMatchObject({ imageKey: null, imagesRemovedAt: secondNight });
    expect(c.stored(refusedLater.imageKey) || c.stored(refusedLater.thumbnailKey)).toBe(false);
    // The slips kept the first night are still inside their periods 23 hours later.
    for (const slip of kept) expect(imagesKept(c, slip)).toBe(true);
    expect((await c.runs()).map((run) => [run.day, run.removed])).toEqual([
      ['2026-03-10', { validated_slip_images: 1, refused_slip_images: 1, audit_ips: 1, guests: 0 }],
      ['2026-03-11', { validated_slip_images: 0, refused_slip_images: 1, audit_ips: 0, guests: 0 }],
    ]);
    expect(await c.retentionAudit()).toHaveLength(2);
  });
});

describe('retention periods an Admin sets', () => {
  let c: Awaited<ReturnType<typeof chapter>>;
  const defaults = {
    validated_slip_days: RETENTION_LIMITS.validated_slip_days.default,
    refused_slip_days: RETENTION_LIMITS.refused_slip_days.default,
    audit_ip_days: RETENTION_LIMITS.audit_ip_days.default,
    guest_days: RETENTION_LIMITS.guest_days.default,
  };
  const settingNames = Object.keys(defaults).map((name) => `retention.${name}`);

  beforeAll(async () => {
    c = await chapter(bangkokTime(2026, 5, 1, 2, 30));
  });
  afterAll(() => c.t.close());

  it.each([
    ['too short', { refused_slip_days: 6 }, 'refused_slip_days', apiMessages.retentionTooShort(7)],
    ['too long', { validated_slip_days: 3651 }, 'validated_slip_days', apiMessages.retentionTooLong(3650)],
    ['not whole days', { audit_ip_days: 30.5 }, 'audit_ip_days', apiMessages.wholeDays],
    ['an unknown field', { session_days: 30 }, 'session_days', apiMessages.unknownField],
  ])('refuses a period %s in Thai and changes nothing', async (_case, change, field, message) => {
    const response = await c.putRetention({ ...defaults, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    expect((await c.privacyView()).json().retention).toEqual(defaults);
    expect(await c.t.db.select().from(chapterSettings).where(inArray(chapterSettings.name, settingNames))).toEqual([]);
  });

  it('removes at the next run what the new periods make due, and keeps what they no longer do', async () => {
    const periods = { validated_slip_days: 400, refused_slip_days: 30, audit_ip_days: 120, guest_days: 180 };
    const response = await c.putRetention(periods);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ retention: periods, retention_defaults: defaults });

    const validatedGoes = await c.validatedSlip(401);
    const validatedStays = await c.validatedSlip(399);
    const refusedGoes = await c.refusedSlip(31);
    const refusedStays = await c.refusedSlip(29);
    const addressStays = await c.auditEntry(100, '198.51.100.100');
    const addressGoes = await c.auditEntry(121, '198.51.100.121');

    await c.t.app.messageJobs.tick();

    for (const slip of [validatedGoes, refusedGoes]) {
      expect(await c.slipRow(slip.id)).toMatchObject({ imageKey: null, thumbnailKey: null });
      expect(c.stored(slip.imageKey)).toBe(false);
    }
    for (const slip of [validatedStays, refusedStays]) expect(imagesKept(c, slip)).toBe(true);
    expect(await c.ipOf(addressStays.id)).toBe('198.51.100.100');
    expect(await c.ipOf(addressGoes.id)).toBeNull();
    expect((await c.privacyView()).json().retention_runs).toMatchObject([
      { day: '2026-06-01', validated_slip_images: 1, refused_slip_images: 1, audit_ips: 1, guests: 0 },
    ]);
  });
});

describe('guests who never joined are erased a period after their last visit (issue 34)', () => {
  // 03:00 on 10 March 2027 in Bangkok.
  const night = bangkokTime(2027, 2, 10, 3);
  let c: Awaited<ReturnType<typeof chapter>>;
  beforeAll(async () => {
    c = await chapter(night);
  });
  afterAll(() => c.t.close());

  /** A substitute the member sent to a meeting `days` ago, with the seat the member pays for. */
  async function visit(phone: string, days: number, values: Partial<typeof guests.$inferInsert> = {}) {
    const meeting = await createMeeting(c.t.db, { startsAt: c.ago(days) });
    const [guest] = await c.t.db
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'substitute',
        hostMemberId: c.member.id,
        firstName: 'สมปอง',
        lastName: 'แทนกัน',
        company: 'บริษัท ตัวแทน',
        phone,
        ...values,
      })
      .returning();
    await createRegistration(c.t.db, {
      memberId: c.member.id,
      eventId: meeting.id,
      seatGuestId: guest?.id,
      priceSatang: 60_000,
    });
    return guest as typeof guests.$inferSelect;
  }
  const guestRow = async (id: number) =>
    (await c.t.db.select().from(guests).where(eq(guests.id, id)))[0] as typeof guests.$inferSelect;

  it('erases every visit of a phone last seen past the period, keeps a phone seen since and one who joined, and keeps the money', async () => {
    const gone = [await visit('0861111111', 500), await visit('0861111111', 366)];
    const seenSince = [await visit('0862222222', 500), await visit('0862222222', 364)];
    const joined = await visit('0863333333', 500, { joinedMemberId: c.member.id });

    await c.t.app.messageJobs.tick();

    for (const guest of gone) {
      expect(await guestRow(guest.id)).toMatchObject({
        firstName: 'ตัวแทน (ลบข้อมูลแล้ว)',
        lastName: '',
        company: '',
        phone: '',
        erasedAt: night,
      });
    }
    for (const guest of [...seenSince, joined]) {
      expect(await guestRow(guest.id)).toMatchObject({ firstName: 'สมปอง', phone: guest.phone, erasedAt: null });
    }
    // The seats and their money stay: the member still owes them, named by kind only.
    const memberToken = await c.t.login(c.member.phone);
    const profile = (await call(c.t, apiRoutes.profile, { token: memberToken })).json();
    expect(
      profile.registrations.filter((r: { substitute_name: string }) => r.substitute_name === 'ตัวแทน (ลบข้อมูลแล้ว)'),
    ).toHaveLength(2);
    expect((await c.runs())[0]?.removed).toMatchObject({ guests: 2 });
    expect(await c.retentionAudit()).toMatchObject([{ actorId: null, details: { guests: 2 } }]);
  });

  it("removes an erased guest's slip images with them, from the rows and the store, and keeps the slips' money", async () => {
    c.state.clock = bangkokTime(2027, 2, 11, 3);
    const gone = await visit('0864444444', 400, { kind: 'visitor' });
    const kept = await visit('0865555555', 10, { kind: 'visitor' });
    const slipOf = (guest: typeof guests.$inferSelect) =>
      c.slip({
        memberId: null,
        guestId: guest.id,
        amountSatang: 65_000,
        qrStatus: 'read',
        sendingBank: '004',
        transRef: `REF-${guest.id}`,
      });
    const goneSlip = await slipOf(gone);
    const keptSlip = await slipOf(kept);

    await c.t.app.messageJobs.tick();

    expect(await guestRow(gone.id)).toMatchObject({ firstName: 'ผู้เยี่ยมชม (ลบข้อมูลแล้ว)', phone: '' });
    expect(await c.slipRow(goneSlip.id)).toMatchObject({
      imageKey: null,
      thumbnailKey: null,
      imagesRemovedAt: c.state.clock,
      amountSatang: 65_000,
      transRef: `REF-${gone.id}`,
    });
    expect(c.stored(goneSlip.imageKey) || c.stored(goneSlip.thumbnailKey)).toBe(false);
    expect(await c.slipRow(keptSlip.id)).toMatchObject({ imageKey: keptSlip.imageKey, imagesRemovedAt: null });
    expect(imagesKept(c, keptSlip)).toBe(true);
    expect((await c.runs()).at(-1)?.removed).toMatchObject({ guests: 1 });
  });
});
