import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/*
 * A body sent a byte at a time must not hold a connection for ever (issue 15, case 3; Fastify's
 * default is no timeout at all). The server here allows 5 s for a whole request, the least
 * REQUEST_TIMEOUT_SECONDS takes; the test waits for the server to act, never on a clock of its own.
 */
describe('a client that sends its request too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ config: { requestTimeoutMs: 5_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is answered 408 and cut off while the body is still trickling in', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST ${apiRoutes.login.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // One byte now and then, as a slow-loris client does, until the server hangs up.
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
      sent++;
    }, 250);
    await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // It was cut off long before the 1000 bytes it promised.
    expect(sent).toBeLessThan(1000);
  }, 60_000);
});
