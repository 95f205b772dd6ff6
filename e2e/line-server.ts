/**
 * Starts the server for the LINE end-to-end specs: loads the demo chapter into its empty database
 * first (a server with LINE configured never seeds demo data itself), with its staff member's LINE
 * account already connected, then runs main.ts unchanged.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FsBlobStore } from '../apps/server/src/blobs/fs-blob-store.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/demo/seed-demo.ts';
import { members } from '../apps/server/src/db/schema/index.ts';
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

await import('../apps/server/src/main.ts');
