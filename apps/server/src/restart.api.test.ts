import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { startTestApp } from '../test/test-app.ts';
import { createDurableTarget } from '../test/test-database.ts';
import { FsBlobStore } from './blobs/fs-blob-store.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';

describe('a restart on the same data', () => {
  const disposers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  it('keeps every change made through the API, and does not seed the demo twice', async () => {
    const { target, dispose } = await createDurableTarget();
    disposers.push(dispose);
    const blobs = new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-')));

    const first = await openDatabase(target);
    await first.migrate();
    expect(await seedDemoIfEmpty(first.db, blobs)).toBe(true);
    const before = await startTestApp({ database: first });
    const kept = await before.login('0811111111');
    const revoked = await before.login('0822222222');
    await call(before, apiRoutes.signOut, { token: revoked });
    const profileBefore = (await call(before, apiRoutes.profile, { token: kept })).json();
    await before.app.close();
    await first.close();

    const second = await openDatabase(target);
    await second.migrate();
    expect(await seedDemoIfEmpty(second.db, blobs)).toBe(false);
    const after = await startTestApp({ database: second });
    const profileAfter = await call(after, apiRoutes.profile, { token: kept });
    expect(profileAfter.statusCode).toBe(200);
    expect(profileAfter.json()).toEqual(profileBefore);
    const signedOut = await call(after, apiRoutes.profile, { token: revoked });
    expect(signedOut.statusCode).toBe(401);
    await after.app.close();
    await second.close();
  });
});
