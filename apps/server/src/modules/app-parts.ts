import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { AppConfig } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import type { RateLimiters } from '../lib/rate-limiter.ts';
import type { LineServices } from '../line/services.ts';

/**
 * What every module is built from, the same for all (ADR 39): each `modules/<name>/module.ts`
 * takes these, plus what it needs from other modules passed by name, so app.ts shows every tie.
 */
export interface AppParts {
  config: AppConfig;
  db: Db;
  /** Every committed change to what a signed-in read stands on (ADR 62). */
  changes: ChangeFeed;
  blobs: BlobStore;
  /** LINE Login, pushes and sending, as configured (a fake or nothing in tests and the demo). */
  line: LineServices;
  /** Where rate limits count: memory on PGlite, PostgreSQL on PostgreSQL (ADR 38). */
  rateLimiters: RateLimiters;
  now: () => Date;
  log: FastifyBaseLogger;
}
