import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER, ROLE_VICE_PRESIDENT, ROLE_VISITOR_HOST } from '@chapter/contract/roles';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  events,
  meetingSeries,
  memberRoles,
  members,
  paymentConfirmations,
  paymentSlips,
  registrations,
  reminderRules,
  roles,
} from '../src/db/schema/index.ts';
import { generatePublicId } from '../src/lib/tokens.ts';

let sequence = 0;
const next = () => ++sequence;

export async function createMember(
  db: Db,
  overrides: Partial<typeof members.$inferInsert> & { roles?: string[] } = {},
) {
  const n = next();
  const { roles: roleNames = [], ...values } = overrides;
  const [member] = await db
    .insert(members)
    .values({
      firstName: `สมาชิก${n}`,
      lastName: 'ทดสอบ',
      phone: `0870${String(n).padStart(6, '0')}`,
      publicCardId: generatePublicId(),
      ...values,
    })
    .returning();
  if (!member) throw new Error('member not inserted');
  for (const name of roleNames) {
    const [role] = await db.select().from(roles).where(eq(roles.name, name));
    if (!role) throw new Error(`no role ${name}`);
    await db.insert(memberRoles).values({ memberId: member.id, roleId: role.id });
  }
  return member;
}

export const createStaff = (db: Db, overrides: Parameters<typeof createMember>[1] = {}) =>
  createMember(db, { roles: [ROLE_SECRETARY_TREASURER], ...overrides });

export const createAdmin = (db: Db, overrides: Parameters<typeof createMember>[1] = {}) =>
  createMember(db, { roles: [ROLE_ADMIN], ...overrides });

/** A member holding the Visitor Host role alone: the meeting's door (issue 35). */
export const createVisitorHost = (db: Db, overrides: Parameters<typeof createMember>[1] = {}) =>
  createMember(db, { roles: [ROLE_VISITOR_HOST], ...overrides });

/** A member holding the Vice President role alone: attendance (PALMS) and leave (issue 35). */
export const createVicePresident = (db: Db, overrides: Parameters<typeof createMember>[1] = {}) =>
  createMember(db, { roles: [ROLE_VICE_PRESIDENT], ...overrides });

const HOUR = 60 * 60 * 1000;

export async function createEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 24 * HOUR);
  const [event] = await db
    .insert(events)
    .values({
      name: `กิจกรรม ${next()}`,
      locationName: 'ห้องประชุม',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      priceSatang: 45_000,
      ...overrides,
    })
    .returning();
  if (!event) throw new Error('event not inserted');
  return event;
}

export async function createRegistration(
  db: Db,
  values: { memberId: number; eventId: number } & Partial<typeof registrations.$inferInsert>,
) {
  const [registration] = await db
    .insert(registrations)
    .values({ priceSatang: 45_000, ...values })
    .returning();
  if (!registration) throw new Error('registration not inserted');
  return registration;
}

/**
 * A weekly meeting (ADR 53): an event of the chapter's series (made here if there is none), in a
 * week of its own, a week from now unless `startsAt` says otherwise.
 */
export async function createMeeting(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  let [series] = await db.select().from(meetingSeries).limit(1);
  if (!series) {
    [series] = await db
      .insert(meetingSeries)
      .values({
        name: 'ประชุมประจำสัปดาห์',
        weekday: 4,
        startMinute: 390,
        endMinute: 510,
        priceSatang: 45_000,
        visitorFeeSatang: 65_000,
        substituteFeeSatang: 60_000,
        weeksAhead: 4,
      })
      .returning();
  }
  // Far-off weeks, one per meeting made here: the series' own weeks never meet them.
  const week = new Date(Date.UTC(2200, 0, 5) + next() * 7 * 24 * HOUR).toISOString().slice(0, 10);
  return createEvent(db, {
    name: 'ประชุมประจำสัปดาห์',
    seriesId: series?.id,
    seriesWeek: week,
    visitorFeeSatang: 65_000,
    substituteFeeSatang: 60_000,
    ...overrides,
  });
}

/** A slip row as if uploaded (no image behind it), waiting for validation unless `validatedBy` is given. */
export async function createSlip(db: Db, values: Partial<typeof paymentSlips.$inferInsert>) {
  const n = next();
  const [slip] = await db
    .insert(paymentSlips)
    .values({
      imageKey: `slips/test/${n}.jpg`,
      thumbnailKey: `slips/test/${n}.thumb.webp`,
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      byteSize: 10,
      // The default registration's price: one slip pays one registration exactly.
      amountSatang: 45_000,
      ...values,
    })
    .returning();
  if (!slip?.imageKey || !slip.thumbnailKey) throw new Error('slip not inserted with its images');
  // A new slip has its images; the type says so, so tests need not check it each time.
  return { ...slip, imageKey: slip.imageKey, thumbnailKey: slip.thumbnailKey };
}

/**
 * A payment confirmation as the books keep it, written straight into the database: the
 * registrations it paid are marked paid by it and the slips accepted into it. Applied defaults to
 * the registrations' prices and received to applied − waived (nothing left as credit).
 */
export async function createConfirmation(
  db: Db,
  values: {
    memberId: number;
    confirmedBy: number;
    confirmedAt: Date;
    registrations?: ReadonlyArray<{ id: number; priceSatang: number }>;
    slips?: ReadonlyArray<{ id: number }>;
  } & Partial<Omit<typeof paymentConfirmations.$inferInsert, 'memberId' | 'confirmedBy' | 'confirmedAt'>>,
) {
  const { registrations: paid = [], slips = [], ...row } = values;
  const appliedSatang = row.appliedSatang ?? paid.reduce((sum, registration) => sum + registration.priceSatang, 0);
  const [confirmation] = await db
    .insert(paymentConfirmations)
    .values({ appliedSatang, receivedSatang: appliedSatang - (row.waivedSatang ?? 0), ...row })
    .returning();
  if (!confirmation) throw new Error('confirmation not inserted');
  if (paid.length > 0) {
    await db
      .update(registrations)
      .set({ paymentId: confirmation.id, paidAt: row.confirmedAt, confirmedBy: row.confirmedBy })
      .where(
        inArray(
          registrations.id,
          paid.map((registration) => registration.id),
        ),
      );
  }
  if (slips.length > 0) {
    await db
      .update(paymentSlips)
      .set({ confirmationId: confirmation.id, validatedBy: row.confirmedBy, validatedAt: row.confirmedAt })
      .where(
        inArray(
          paymentSlips.id,
          slips.map((slip) => slip.id),
        ),
      );
  }
  return confirmation;
}

/** A weekly reminder rule (Monday 09:00, the built-in reminder) unless told otherwise. */
export async function createReminderRule(
  db: Db,
  values: { createdBy: number } & Partial<typeof reminderRules.$inferInsert>,
) {
  const [rule] = await db
    .insert(reminderRules)
    .values({ kind: 'weekly', weekday: 1, minuteOfDay: 9 * 60, ...values })
    .returning();
  if (!rule) throw new Error('reminder rule not inserted');
  return rule;
}
