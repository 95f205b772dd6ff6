import { apiMessages } from '@chapter/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { htmlProblems } from '../../../../test/valid-html.ts';

/**
 * Someone who opened a card from LINE reads a page whatever happens (issue 36): every answer of
 * /nc/{id} other than the card is a Thai notice with the status and headers the API would give,
 * while the API's own answers stay JSON. Each test opens from an address of its own, so the card's
 * rate limit counts only its requests.
 */
describe('every answer of the card page is a page in Thai', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      cardLimits: { requestsPerAddress: 100, missesPerAddress: 2, windowMs: 60_000 },
      // One place and no waiting room: a test fills the line by holding that place itself.
      databaseQueue: { concurrency: 1, turn: 1, maxQueued: 0 },
    });
  });
  afterAll(() => t.close());

  const open = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  /** Runs `opening` while every statement fails with `failure`, as a database that is down or a bug would. */
  async function whileStatementsFail<T>(failure: Error, opening: () => Promise<T>): Promise<T> {
    const stop = t.database.onQuery(() => {
      throw failure;
    });
    try {
      return await opening();
    } finally {
      stop();
    }
  }

  /** What every notice shares: an HTML page in Thai under the card page's CSP, never kept, and valid. */
  async function expectNotice(response: LightMyRequestResponse, status: number, title: string) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain(`<div role="alert"><h1>${title}</h1>`);
    expect(await htmlProblems(response.body)).toEqual([]);
  }

  it('an address that keeps guessing ids is told it opens cards too often, with Retry-After, not that a card is missing', async () => {
    for (const id of ['guess1', 'guess2']) expect((await open(`/nc/${id}`, '192.0.2.1')).statusCode).toBe(404);
    const response = await open('/nc/guess3', '192.0.2.1');
    await expectNotice(response, 429, 'เปิดนามบัตรบ่อยเกินไป');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toContain('กรุณารอสักครู่แล้วลองใหม่');
    expect(response.body).not.toContain('ไม่พบนามบัตร');
  });

  it('a mangled card link (a broken encoding, an id far too long) is a page saying it is not a card link', async () => {
    await expectNotice(await open('/nc/%D8%00', '192.0.2.2'), 400, 'ลิงก์นามบัตรไม่ถูกต้อง');
    await expectNotice(await open(`/nc/${'A'.repeat(120)}`, '192.0.2.2'), 414, 'ลิงก์นามบัตรไม่ถูกต้อง');
    // The API's answer to the same mistake stays its JSON.
    const api = await open('/api/member/vcard/%D8%00/', '192.0.2.2');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ detail: apiMessages.badRequest });
  });

  it('a full line in front of the database answers 503 with Retry-After and a page asking to wait', async () => {
    await t.app.databaseQueue.enter('read');
    try {
      const response = await open('/nc/AAAAAAAAAAAAAAAAAAAAAA', '192.0.2.3');
      await expectNotice(response, 503, 'ยังเปิดนามบัตรไม่ได้ในขณะนี้');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toContain('ขณะนี้มีผู้ใช้งานจำนวนมาก');
      const api = await open('/api/member/public-profile/AAAAAAAAAAAAAAAAAAAAAA/', '192.0.2.3');
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({ detail: apiMessages.databaseBusy });
    } finally {
      t.app.databaseQueue.release();
    }
  });

  it('a database that does not answer gives 503 with Retry-After and a page saying the system is briefly down', async () => {
    // As a query fails when PostgreSQL is unreachable: the driver's error, under Drizzle's.
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const refused = new DrizzleQueryError('select "first_name" from "members"', [], cause);
    const response = await whileStatementsFail(refused, () => open('/nc/AAAAAAAAAAAAAAAAAAAAAA', '192.0.2.4'));
    await expectNotice(response, 503, 'ยังเปิดนามบัตรไม่ได้ในขณะนี้');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toContain('ระบบขัดข้องชั่วคราว');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('a failure inside the server is a 500 page that says nothing of it, and the API keeps its JSON', async () => {
    const bug = new Error('a bug in the card lookup');
    const response = await whileStatementsFail(bug, () => open('/nc/AAAAAAAAAAAAAAAAAAAAAA', '192.0.2.5'));
    await expectNotice(response, 500, 'เปิดนามบัตรไม่ได้');
    expect(response.body).toContain('เกิดข้อผิดพลาดภายในระบบ');
    expect(response.body).not.toContain('bug');
    const api = await whileStatementsFail(bug, () =>
      open('/api/member/public-profile/AAAAAAAAAAAAAAAAAAAAAA/', '192.0.2.5'),
    );
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({ detail: apiMessages.internalError });
  });
});
