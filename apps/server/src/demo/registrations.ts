import type { events, registrations } from '../db/schema/index.ts';
import type { PlannedEvent } from './events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * Who registered for each event and who has paid: the README's demo accounts as it describes
 * them, everyone else by chance (more of them for past events), the same chance in every demo.
 */
export function planRegistrations(demo: {
  eventRows: Array<typeof events.$inferSelect>;
  planned: PlannedEvent[];
  memberIds: number[];
  staffId: number;
  now: Date;
}): Array<typeof registrations.$inferInsert> {
  const { eventRows, planned, memberIds, staffId, now } = demo;
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
  return rows;
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
