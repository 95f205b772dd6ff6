import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.ts';
import { changesHeardPlugin } from './changes-heard.ts';

/** A feed that counts the fences asked of it. */
function countingFeed() {
  const feed = { settled: 0 };
  const changes: ChangeFeed = {
    listening: true,
    subscribe: () => () => {},
    settle: async () => {
      feed.settled += 1;
    },
    close: async () => {},
  };
  return { feed, changes };
}

async function appWith(changes: ChangeFeed) {
  const app = Fastify();
  await app.register(changesHeardPlugin, { changes, beforeEachRequest: false });
  app.get('/read', async () => ({ ok: true }));
  app.put('/write', async () => ({ ok: true }));
  app.put('/refused', async (_request, reply) => reply.code(400).send({ detail: 'no' }));
  app.put('/outage', async (_request, reply) => reply.code(503).send({ detail: 'down' }));
  return app;
}

describe('read your own writes (ADR 62)', () => {
  it('a write answers once the process has heard every change so far; a read does not wait', async () => {
    const { feed, changes } = countingFeed();
    const app = await appWith(changes);
    await app.inject({ method: 'GET', url: '/read' });
    expect(feed.settled).toBe(0);
    await app.inject({ method: 'PUT', url: '/write' });
    await app.inject({ method: 'PUT', url: '/refused' });
    expect(feed.settled).toBe(2);
    await app.close();
  });

  it('a 503 is not held back by a fence that would go through the same unavailable database', async () => {
    const { feed, changes } = countingFeed();
    const app = await appWith(changes);
    const answer = await app.inject({ method: 'PUT', url: '/outage' });
    expect(answer.statusCode).toBe(503);
    expect(feed.settled).toBe(0);
    await app.close();
  });
});
