import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

describe('requests in flight at shutdown', () => {
  it('are waited for after close() has returned, even when their client has hung up', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release: () => void = () => {};
    const handlerMayFinish = new Promise<void>((resolve) => {
      release = resolve;
    });
    let handlerFinished = false;
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    app.get('/slow', async () => {
      started();
      await handlerMayFinish;
      handlerFinished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const request = http.get(`http://127.0.0.1:${port}/slow`);
    request.on('error', () => {});
    await handlerStarted;
    request.destroy();
    await app.close();

    // close() is done, yet the handler still runs: what it uses (the database) must stay open.
    expect(handlerFinished).toBe(false);
    expect(inFlight.count()).toBe(1);
    expect(await inFlight.settled(20)).toBe(false);

    release();
    expect(await inFlight.settled(5_000)).toBe(true);
    expect(handlerFinished).toBe(true);
  });

  it('counts nothing once every reply has been sent', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/quick', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    expect(inFlight.count()).toBe(0);
    await app.close();
  });
});
