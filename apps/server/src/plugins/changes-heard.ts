import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed } from '../db/change-feed.ts';

export interface ChangesHeardOptions {
  changes: ChangeFeed;
  /** Tests: wait before each request until every change committed so far is heard (app.ts). */
  beforeEachRequest: boolean;
}

/** Methods that never change anything here; every other request may have written. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read your own writes (ADR 62). A process keeps what signed-in reads need and learns of changes
 * from the database's notifications, which on PostgreSQL arrive a moment after the commit. A
 * request that may have written answers only once this process has heard everything committed up
 * to then, so the member's next request, which may come on the same connection at once, sees their
 * change. On PGlite the change is heard before the write returns and this costs nothing.
 */
export const changesHeardPlugin = fp<ChangesHeardOptions>(
  async (app: FastifyInstance, { changes, beforeEachRequest }) => {
    if (beforeEachRequest) app.addHook('onRequest', () => changes.settle());
    app.addHook('onSend', async (request, reply, payload) => {
      // A server error is not waited on: in an outage the fence would go through the same dead
      // database and hold the 503 past its limits (ADR 59), and the answer tells the member to try
      // again (or that it may be saved) rather than to read back a change.
      if (!READS.has(request.method) && reply.statusCode < 500) await changes.settle();
      return payload;
    });
  },
  { name: 'changes-heard' },
);
