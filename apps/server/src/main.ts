import { fullName } from '@chapter/contract/names';
import { buildApp } from './app.ts';
import { openBlobStore } from './blobs/open-blob-store.ts';
import { sweepAtStart } from './blobs/orphan-sweep.ts';
import { ConfigError, loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoPeople } from './demo/people.ts';
import { seedDemoIfEmpty } from './demo/seed-demo.ts';
import { loggerOptions } from './logger.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee the configuration table in README.md.`);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const database = await openDatabase(config.database);
await database.migrate();
const blobs = await openBlobStore(config.slipStorage);
const seeded = config.demoMode ? await seedDemoIfEmpty(database.db, blobs) : false;

const app = await buildApp({
  config,
  db: database.db,
  // Heard from here on: what signed-in reads need is kept in the process (ADR 62).
  changes: await database.listen(),
  blobs,
  logger: loggerOptions(config.logLevel),
});

// A crash between writing a slip's images and committing its row leaves images no row names (ADR 23);
// only those of this database's own store are removed (ADR 47).
await sweepAtStart(database, blobs, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing open requests, then closing the database`);
  await app.close();
  if (!(await app.inFlight.settled(10_000)))
    app.log.warn(`closing the database with ${app.inFlight.count()} requests unfinished`);
  blobs.close?.();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// Fastify logs a line per address it listens on; one line of ours says it instead, so that the
// banner below can wait for the log to be written out and come last.
app.log.level = 'warn';
const addresses = await app.listen({ port: config.port, host: config.host });
app.log.level = config.logLevel;
app.log.info({ address: addresses }, 'listening');
// Reminder rules and message runs: every process beats; the queue in PostgreSQL keeps them from
// sending anything twice (ADR 29). A run a crashed process left is taken up once its lease ends.
app.messageJobs.start(config.messageBeatMs);

const where =
  config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
const lines = [
  '',
  `  ${config.chapterName} is running at http://localhost:${config.port}`,
  `  Database: ${where}${seeded ? ' (demo data loaded now)' : ''}`,
  `  Slip images: ${blobs.location}`,
];
if (config.demoMode) {
  const [staff, member, paidUp] = demoPeople;
  lines.push(
    '  DEMO MODE: demo data, LINE mocked. Log in with a phone number:',
    `    ${staff?.phone}  Secretary/Treasurer and Admin (${fullName(staff?.firstName, staff?.lastName)})`,
    `    ${member?.phone}  member with an outstanding amount (${fullName(member?.firstName, member?.lastName)})`,
    `    ${paidUp?.phone}  member who has paid everything (${fullName(paidUp?.firstName, paidUp?.lastName)})`,
  );
}
// Said at every start, in the log as well as on the console, so nobody runs it this way unawares.
for (const warning of startupWarnings(config)) {
  app.log.warn(warning);
  console.warn(`  WARNING: ${warning}\n`);
}
// Last, so the address and the demo logins are what the terminal shows: after the log line still on
// its way out (pino writes asynchronously).
await new Promise<void>((resolve) => (app.log as unknown as { flush(done: () => void): void }).flush(() => resolve()));
console.log(`${lines.join('\n')}\n`);
