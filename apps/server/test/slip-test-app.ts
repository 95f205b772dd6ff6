import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { BlobStore } from '../src/blobs/blob-store.ts';
import { FsBlobStore } from '../src/blobs/fs-blob-store.ts';
import type { Database } from '../src/db/client.ts';
import type { SlipUploadOptions } from '../src/modules/payments/service.ts';
import { testConfig } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/** What the upload tests drive: the real app over a test database, with its blob folder. */
export interface SlipTestApp {
  app: FastifyInstance;
  db: Database['db'];
  blobDir: string;
  login(phone: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Like `startTestApp`, plus what only the upload tests change: the per-member limits, the image
 * step (held to see who waits for the workers) and the blob store (one whose disk is full).
 */
export async function startSlipTestApp(
  options: { slipUploads?: SlipUploadOptions; blobs?: (files: FsBlobStore) => BlobStore; now?: () => Date } = {},
): Promise<SlipTestApp> {
  const database = await openTestDatabase();
  const blobDir = mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'));
  const files = new FsBlobStore(blobDir);
  const app = await buildApp({
    config: testConfig,
    db: database.db,
    blobs: options.blobs?.(files) ?? files,
    ...(options.slipUploads && { slipUploads: options.slipUploads }),
    ...(options.now && { now: options.now }),
  });
  return {
    app,
    db: database.db,
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
