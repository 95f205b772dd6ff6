import type { TPalms } from '@chapter/contract/attendance';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  attendance,
  checkIns,
  type events,
  guests,
  leaveRequests,
  meetingClosings,
  paymentConfirmations,
  registrations,
} from '../db/schema/index.ts';
import { demoPeople } from './people.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Last week's meeting as a chapter leaves it (issue 35): checked in at the door by the Visitor Host,
 * its PALMS sheet closed by the Vice President — some late, one substitute, one on leave, one absent,
 * two visitors credited to the member who invited them — and its cash-up with one difference: a
 * visitor who came and has not paid. Members who came owing paid at the door in cash. Written as
 * the modules would have written it, and kept consistent with what closing computes from the door.
 */
// Phones no end-to-end test uses, but the absent one, who owes for the latest past meeting (README).
const ABSENT = '0822222222';
const ON_LEAVE = '0890000009';
const SENDER = '0890000022';
const INVITER = '0890000008';
const LATE = ['0890000005', '0890000023', '0890000029'];

type Seat = typeof registrations.$inferSelect;

export async function closeDemoLastMeeting(
  tx: Tx,
  demo: {
    eventRows: Array<typeof events.$inferSelect>;
    memberIds: number[];
    staffId: number;
    hostId: number;
    vicePresidentId: number;
    now: Date;
  },
) {
  const { eventRows, memberIds, staffId, hostId, vicePresidentId, now } = demo;
  const meeting = eventRows
    .filter((event) => event.seriesId !== null && event.endsAt < now)
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];
  if (!meeting || meeting.visitorFeeSatang === null || meeting.substituteFeeSatang === null) return;
  const idOf = (phone: string) => memberIds[demoPeople.findIndex((person) => person.phone === phone)] as number;
  const start = meeting.startsAt.getTime();
  const onTime = new Date(start - 10 * MINUTE);
  const late = new Date(start + 25 * MINUTE);
  const day = new Date(start + 7 * 3600_000).toISOString().slice(0, 10);

  // Leave approved ahead for the week of the meeting.
  await tx.insert(leaveRequests).values({
    memberId: idOf(ON_LEAVE),
    startsOn: day,
    endsOn: new Date(start + 7 * 3600_000 + 6 * DAY).toISOString().slice(0, 10),
    reason: 'ผ่าตัดและพักฟื้น',
    requestedAt: new Date(start - 10 * DAY),
    status: 'approved',
    decidedAt: new Date(start - 9 * DAY),
    decidedBy: vicePresidentId,
  });

  // The substitute the sender sent, whose meal the sender paid, and two visitors, one paying at the door.
  const guest = async (values: Omit<typeof guests.$inferInsert, 'eventId' | 'createdAt'>) => {
    const [row] = await tx
      .insert(guests)
      .values({ eventId: meeting.id, createdAt: new Date(start - 3 * DAY), ...values })
      .returning({ id: guests.id });
    return row?.id as number;
  };
  const substitute = await guest({
    kind: 'substitute',
    hostMemberId: idOf(SENDER),
    createdBy: idOf(SENDER),
    firstName: 'อรุณี',
    lastName: 'มาแทน',
    phone: '0869990002',
    company: 'สุขใจเทรดดิ้ง',
  });
  await tx.insert(registrations).values({
    memberId: idOf(SENDER),
    seatGuestId: substitute,
    eventId: meeting.id,
    priceSatang: meeting.substituteFeeSatang,
    registeredAt: new Date(start - 3 * DAY),
    paidAt: new Date(start - 2 * DAY),
    confirmedBy: staffId,
  });
  const visitorAt = new Date(start - 2 * DAY);
  const visitor = (firstName: string, lastName: string, phone: string, company: string, businessCategory: string) =>
    guest({
      kind: 'visitor',
      hostMemberId: idOf(INVITER),
      firstName,
      lastName,
      phone,
      company,
      businessCategory,
      noticeVersion: 1,
      agreedAt: visitorAt,
      payAtDoorAt: visitorAt,
    });
  const paidVisitor = await visitor('กมล', 'ใจกว้าง', '0867770011', 'กมลโลจิสติกส์', 'ขนส่ง');
  const owingVisitor = await visitor('นภา', 'ฟ้าใส', '0867770012', 'นภาคลินิก', 'ความงาม');
  const [paidVisitorSeat] = await tx
    .insert(registrations)
    .values([
      {
        guestId: paidVisitor,
        seatGuestId: paidVisitor,
        eventId: meeting.id,
        priceSatang: meeting.visitorFeeSatang,
        registeredAt: visitorAt,
      },
      {
        guestId: owingVisitor,
        seatGuestId: owingVisitor,
        eventId: meeting.id,
        priceSatang: meeting.visitorFeeSatang,
        registeredAt: visitorAt,
      },
    ])
    .returning();
  await payInCash(tx, { seat: paidVisitorSeat as Seat, payer: { guestId: paidVisitor }, by: hostId, at: onTime });

  // Who came: everyone but the absent member, the one on leave and the one who sent a substitute.
  const away = new Set([idOf(ABSENT), idOf(ON_LEAVE), idOf(SENDER)]);
  const lateIds = new Set(LATE.map(idOf));
  const came = memberIds.filter((id) => !away.has(id));
  await tx.insert(checkIns).values([
    ...came.map((memberId) => ({
      eventId: meeting.id,
      memberId,
      checkedInAt: lateIds.has(memberId) ? late : onTime,
      checkedInBy: memberId === hostId ? staffId : hostId,
      how: 'code' as const,
      late: lateIds.has(memberId),
    })),
    ...[substitute, paidVisitor, owingVisitor].map((guestId) => ({
      eventId: meeting.id,
      guestId,
      checkedInAt: onTime,
      checkedInBy: hostId,
      how: 'tap' as const,
      late: false,
    })),
  ]);
  // Members who came owing paid at the door; the host's own fee went to the treasurer.
  const owing = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, meeting.id), isNull(registrations.paidAt), isNull(registrations.seatGuestId)));
  for (const seat of owing) {
    if (seat.memberId === null || !came.includes(seat.memberId)) continue;
    await payInCash(tx, {
      seat,
      payer: { memberId: seat.memberId },
      by: seat.memberId === hostId ? staffId : hostId,
      at: onTime,
    });
  }

  await tx
    .insert(meetingClosings)
    .values({ eventId: meeting.id, closedAt: new Date(start + DAY), closedBy: vicePresidentId });
  const statusOf = (id: number): TPalms =>
    id === idOf(ABSENT) ? 'A' : id === idOf(ON_LEAVE) ? 'M' : id === idOf(SENDER) ? 'S' : lateIds.has(id) ? 'L' : 'P';
  await tx.insert(attendance).values(
    memberIds.map((memberId) => {
      const status = statusOf(memberId);
      return {
        eventId: meeting.id,
        memberId,
        status,
        closedStatus: status,
        visitors: memberId === idOf(INVITER) ? 2 : 0,
      };
    }),
  );
}

/** Cash taken at the door for one seat: a confirmation as the door's `confirmCash` writes it. */
async function payInCash(
  tx: Tx,
  { seat, payer, by, at }: { seat: Seat; payer: { memberId: number } | { guestId: number }; by: number; at: Date },
) {
  const [confirmation] = await tx
    .insert(paymentConfirmations)
    .values({
      ...payer,
      confirmedBy: by,
      confirmedAt: at,
      method: 'cash',
      receivedSatang: seat.priceSatang,
      appliedSatang: seat.priceSatang,
    })
    .returning({ id: paymentConfirmations.id });
  await tx
    .update(registrations)
    .set({ paidAt: at, confirmedBy: by, paymentId: confirmation?.id })
    .where(eq(registrations.id, seat.id));
}
