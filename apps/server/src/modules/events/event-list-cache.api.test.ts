import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMember, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { members, registrations } from '../../db/schema/index.ts';

/**
 * The available-events list is cached per process (ADR 22). Two apps on one database stand for two
 * server processes: whatever one of them, or anything else writing to the database, changes must
 * show in the other's very next answer.
 */
describe('the cached list of available events', () => {
  let first: TestApp;
  let second: TestApp;
  let memberToken: string;
  let otherToken: string;
  let otherId: number;
  let staffToken: string;
  let eventId: number;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ database: first.database });
    await createMember(first.db, { phone: '0822222222' });
    otherId = (await createMember(first.db, { phone: '0833333333', firstName: 'สุดา', lastName: 'ทองมา' })).id;
    await createStaff(first.db, { phone: '0811111111' });
    eventId = (await createEvent(first.db, { name: 'ประชุมเช้า', startsAt: new Date(Date.now() + 86_400_000) })).id;
    memberToken = await first.login('0822222222');
    otherToken = await first.login('0833333333');
    staffToken = await first.login('0811111111');
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  const attendeesSeenByMember = async () => {
    const response = await call(first, apiRoutes.availableEvents, { token: memberToken });
    expect(response.statusCode).toBe(200);
    return response.json()[0].attendees;
  };

  it('shows a registration made through another server process in the next answer', async () => {
    expect(await attendeesSeenByMember()).toEqual([]);
    const registered = await call(second, apiRoutes.registerEvent, { token: otherToken, body: { event: eventId } });
    expect(registered.statusCode).toBe(201);
    expect(await attendeesSeenByMember()).toEqual([{ name: 'สุดา ทองมา', is_paid: false }]);
  });

  it('shows a payment confirmed through another server process in the next answer', async () => {
    const [registration] = await first.db.select().from(registrations).where(eq(registrations.memberId, otherId));
    const confirmed = await call(second, apiRoutes.submitPayment, {
      token: staffToken,
      body: { registrations: [registration?.id as number], payments: [], waiver_reason: 'ยกเว้นค่าประชุม' },
    });
    expect(confirmed.statusCode).toBe(200);
    // The confirmation's LINE notice is written after it; the statement counts below must not see it.
    await second.app.messageJobs.settled();
    expect(await attendeesSeenByMember()).toEqual([{ name: 'สุดา ทองมา', is_paid: true }]);
  });

  it('shows a name changed directly in the database in the next answer', async () => {
    await first.db.update(members).set({ firstName: 'สุดารัตน์' }).where(eq(members.id, otherId));
    expect(await attendeesSeenByMember()).toEqual([{ name: 'สุดารัตน์ ทองมา', is_paid: true }]);
  });

  const statementsOfNextList = async () => {
    const statements: string[] = [];
    const stop = first.database.onQuery((sql) => statements.push(sql));
    try {
      await attendeesSeenByMember();
      return statements;
    } finally {
      stop();
    }
  };

  it('answers a repeated request without a statement, and reads the list again only after a change', async () => {
    await attendeesSeenByMember();
    // The session and the data version are kept in the process (ADR 62).
    expect(await statementsOfNextList()).toEqual([]);

    const registered = await call(second, apiRoutes.registerEvent, { token: memberToken, body: { event: eventId } });
    expect(registered.statusCode).toBe(201);
    expect(await statementsOfNextList()).toHaveLength(2);
    expect(await statementsOfNextList()).toEqual([]);
  });

  it('keeps the list cached across a login, which changes nothing the list shows', async () => {
    await attendeesSeenByMember();
    await first.login('0833333333');
    expect(await statementsOfNextList()).toEqual([]);
  });
});
