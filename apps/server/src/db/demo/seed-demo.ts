import { randomUUID } from 'node:crypto';
import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { count, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { bangkokMonth, bangkokTime, weekdaysOf } from '../../lib/bangkok-time.ts';
import { generatePublicId } from '../../lib/tokens.ts';
import { NOTICE_TEMPLATE } from '../../modules/privacy/notice-template.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  events,
  lineClaims,
  memberRoles,
  members,
  paymentConfirmations,
  paymentSlips,
  privacyConsents,
  privacyNotices,
  registrations,
  reminderRules,
  roles,
} from '../schema/index.ts';
import { demoPeople } from './people.ts';
import { demoTransRef, makeDemoSlip } from './slip-image.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo members who have not agreed to the privacy notice yet: they meet it at their first login. */
export const DEMO_NOT_YET_AGREED = ['0890000028', '0890000029'];
const THURSDAY = 4;
const MEETING_PRICE = 45_000;
const VENUE = 'ห้องประชุมชั้น 3 โรงแรมริเวอร์ไซด์ กรุงเทพฯ';

/** A small deterministic generator, so every fresh demo has the same chapter. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface PlannedEvent {
  name: string;
  locationName: string;
  startsAt: Date;
  endsAt: Date;
  priceSatang: number;
  earlyBirdPriceSatang: number | null;
  earlyBirdEndsAt: Date | null;
  kind: 'meeting' | 'visitor-day' | 'seminar' | 'party';
}

/** Weekly meetings from the start of last month to the end of next month, and three special events. */
function planEvents(now: Date): PlannedEvent[] {
  const [last, current, next] = [-1, 0, 1].map((delta) => bangkokMonth(now, delta)) as [
    ReturnType<typeof bangkokMonth>,
    ReturnType<typeof bangkokMonth>,
    ReturnType<typeof bangkokMonth>,
  ];
  const meetings = [last, current, next].flatMap(({ year, monthIndex }) =>
    weekdaysOf(year, monthIndex, THURSDAY).map((day) => ({
      name: 'ประชุมประจำสัปดาห์',
      locationName: VENUE,
      startsAt: bangkokTime(year, monthIndex, day, 6, 30),
      endsAt: bangkokTime(year, monthIndex, day, 9, 0),
      priceSatang: MEETING_PRICE,
      earlyBirdPriceSatang: null,
      earlyBirdEndsAt: null,
      kind: 'meeting' as const,
    })),
  );
  const partyStart = bangkokTime(next.year, next.monthIndex, 20, 18, 0);
  return [
    ...meetings,
    {
      name: 'Visitor Day: เปิดบ้านต้อนรับผู้เยี่ยมชม',
      locationName: VENUE,
      startsAt: bangkokTime(last.year, last.monthIndex, 15, 13, 0),
      endsAt: bangkokTime(last.year, last.monthIndex, 15, 17, 0),
      priceSatang: 50_000,
      earlyBirdPriceSatang: null,
      earlyBirdEndsAt: null,
      kind: 'visitor-day',
    },
    {
      name: 'สัมมนา: การส่งต่อธุรกิจ (Referral) อย่างมืออาชีพ',
      locationName: 'ศูนย์ประชุมแห่งชาติสิริกิติ์ ห้อง 301',
      startsAt: bangkokTime(current.year, current.monthIndex, 25, 18, 0),
      endsAt: bangkokTime(current.year, current.monthIndex, 25, 21, 0),
      priceSatang: 80_000,
      earlyBirdPriceSatang: null,
      earlyBirdEndsAt: null,
      kind: 'seminar',
    },
    {
      name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี',
      locationName: 'ห้องบอลรูม โรงแรมริเวอร์ไซด์ กรุงเทพฯ',
      startsAt: partyStart,
      endsAt: new Date(partyStart.getTime() + 4 * 60 * 60 * 1000),
      priceSatang: 150_000,
      earlyBirdPriceSatang: 120_000,
      // Inside its early-bird window on the day the demo is created.
      earlyBirdEndsAt: new Date(Math.min(now.getTime() + 7 * DAY_MS, partyStart.getTime() - DAY_MS)),
      kind: 'party',
    },
  ];
}

/** Who the demo's slips paid: the demo chapter's account as banking apps print it (config.ts). */
const DEMO_RECEIVER = { name: 'ชาปเตอร์สาธิต (บัญชีตัวอย่าง)', account: 'xxx-x-x6789-x' };

/** The demo member whose LINE claim is pending (0890000023, a phone no end-to-end test uses). */
const DEMO_CLAIMANT = 22;

/**
 * Fills a new, empty database with a demo chapter: about thirty members, events in last, this
 * and next month (one inside its early-bird window), paid and unpaid registrations and a few
 * slips. Does nothing when there are members already. Returns whether it seeded.
 */
export async function seedDemoIfEmpty(db: Db, blobs: BlobStore, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(members);
  if ((existing?.n ?? 0) > 0) return false;

  const slipFiles = await Promise.all(
    [
      { person: 1, amount: 1250, validated: false, bank: '014' },
      // Transferred 600 for a 450 meeting: the 150 over is their credit (issue 16).
      { person: 2, amount: 600, validated: true, bank: '004' },
      { person: 4, amount: 900, validated: false, bank: '006' },
      // A slip whose QR cannot be read: staff see it marked, to check by eye.
      { person: 7, amount: 450, validated: false, bank: '025', qr: false },
    ].map(async (slip, index) => {
      const key = `slips/demo-${randomUUID()}`;
      const sender = demoPeople[slip.person];
      // Real-looking slips with a valid slip QR (issue 17): staff see each one's bank and
      // reference, and sending one of them again is refused as a duplicate (README).
      const transferredAt = new Date(now.getTime() - (index + 1) * DAY_MS - 5 * 60_000);
      const transRef = demoTransRef(slip.bank, transferredAt, index + 1);
      const file = await makeDemoSlip(
        {
          sendingBank: slip.bank,
          transRef,
          amountBaht: slip.amount,
          transferredAt,
          senderName: sender ? `${sender.firstName} ${sender.lastName}` : '',
          receiverName: DEMO_RECEIVER.name,
          receiverAccount: DEMO_RECEIVER.account,
        },
        { qr: slip.qr !== false },
      );
      await blobs.put(`${key}.jpg`, file.image);
      await blobs.put(`${key}.thumb.webp`, file.thumbnail);
      return { ...slip, key, file, transRef };
    }),
  );

  await db.transaction(async (tx) => {
    const memberRows = await tx
      .insert(members)
      .values(
        demoPeople.map((person, index) => ({
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone,
          email: `member${String(index + 1).padStart(2, '0')}@example.com`,
          company: person.company,
          position: person.position,
          website: person.website ?? null,
          publicCardId: generatePublicId(),
        })),
      )
      .returning({ id: members.id });
    const memberIds = memberRows.map((row) => row.id);
    const staffId = memberIds[0] as number;

    // The demo's Secretary/Treasurer also runs the back office.
    const staffRoles = await tx
      .select()
      .from(roles)
      .where(inArray(roles.name, [ROLE_SECRETARY_TREASURER, ROLE_ADMIN]));
    if (staffRoles.length !== 2) throw new Error('the staff roles are missing: migrations have not run');
    await tx.insert(memberRoles).values(staffRoles.map((role) => ({ memberId: staffId, roleId: role.id })));

    const planned = planEvents(now);
    const eventRows = await tx
      .insert(events)
      .values(planned.map(({ kind: _, ...event }) => event))
      .returning();

    const rows: Array<typeof registrations.$inferInsert> = [];
    eventRows.forEach((event, eventIndex) => {
      const kind = planned[eventIndex]?.kind;
      const past = event.startsAt.getTime() < now.getTime();
      memberIds.forEach((memberId, personIndex) => {
        const roll = random(eventIndex * 1000 + personIndex);
        const registered = demoChoice(personIndex, kind, past, event.startsAt, now) ?? roll() < (past ? 0.65 : 0.35);
        if (!registered) return;
        const registeredAt = new Date(
          Math.min(event.startsAt.getTime(), now.getTime()) - (2 + Math.floor(roll() * 10)) * DAY_MS,
        );
        const earlyBird =
          event.earlyBirdEndsAt !== null && event.earlyBirdPriceSatang !== null && registeredAt < event.earlyBirdEndsAt;
        const paid = demoPaid(personIndex, kind, past, event.startsAt, now) ?? roll() < (past ? 0.85 : 0.25);
        rows.push({
          memberId,
          eventId: event.id,
          priceSatang: earlyBird ? (event.earlyBirdPriceSatang as number) : event.priceSatang,
          registeredAt,
          paidAt: paid ? new Date(Math.min(registeredAt.getTime() + DAY_MS, now.getTime())) : null,
          confirmedBy: paid ? staffId : null,
          // Most past attendances are already verified on the central system; the latest weeks are not.
          ...(past && now.getTime() - event.startsAt.getTime() > 10 * DAY_MS && roll() < 0.8
            ? { bniVerifiedAt: new Date(event.startsAt.getTime() + DAY_MS), bniVerifiedBy: staffId }
            : {}),
        });
      });
    });
    const registered = await tx.insert(registrations).values(rows).returning();

    const slipRows = await tx
      .insert(paymentSlips)
      .values(
        slipFiles.map((slip, index) => ({
          memberId: memberIds[slip.person] as number,
          imageKey: `${slip.key}.jpg`,
          thumbnailKey: `${slip.key}.thumb.webp`,
          contentType: slip.file.contentType,
          width: slip.file.width,
          height: slip.file.height,
          byteSize: slip.file.image.length,
          amountSatang: slip.amount * 100,
          ...(slip.qr === false
            ? { qrStatus: 'none' as const }
            : { qrStatus: 'read' as const, sendingBank: slip.bank, transRef: slip.transRef }),
          pixelHash: slip.file.pixelHash,
          createdAt: new Date(now.getTime() - (index + 1) * DAY_MS),
          validatedBy: slip.validated ? staffId : null,
          validatedAt: slip.validated ? new Date(now.getTime() - index * DAY_MS) : null,
        })),
      )
      .returning();
    await recordDemoConfirmation(tx, { staffId, memberId: memberIds[2] as number, registered, slipRows });

    // A member's LINE account waiting for staff to approve it (ADR 25), so the LINE accounts tab has
    // something to decide. Demo claims made in the mini-app are approved at once; this one was not.
    const claimant = demoPeople[DEMO_CLAIMANT];
    if (claimant) {
      await tx.insert(lineClaims).values({
        lineUserId: `Udemo${'c1a1'.repeat(7)}`,
        lineDisplayName: `${claimant.firstName} (LINE)`,
        phone: claimant.phone,
        createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
      });
    }

    // The treasurer's weekly chore made once (issue 18): every Monday 09:00 the built-in reminder
    // goes to every member who owes. In the demo LINE is mocked, so its runs land in the outbox.
    await tx.insert(reminderRules).values({
      kind: 'weekly',
      weekday: 1,
      minuteOfDay: 9 * 60,
      message: null,
      createdBy: staffId,
      createdAt: now,
    });

    // The chapter's privacy notice (issue 19), agreed to by every demo member but the ones who
    // show what a member sees first: the notice, before anything else (README, "Personal data").
    await tx
      .insert(privacyNotices)
      .values({ version: 1, body: NOTICE_TEMPLATE, publishedAt: now, publishedBy: staffId });
    const firstVisit = new Set(DEMO_NOT_YET_AGREED);
    await tx.insert(privacyConsents).values(
      demoPeople
        .map((person, index) => ({ person, memberId: memberIds[index] as number }))
        .filter(({ person }) => !firstVisit.has(person.phone))
        .map(({ memberId }) => ({ memberId, noticeVersion: 1, agreedAt: now })),
    );
  });
  return true;
}

/**
 * The accepted slip of 0833333333 as the confirmation that accepted it: it paid their latest paid
 * registration and kept the rest as credit, so the profile and the staff panel show credit.
 */
async function recordDemoConfirmation(
  tx: DbOrTx,
  demo: {
    staffId: number;
    memberId: number;
    registered: Array<typeof registrations.$inferSelect>;
    slipRows: Array<typeof paymentSlips.$inferSelect>;
  },
) {
  const slip = demo.slipRows.find((row) => row.memberId === demo.memberId && row.validatedBy !== null);
  const paid = demo.registered
    .filter((row) => row.memberId === demo.memberId && row.paidAt !== null)
    .sort((a, b) => (b.paidAt as Date).getTime() - (a.paidAt as Date).getTime())[0];
  if (!slip || !paid || slip.amountSatang === null || slip.amountSatang < paid.priceSatang) return;
  const [confirmation] = await tx
    .insert(paymentConfirmations)
    .values({
      memberId: demo.memberId,
      confirmedBy: demo.staffId,
      confirmedAt: slip.validatedAt as Date,
      statedSatang: slip.amountSatang,
      receivedSatang: slip.amountSatang,
      appliedSatang: paid.priceSatang,
    })
    .returning();
  if (!confirmation) return;
  await tx.update(registrations).set({ paymentId: confirmation.id }).where(eq(registrations.id, paid.id));
  await tx.update(paymentSlips).set({ confirmationId: confirmation.id }).where(eq(paymentSlips.id, slip.id));
}

/**
 * The demo accounts are fixed so the README can promise what they show:
 * 0822222222 owes for the latest past meeting and the seminar and has a slip waiting;
 * 0833333333 has paid everything; neither has registered for the early-bird party yet.
 */
function demoChoice(person: number, kind: PlannedEvent['kind'] | undefined, past: boolean, startsAt: Date, now: Date) {
  if (person !== 1 && person !== 2) return undefined;
  if (kind === 'party') return false;
  if (kind === 'seminar') return person === 1;
  if (kind === 'meeting') return past && now.getTime() - startsAt.getTime() < 21 * DAY_MS;
  return person === 2;
}

function demoPaid(person: number, kind: PlannedEvent['kind'] | undefined, past: boolean, startsAt: Date, now: Date) {
  if (person === 2) return true;
  if (person !== 1) return undefined;
  if (kind === 'seminar') return false;
  // The most recent past meeting is the unpaid one.
  return !(past && now.getTime() - startsAt.getTime() < 7 * DAY_MS);
}
