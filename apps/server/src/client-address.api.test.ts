import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { createMember } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { auditLog } from './db/schema/index.ts';

/*
 * Behind one reverse proxy that appends the client's address to X-Forwarded-For (nginx's usual
 * `$proxy_add_x_forwarded_for`), TRUST_PROXY=1 believes the proxy's entry only: whatever a client
 * writes to the left of it moves neither the rate limits nor what the audit log records (issue 15).
 */
describe.each([
  { setting: '1', trustProxy: 1 },
  { setting: '127.0.0.1', trustProxy: ['127.0.0.1'] },
])('the client address behind a reverse proxy (TRUST_PROXY=$setting)', ({ trustProxy }) => {
  let t: TestApp;
  const client = '203.0.113.9';
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy } });
  });
  afterAll(() => t.close());

  it('records the address the proxy saw, not the one the client wrote', async () => {
    const member = await createMember(t.db);
    expect(
      (
        await call(t, apiRoutes.login, {
          headers: { 'x-forwarded-for': `${'6.6.6.6'}, ${client}` },
          body: { username: member.phone },
          remoteAddress: '127.0.0.1',
        })
      ).statusCode,
    ).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(entry?.ip).toBe(client);
  });

  it('counts failed logins against that address however the forged part changes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        (
          await call(t, apiRoutes.login, {
            headers: { 'x-forwarded-for': `${`6.6.6.${i}`}, ${client}` },
            body: { username: `08999990${String(i).padStart(2, '0')}` },
            remoteAddress: '127.0.0.1',
          })
        ).statusCode,
      );
    expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(answers[20]).toBe(429);
    const refused = await call(t, apiRoutes.login, {
      headers: { 'x-forwarded-for': `${'7.7.7.7'}, ${client}` },
      body: { username: '0899999999' },
      remoteAddress: '127.0.0.1',
    });
    expect(refused.json().detail).toBe(apiMessages.tooManyLoginAttempts(15));
  });
});

describe('a client reaching the server directly when the proxies are named (TRUST_PROXY=127.0.0.1)', () => {
  it('is seen at its own address whatever X-Forwarded-For it sends', async () => {
    const t = await startTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    const member = await createMember(t.db);
    await call(t, apiRoutes.login, {
      headers: { 'x-forwarded-for': '6.6.6.6' },
      body: { username: member.phone },
      remoteAddress: '198.51.100.7',
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(entry?.ip).toBe('198.51.100.7');
    await t.close();
  });
});
