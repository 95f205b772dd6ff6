import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiRoutes } from '@chapter/contract/routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createEvent, createMember, createRegistration, createStaff } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { registrations } from '../db/schema/index.ts';

describe('compressed answers', () => {
  let t: TestApp;
  let token: string;
  let staffToken: string;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await createMember(t.db, { phone: '0822222222' });
    const inAMonth = Date.now() + 30 * 86_400_000;
    for (let i = 0; i < 10; i++) {
      const event = await createEvent(t.db, {
        name: `ประชุมประจำสัปดาห์ ครั้งที่ ${i + 1}`,
        startsAt: new Date(inAMonth + i),
      });
      eventId = event.id;
      for (let k = 0; k < 5; k++) {
        const attendee = await createMember(t.db, { firstName: `สมาชิก${k}`, lastName: `นามสกุล${i}` });
        await createRegistration(t.db, { memberId: attendee.id, eventId: event.id });
      }
    }
    token = await t.login('0822222222');
    await createStaff(t.db, { phone: '0811111111' });
    staffToken = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const events = (acceptEncoding?: string) =>
    call(t, apiRoutes.availableEvents, {
      token,
      headers: { ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    });

  it('sends the event list compressed to a phone that accepts brotli or gzip, with the same content', async () => {
    const plain = await events();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const list = plain.json();
    expect(list).toHaveLength(10);

    const br = await events('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    const brBody = brotliDecompressSync(br.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(brBody.length / 4);
    expect(JSON.parse(brBody.toString())).toEqual(list);

    const gz = await events('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);
  });

  it('compresses any other JSON answer over 1 kB in one piece, as the client asks, with the same content', async () => {
    const get = (acceptEncoding?: string) =>
      call(t, apiRoutes.memberList, {
        token: staffToken,
        headers: { ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers uncompressed', async () => {
    const health = await call(t, apiRoutes.health, { headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not decompress a compressed request body: it is refused as malformed and nothing is registered', async () => {
    const [before] = await t.db.select({ n: count() }).from(registrations);
    const response = await call(t, apiRoutes.registerEvent, {
      token,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      rawBody: gzipSync(JSON.stringify({ event: eventId })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    const [after] = await t.db.select({ n: count() }).from(registrations);
    expect(after?.n).toBe(before?.n);
  });
});
