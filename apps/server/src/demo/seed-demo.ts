import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER, ROLE_VICE_PRESIDENT, ROLE_VISITOR_HOST } from '@chapter/contract/roles';
import { count, inArray } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  events,
  guestNotices,
  guests,
  lineClaims,
  meetingSeries,
  memberRoles,
  members,
  privacyConsents,
  privacyNotices,
  registrations,
  reminderRules,
  roles,
} from '../db/schema/index.ts';
import { generatePublicId } from '../lib/tokens.ts';
import { weekOf } from '../modules/events/series/weeks.ts';
import { GUEST_NOTICE_TEMPLATE, NOTICE_TEMPLATE } from '../modules/privacy/notice-template.ts';
import { DEMO_SERIES, planEvents } from './events.ts';
import { blockDemoMember } from './line-follows.ts';
import { closeDemoLastMeeting } from './meeting-day.ts';
import { demoPeople } from './people.ts';
import { planRegistrations } from './registrations.ts';
import { insertDemoSlips, recordDemoConfirmation, writeDemoSlips } from './slips.ts';
import { inviteDemoVisitors, writeDemoVisitorSlip } from './visitors.ts';

/** The demo member who sends a substitute to next week's meeting (a phone no end-to-end test uses). */
const DEMO_SENDER = '0890000019';

/** A substitute sent to the next meeting (ADR 54): their meal is owed by the member who sends them. */
async function sendDemoSubstitute(
  tx: Tx,
  { eventRows, memberIds, now }: { eventRows: Array<typeof events.$inferSelect>; memberIds: number[]; now: Date },
) {
  const meeting = eventRows.find((event) => event.seriesId !== null && event.startsAt > now);
  const senderId = memberIds[demoPeople.findIndex((person) => person.phone === DEMO_SENDER)];
  if (!meeting || senderId === undefined || meeting.substituteFeeSatang === null) return;
  const [guest] = await tx
    .insert(guests)
    .values({
      eventId: meeting.id,
      kind: 'substitute',
      hostMemberId: senderId,
      createdBy: senderId,
      firstName: 'ปิยะพงษ์',
      lastName: 'แทนใจ',
      phone: '0869990001',
      company: 'ศรีสุขการบัญชี',
      createdAt: now,
    })
    .returning();
  await tx.insert(registrations).values({
    memberId: senderId,
    eventId: meeting.id,
    seatGuestId: guest?.id,
    priceSatang: meeting.substituteFeeSatang,
    registeredAt: now,
  });
}

/** Demo members who have not agreed to the privacy notice yet: they meet it at their first login. */
export const DEMO_NOT_YET_AGREED = ['0890000028', '0890000029'];

/** The demo's Visitor Host, who runs the meeting's door (issue 35): a phone no other end-to-end test uses. */
export const DEMO_DOOR_HOST = '0890000025';
/** The demo's Vice President, who keeps attendance (issue 35): a phone no other end-to-end test uses. */
export const DEMO_VICE_PRESIDENT = '0890000024';

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

  const slipFiles = await writeDemoSlips(blobs, now);
  const visitorSlip = await writeDemoVisitorSlip(blobs, now, DEMO_SERIES.visitorFeeSatang / 100);

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
    // The meeting's officers (issue 35): a Visitor Host at the door, a Vice President for attendance.
    const idOf = (phone: string) => memberIds[demoPeople.findIndex((person) => person.phone === phone)] as number;
    const hostId = idOf(DEMO_DOOR_HOST);
    const vicePresidentId = idOf(DEMO_VICE_PRESIDENT);
    const officerRoles = await tx
      .select()
      .from(roles)
      .where(inArray(roles.name, [ROLE_VISITOR_HOST, ROLE_VICE_PRESIDENT]));
    if (officerRoles.length !== 2) throw new Error('the officers’ roles are missing: migrations have not run');
    await tx.insert(memberRoles).values(
      officerRoles.map((role) => ({
        memberId: role.name === ROLE_VISITOR_HOST ? hostId : vicePresidentId,
        roleId: role.id,
      })),
    );

    const [series] = await tx
      .insert(meetingSeries)
      .values({ ...DEMO_SERIES, updatedAt: now, updatedBy: staffId })
      .returning();
    const planned = planEvents(now);
    const eventRows = await tx
      .insert(events)
      .values(
        planned.map(({ kind, ...event }) =>
          kind === 'meeting'
            ? {
                ...event,
                seriesId: series?.id,
                seriesWeek: weekOf(event.startsAt),
                visitorFeeSatang: DEMO_SERIES.visitorFeeSatang,
                substituteFeeSatang: DEMO_SERIES.substituteFeeSatang,
              }
            : event,
        ),
      )
      .returning();

    const rows = planRegistrations({ eventRows, planned, memberIds, staffId, now });
    const registered = await tx.insert(registrations).values(rows).returning();

    await sendDemoSubstitute(tx, { eventRows, memberIds, now });

    const slipRows = await insertDemoSlips(tx, slipFiles, { memberIds, staffId, now });
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
    await blockDemoMember(tx, { memberIds, now });

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
    // The visitors' own notice (issue 34), which a visitor agrees to on their invitation.
    await tx
      .insert(guestNotices)
      .values({ version: 1, body: GUEST_NOTICE_TEMPLATE.trim(), publishedAt: now, publishedBy: staffId });
    await inviteDemoVisitors(tx, { eventRows, memberIds, now, slip: visitorSlip });
    await closeDemoLastMeeting(tx, { eventRows, memberIds, staffId, hostId, vicePresidentId, now });
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
