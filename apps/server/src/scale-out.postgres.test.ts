import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForSeeding } from '../test/crash-support.ts';
import { createAdmin, createMember, createStaff } from '../test/factories.ts';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { distinctSlip } from '../test/slip-images.ts';
import { createDurableTarget } from '../test/test-database.ts';

/**
 * Two server processes behind an imagined load balancer, on one PostgreSQL and one S3 bucket, as
 * the README's deployment section runs them (ADR 38): whichever process a request reaches, the
 * chapter is the same one. Each process has a DATA_DIR of its own, so nothing can pass through a
 * shared folder. On PostgreSQL only: embedded PGlite belongs to one process.
 */
describe('two server processes on one PostgreSQL and one S3 bucket', () => {
  let s3: S3StandIn;
  let one: ServerProcess;
  let other: ServerProcess;
  const folders: string[] = [];
  const disposers: Array<() => Promise<void>> = [];
  const people = { admin: '0810000001', staff: '0810000002', member: '0810000003' };
  let memberId: number;

  beforeAll(async () => {
    const { target, dispose } = await createDurableTarget('postgres');
    disposers.push(dispose);
    const seeding = await openForSeeding(target);
    await createAdmin(seeding.db, { phone: people.admin });
    await createStaff(seeding.db, { phone: people.staff });
    memberId = (await createMember(seeding.db, { phone: people.member })).id;
    await seeding.close();
    s3 = await startS3StandIn();
    disposers.push(() => s3.close());
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-process-'));
      folders.push(dataDir);
      return startServerProcess({ DATABASE_URL: (target as { url: string }).url, DATA_DIR: dataDir, ...s3.env });
    };
    [one, other] = await Promise.all([start(), start()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    for (const dispose of disposers.reverse()) await dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  async function call<T = unknown>(server: ServerProcess, method: string, url: string, token?: string, body?: object) {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body && { 'content-type': 'application/json' }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T,
    };
  }
  const login = async (server: ServerProcess, phone: string) =>
    (await call<{ token: string }>(server, 'POST', apiRoutes.login.path, undefined, { username: phone })).body.token;

  /**
   * Asks until `seen` holds and returns how long it took from the moment the change answered
   * (after its commit). Each process keeps what reads need and hears the other's changes from the
   * database (ADR 62): the promise is 100 ms. Bounded at 5 s so a change never heard fails here.
   */
  async function msUntil(seen: () => Promise<boolean>): Promise<number> {
    const since = performance.now();
    while (!(await seen())) {
      if (performance.now() - since > 5_000) throw new Error('the other process never saw the change');
    }
    return performance.now() - since;
  }
  const HEARD_WITHIN_MS = 100;

  it('shows a change made through one process through the other within 100 ms: a new event, a profile', async () => {
    const admin = await login(one, people.admin);
    const member = await login(other, people.member);
    // Each process has answered the list once, so each holds it ready (ADR 22).
    for (const server of [one, other])
      expect((await call(server, 'GET', apiRoutes.availableEvents.path, member)).status).toBe(200);
    const day = 24 * 60 * 60 * 1000;
    const created = await call<{ id: number }>(one, 'POST', apiRoutes.adminCreateEvent.path, admin, {
      name: 'ประชุมประจำสัปดาห์',
      location_name: 'โรงแรมริเวอร์ไซด์',
      event_start_date_time: new Date(Date.now() + 7 * day).toISOString(),
      event_end_date_time: new Date(Date.now() + 7 * day + 3 * 3_600_000).toISOString(),
      price: 450,
    });
    expect(created.status).toBe(201);
    const listed = async () =>
      (await call<Array<{ id: number }>>(other, 'GET', apiRoutes.availableEvents.path, member)).body
        .map((event) => event.id)
        .includes(created.body.id);
    expect(await msUntil(listed)).toBeLessThanOrEqual(HEARD_WITHIN_MS);

    expect((await call(other, 'GET', apiRoutes.profile.path, member)).status).toBe(200);
    const changed = await call(one, 'PUT', apiRoutes.updateCard.path, member, { hidden: true, shown_fields: [] });
    expect(changed.status).toBe(200);
    const hidden = async () =>
      (await call<{ card: { hidden: boolean } }>(other, 'GET', apiRoutes.profile.path, member)).body.card.hidden;
    expect(await msUntil(hidden)).toBeLessThanOrEqual(HEARD_WITHIN_MS);
  });

  it('refuses through the other process within 100 ms a session signed out, or a member deactivated, through one', async () => {
    const member = await login(one, people.member);
    const profileStatus = async (token: string) => (await call(other, 'GET', apiRoutes.profile.path, token)).status;
    // Read twice: the other process now holds the session and answers it without the database.
    expect(await profileStatus(member)).toBe(200);
    expect(await profileStatus(member)).toBe(200);
    expect((await call(one, 'POST', apiRoutes.signOut.path, member)).status).toBe(200);
    expect(await msUntil(async () => (await profileStatus(member)) === 401)).toBeLessThanOrEqual(HEARD_WITHIN_MS);

    const admin = await login(one, people.admin);
    const again = await login(other, people.member);
    expect(await profileStatus(again)).toBe(200);
    const values = { first_name: 'สมาชิก', last_name: 'ทดสอบ', phone: people.member, roles: [] };
    const off = await call(one, 'PUT', pathOf(apiRoutes.adminUpdateMember, { id: memberId }), admin, {
      ...values,
      active: false,
    });
    expect(off.status).toBe(200);
    expect(await msUntil(async () => (await profileStatus(again)) === 401)).toBeLessThanOrEqual(HEARD_WITHIN_MS);
    const on = await call(one, 'PUT', pathOf(apiRoutes.adminUpdateMember, { id: memberId }), admin, {
      ...values,
      active: true,
    });
    expect(on.status).toBe(200);
  });

  it('shows and confirms through one process a slip uploaded through the other, its image in the bucket', async () => {
    const member = await login(one, people.member);
    const staff = await login(other, people.staff);
    const [event] = (await call<Array<{ id: number }>>(one, 'GET', apiRoutes.availableEvents.path, member)).body;
    const registration = await call<{ id: number }>(one, 'POST', apiRoutes.registerEvent.path, member, {
      event: event?.id,
    });
    expect(registration.status).toBe(201);
    const uploaded = await call<{ id: number }>(one, 'POST', apiRoutes.createSlip.path, member, {
      image: await distinctSlip('png'),
      amount: 450,
    });
    expect(uploaded.status).toBe(201);

    const waiting = await call<Array<{ id: number; image: string }>>(
      other,
      'GET',
      pathOf(apiRoutes.paymentDetailList, { memberId }),
      staff,
    );
    const slip = waiting.body.find((row) => row.id === uploaded.body.id);
    expect(slip?.image).toBeTruthy();
    const image = await fetch(new URL(slip?.image ?? '', other.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const confirmed = await call(other, 'POST', apiRoutes.submitPayment.path, staff, {
      registrations: [registration.body.id],
      payments: [uploaded.body.id],
    });
    expect(confirmed.status).toBe(200);
    const history = await call<Array<{ id: number; status: string }>>(
      one,
      'GET',
      apiRoutes.paymentHistory.path,
      member,
    );
    expect(history.body.find((row) => row.id === uploaded.body.id)).toMatchObject({ status: 'accepted' });
    // The images went to the bucket, not to either process's folder.
    for (const folder of folders) expect(readdirSync(folder).filter((name) => name === 'blobs')).toEqual([]);
  });

  // Last: it leaves this machine's address locked out of logging in for the window.
  it('holds one login allowance for both: guesses spread over the two processes are counted together', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) => `08900000${String(i).padStart(2, '0')}`);
    for (const [i, phone] of guesses.entries()) {
      const refused = await call(i % 2 === 0 ? one : other, 'POST', apiRoutes.login.path, undefined, {
        username: phone,
      });
      expect(refused.status).toBe(400);
    }
    // Each process has seen only ten failures, under the limit of twenty; together they reached it.
    for (const server of [one, other]) {
      const locked = await call<{ detail: string }>(server, 'POST', apiRoutes.login.path, undefined, {
        username: people.member,
      });
      expect(locked.status).toBe(429);
      expect(locked.body.detail).toMatch(/ลองใหม่/);
    }
  });
});
