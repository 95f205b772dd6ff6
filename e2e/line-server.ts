/**
 * Starts the server for the LINE end-to-end specs: loads the demo chapter into its empty database
 * first (a server with LINE configured never seeds demo data itself), with its staff member's LINE
 * account already connected, then runs main.ts unchanged.
 */
import path from 'node:path';
import { seedDemoIfEmpty } from '@chapter/server/demo';
import { members } from '@chapter/server/tables';
import { FsBlobStore, loadConfig, openDatabase } from '@chapter/server/testing';
import { eq } from 'drizzle-orm';
import { lineE2e } from './line-setup.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
if (await seedDemoIfEmpty(database.db, new FsBlobStore(path.join(config.dataDir, 'blobs')))) {
  // The chapter's staff connected their LINE before the run (with an invitation, as ADR 25 asks);
  // every other binding the specs make goes through the product: invitations and approved claims.
  await database.db
    .update(members)
    .set({ lineUserId: lineE2e.staff.lineUserId, lineDisplayName: lineE2e.staff.displayName, lineBoundAt: new Date() })
    .where(eq(members.phone, lineE2e.staff.phone));
}
await database.close();

await import('@chapter/server/main');
