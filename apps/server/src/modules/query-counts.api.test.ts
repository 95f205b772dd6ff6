import { apiRoutes } from '@chapter/contract/routes';
import { describe, expect, it, onTestFinished } from 'vitest';
import { call } from '../../test/call.ts';
import {
  createConfirmation,
  createEvent,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A list endpoint must not run a query per event, member or attendee (an N+1 query): each test
 * counts the SQL statements of one request on a small chapter, grows the chapter, and counts again.
 * It counts statements, not time, so it holds on any machine.
 */

const DAY = 24 * 60 * 60 * 1000;
/** Mid-November in Bangkok, so every event below starts in November. */
const clock = new Date('2026-11-15T03:00:00Z');
const november = apiRoutes.eventsOfMonth.path.replace(':month', '11').replace(':year', '2026');

interface Chapter {
  t: TestApp;
  memberToken: string;
  staffToken: string;
  /**
   * Adds events, alternately started and to come, and new members, each with a slip waiting and a
   * validated one. The member and the new members register for every new event; every other
   * attendee has paid, and paid attendances of started events are verified.
   */
  grow(counts: { events: number; newMembers: number }): Promise<void>;
}

/** A chapter of its own for the running test, closed when the test ends. */
async function startChapter(): Promise<Chapter> {
  const t = await startTestApp({ now: () => clock });
  onTestFinished(() => t.close());
  const staff = await createStaff(t.db, { phone: '0811111111' });
  const member = await createMember(t.db, { phone: '0822222222' });
  let eventsSoFar = 0;
  const grow: Chapter['grow'] = async (counts) => {
    const attendees = [member];
    for (let i = 0; i < counts.newMembers; i++) {
      const newMember = await createMember(t.db);
      await createSlip(t.db, { memberId: newMember.id });
      await createSlip(t.db, { memberId: newMember.id, validatedBy: staff.id, validatedAt: clock });
      attendees.push(newMember);
    }
    for (let i = 0; i < counts.events; i++) {
      const n = ++eventsSoFar;
      const startsAt = new Date(clock.getTime() + (n % 2 === 1 ? -n : n) * DAY);
      const event = await createEvent(t.db, { startsAt });
      for (const [k, attendee] of attendees.entries()) {
        const paid = k % 2 === 1;
        await createRegistration(t.db, {
          memberId: attendee.id,
          eventId: event.id,
          ...(paid && { paidAt: clock, confirmedBy: staff.id }),
          ...(paid && startsAt < clock && { bniVerifiedAt: clock, bniVerifiedBy: staff.id }),
        });
      }
    }
  };
  return { t, memberToken: await t.login('0822222222'), staffToken: await t.login('0811111111'), grow };
}

/**
 * The SQL statements of one GET, after a first one has done any one-time work, with the answer so
 * a test can check the data really grew. A failing count then shows which statements repeat.
 * `warm: false` counts the first request itself: an answer kept until its data change (the profile,
 * ADR 36) is read from the database only by the first request after growing.
 */
async function statementsOf(t: TestApp, url: string, token: string, { warm = true } = {}) {
  const request = { method: 'GET' as const, url, headers: bearer(token) };
  if (warm) expect((await t.app.inject(request)).statusCode).toBe(200);
  const statements: string[] = [];
  const stop = t.database.onQuery((sql) => statements.push(sql));
  try {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(200);
    return { statements, body: response.json() };
  } finally {
    stop();
  }
}

describe('list endpoints run a fixed number of SQL statements, however much data they list', () => {
  it('GET /api/event/available-event/ runs the same number of SQL statements for 1 event to come as for 6', async () => {
    const { t, memberToken, grow } = await startChapter();
    await grow({ events: 2, newMembers: 1 });
    const small = await statementsOf(t, apiRoutes.availableEvents.path, memberToken);
    await grow({ events: 10, newMembers: 9 });
    const large = await statementsOf(t, apiRoutes.availableEvents.path, memberToken);

    expect(small.body).toHaveLength(1);
    expect(large.body).toHaveLength(6);
    expect(large.body[5].attendees).toHaveLength(10);
    expect(large.statements).toHaveLength(small.statements.length);
  });

  it('GET /api/event/available-event/ runs no SQL statement while the list is current, for a 304 as for a 200', async () => {
    const { t, memberToken, grow } = await startChapter();
    await grow({ events: 10, newMembers: 9 });
    const first = await call(t, apiRoutes.availableEvents, { token: memberToken });
    expect(first.statusCode).toBe(200);
    const statementsOfGet = async (headers: Record<string, string>) => {
      const statements: string[] = [];
      const stop = t.database.onQuery((sql) => statements.push(sql));
      try {
        const response = await call(t, apiRoutes.availableEvents, { token: memberToken, headers });
        return { statusCode: response.statusCode, statements };
      } finally {
        stop();
      }
    };
    // The session and the data version are kept in the process (ADR 62); the list and its answer too.
    const again = await statementsOfGet({ 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(200);
    expect(again.statements).toEqual([]);
    const unchanged = await statementsOfGet({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.statements).toEqual([]);
  });

  it('GET /api/member/profile/ runs the same number of SQL statements for 2 registrations as for 12', async () => {
    const { t, memberToken, grow } = await startChapter();
    await grow({ events: 2, newMembers: 1 });
    // The session is kept from the first request on (ADR 62): both counts below are the profile's own.
    expect((await call(t, apiRoutes.availableEvents, { token: memberToken })).statusCode).toBe(200);
    const small = await statementsOf(t, apiRoutes.profile.path, memberToken, { warm: false });
    await grow({ events: 10, newMembers: 9 });
    const large = await statementsOf(t, apiRoutes.profile.path, memberToken, { warm: false });

    expect(small.body.registrations).toHaveLength(2);
    expect(large.body.registrations).toHaveLength(12);
    expect(large.statements).toHaveLength(small.statements.length);
  });

  it('GET /api/member/list/ runs the same number of SQL statements for 3 members as for 12', async () => {
    const { t, staffToken, grow } = await startChapter();
    await grow({ events: 2, newMembers: 1 });
    const small = await statementsOf(t, apiRoutes.memberList.path, staffToken);
    await grow({ events: 10, newMembers: 9 });
    const large = await statementsOf(t, apiRoutes.memberList.path, staffToken);

    expect(small.body).toHaveLength(3);
    expect(large.body).toHaveLength(12);
    expect(large.statements).toHaveLength(small.statements.length);
  });

  it('GET /api/event/list/{month}/{year}/ runs the same number of SQL statements for 2 events as for 12', async () => {
    const { t, staffToken, grow } = await startChapter();
    await grow({ events: 2, newMembers: 1 });
    const small = await statementsOf(t, november, staffToken);
    await grow({ events: 10, newMembers: 9 });
    const large = await statementsOf(t, november, staffToken);

    expect(small.body).toHaveLength(2);
    expect(large.body).toHaveLength(12);
    expect(large.body[11].attendees).toHaveLength(10);
    expect(large.statements).toHaveLength(small.statements.length);
  });

  it('GET /api/payment/unvalidated-member/ runs the same number of SQL statements for 1 member with a slip waiting as for 10', async () => {
    const { t, staffToken, grow } = await startChapter();
    await grow({ events: 2, newMembers: 1 });
    const small = await statementsOf(t, apiRoutes.unvalidatedMembers.path, staffToken);
    await grow({ events: 10, newMembers: 9 });
    const large = await statementsOf(t, apiRoutes.unvalidatedMembers.path, staffToken);

    expect(small.body).toHaveLength(1);
    expect(large.body).toHaveLength(10);
    expect(large.statements).toHaveLength(small.statements.length);
  });

  it('GET /api/payment/confirmation/ runs the same number of SQL statements for 1 confirmation as for 10', async () => {
    const { t, staffToken } = await startChapter();
    const treasurer = await createStaff(t.db);
    const event = await createEvent(t.db, { startsAt: clock });
    /** Confirmations in November, each of a new member paying a registration with a slip. */
    const confirm = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const member = await createMember(t.db);
        await createConfirmation(t.db, {
          memberId: member.id,
          confirmedBy: treasurer.id,
          confirmedAt: clock,
          registrations: [await createRegistration(t.db, { memberId: member.id, eventId: event.id })],
          slips: [await createSlip(t.db, { memberId: member.id })],
        });
      }
    };
    const url = `${apiRoutes.paymentConfirmations.path}?month=2026-11`;
    await confirm(1);
    const small = await statementsOf(t, url, staffToken);
    await confirm(9);
    const large = await statementsOf(t, url, staffToken);

    expect(small.body).toHaveLength(1);
    expect(large.body).toHaveLength(10);
    expect(large.body[9].registrations).toHaveLength(1);
    expect(large.body[9].slips).toHaveLength(1);
    expect(large.statements).toHaveLength(small.statements.length);
  });
});
