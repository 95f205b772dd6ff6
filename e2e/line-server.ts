/**
 * Starts the server for the LINE end-to-end specs: loads the demo chapter into its empty database
 * first (a server with LINE configured never seeds demo data itself), then runs main.ts unchanged.
 */
import path from 'node:path';
import { FsBlobStore } from '../apps/server/src/blobs/fs-blob-store.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/demo/seed-demo.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
await seedDemoIfEmpty(database.db, new FsBlobStore(path.join(config.dataDir, 'blobs')));
await database.close();

await import('../apps/server/src/main.ts');
