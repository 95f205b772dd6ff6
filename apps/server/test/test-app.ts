import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../src/app.ts';
import type { BlobStore } from '../src/blobs/blob-store.ts';
import { FsBlobStore } from '../src/blobs/fs-blob-store.ts';
import type { AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { LoginLimits } from '../src/modules/auth/login-guard.ts';
import type { CardLimits } from '../src/modules/members/card/service.ts';
import type { SlipUploadOptions } from '../src/modules/payments/slips/service.ts';
import type { VisitLimits } from '../src/modules/visitors/visit-service.ts';
import { openTestDatabase } from './test-database.ts';

export const testConfig: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  database: { kind: 'pglite', dataDir: '/nonexistent' },
  slipStorage: { kind: 'folder', dir: '/nonexistent' },
  demoMode: false,
  chapterName: 'ชาปเตอร์ทดสอบ',
  bank: { name: 'ธนาคารทดสอบ', accountHolder: 'บัญชีทดสอบ', accountNumber: '000-0-00000-0', promptpayId: '' },
  liffIds: { profile: null, event: null, payment: null },
  line: {
    loginChannelIds: [],
    loginChannelSecret: null,
    channelAccessToken: null,
    apiBaseUrl: 'http://127.0.0.1:9',
    channelSecret: null,
    dataApiBaseUrl: 'http://127.0.0.1:9',
  },
  slipVerification: null,
  loginConfirmation: 'off',
  trustProxy: false,
  requestTimeoutMs: 120_000,
  messageBeatMs: 30_000,
  messageLeaseMs: 60_000,
  tokenIdleDays: 180,
  loginAttemptsPerPhone: 10,
  lineQuotaReserve: 0,
  logLevel: 'silent',
  webDistDir: null,
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  /** Slip images, in a temporary folder of this test file. */
  blobs: FsBlobStore;
  blobDir: string;
  /** Logs in by phone through the API and returns the bearer token. */
  login(phone: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    config?: Partial<AppConfig>;
    loginLimits?: LoginLimits;
    cardLimits?: CardLimits;
    visitLimits?: VisitLimits;
    now?: () => Date;
    database?: Database;
    /** How long a process holds a message run (the two-process tests shorten it). */
    messageLeaseMs?: number;
    /** Per-member upload limits (raised) or the image step (held), for the upload tests. */
    slipUploads?: SlipUploadOptions;
    /** Wraps the blob folder's store, e.g. in one whose disk is full. */
    wrapBlobs?: (files: FsBlobStore) => BlobStore;
    /** Narrows the line in front of the database (ADR 33). */
    databaseQueue?: AppDeps['databaseQueue'];
    /** Shortens the time a small JSON body has to arrive (ADR 44). */
    smallBodyTimeoutMs?: number;
    /**
     * Whether each request first waits until the test's own direct writes are heard (ADR 62). On by
     * default; the tests of hearing itself turn it off, to see what another process would.
     */
    hearChangesBeforeEachRequest?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const blobDir = mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'));
  const blobs = new FsBlobStore(blobDir);
  const app = await buildApp({
    config: { ...testConfig, ...options.config },
    db: database.db,
    changes: await database.listen(),
    hearChangesBeforeEachRequest: options.hearChangesBeforeEachRequest ?? true,
    blobs: options.wrapBlobs?.(blobs) ?? blobs,
    ...(options.slipUploads && { slipUploads: options.slipUploads }),
    ...(options.loginLimits && { loginLimits: options.loginLimits }),
    ...(options.cardLimits && { cardLimits: options.cardLimits }),
    ...(options.visitLimits && { visitLimits: options.visitLimits }),
    ...(options.now && { now: options.now }),
    ...(options.messageLeaseMs && { messageLeaseMs: options.messageLeaseMs }),
    ...(options.smallBodyTimeoutMs && { smallBodyTimeoutMs: options.smallBodyTimeoutMs }),
    // No request is refused for its wait in a test: a busy machine is slow, and no test may depend
    // on how slow (the line's own test narrows it by length, not time).
    databaseQueue: { maxWaitMs: 3_600_000, ...options.databaseQueue },
  });
  return {
    app,
    database,
    db: database.db,
    blobs,
    blobDir,
    login: async (phone) => {
      const response = await app.inject({ method: 'POST', url: apiRoutes.login.path, payload: { username: phone } });
      if (response.statusCode !== 200) throw new Error(`login ${phone} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
