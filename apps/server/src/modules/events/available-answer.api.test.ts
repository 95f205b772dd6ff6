import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * The event list as a phone reopening the mini-app gets it (issue 21, ADR 32): compressed once per
 * member and change, with an ETag, so an unchanged list costs a 304 and no bytes; and never an
 * answer older than the data or the moment (an event ending, an early-bird price ending).
 */
describe('the event list answer a phone keeps', () => {
  let t: TestApp;
  let clock = new Date('2026-11-22T03:00:00Z');
  const later = (ms: number) => new Date(clock.getTime() + ms);
  let token: string;
  let otherToken: string;
  let thirdToken: string;
  let party: number;

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    await createMember(t.db, { phone: '0822222222' });
    await createMember(t.db, { phone: '0833333333', firstName: 'สุดา', lastName: 'ทองมา' });
    await createMember(t.db, { phone: '0844444444' });
    // A location long enough that the list is over the 1 kB below which answers go uncompressed.
    const locationName = 'ห้องประชุมใหญ่ ชั้น 5 อาคารสำนักงาน ถนนสุขุมวิท กรุงเทพมหานคร '.repeat(4);
    await createEvent(t.db, { name: 'ประชุมเช้า', startsAt: later(2 * HOUR), endsAt: later(4 * HOUR), locationName });
    party = (
      await createEvent(t.db, {
        name: 'งานเลี้ยง',
        startsAt: later(20 * DAY),
        priceSatang: 150_000,
        earlyBirdPriceSatang: 120_000,
        earlyBirdEndsAt: later(5 * DAY),
        locationName,
      })
    ).id;
    token = await t.login('0822222222');
    otherToken = await t.login('0833333333');
    thirdToken = await t.login('0844444444');
  });
  afterAll(() => t.close());

  it('answers with an ETag a browser may keep only to ask again, varying by member and encoding', async () => {
    const response = await call(t, apiRoutes.availableEvents, { token, headers: { ...{} } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().map((event: { name: string }) => event.name)).toEqual(['ประชุมเช้า', 'งานเลี้ยง']);
  });

  it('sends a phone the same list brotli- or gzip-compressed, as it asks', async () => {
    const plain = (await call(t, apiRoutes.availableEvents, { token, headers: { ...{} } })).body;
    const br = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'accept-encoding': 'gzip, deflate, br' } },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'accept-encoding': 'gzip;q=1, br;q=0' } },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(br.headers.etag).toBe(gzip.headers.etag);
  });

  it('answers 304 with no body when the phone already holds the list', async () => {
    const first = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'accept-encoding': 'br' } },
    });
    const again = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers the whole new list once another member registers, and the old ETag no longer matches', async () => {
    const before = await call(t, apiRoutes.availableEvents, { token, headers: { ...{} } });
    const registered = await call(t, apiRoutes.registerEvent, { token: otherToken, body: { event: party } });
    expect(registered.statusCode).toBe(201);
    const after = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'if-none-match': String(before.headers.etag) } },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[1].attendees).toEqual([{ name: 'สุดา ทองมา', is_paid: false }]);
  });

  it('never gives one member another member’s list: their own registration differs, so their ETag does', async () => {
    const mine = await call(t, apiRoutes.availableEvents, { token, headers: { ...{} } });
    const theirs = await call(t, apiRoutes.availableEvents, {
      token: otherToken,
      headers: { ...{ 'if-none-match': String(mine.headers.etag) } },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()[1].register).toMatchObject({ price: 1200 });
    expect(mine.json()[1].register).toBeNull();
    // The same bytes are the same answer: a member whose list is identical may reuse it.
    const third = await call(t, apiRoutes.availableEvents, {
      token: thirdToken,
      headers: { ...{ 'if-none-match': String(mine.headers.etag) } },
    });
    expect(third.statusCode).toBe(304);
  });

  it('drops the early-bird price when it ends and an event when it finishes, though no data changed', async () => {
    const before = await call(t, apiRoutes.availableEvents, { token, headers: { ...{} } });
    expect(before.json()[1].is_early_bird).toBe(true);
    clock = later(5 * DAY);
    const priced = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...{ 'if-none-match': String(before.headers.etag) } },
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().map((event: { name: string }) => event.name)).toEqual(['งานเลี้ยง']);
    expect(priced.json()[0].is_early_bird).toBe(false);
  });

  it('refuses a caller without a valid token before anything is prepared, with no ETag', async () => {
    const response = await call(t, apiRoutes.availableEvents);
    expect(response.statusCode).toBe(401);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
