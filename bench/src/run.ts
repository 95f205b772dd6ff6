/**
 * npm run bench: the registration rush, page weight, mobile load, upload and slip QR figures,
 * printed as tables and written to bench/results/latest.json. Numbers only: nothing here passes or
 * fails.
 *
 *   npm run bench                      everything (the PostgreSQL leg when DATABASE_URL is set)
 *   npm run bench -- --only rush,weight --duration 5
 *   npm run bench -- --only endpoints --duration 5   (the read endpoints against their floors, no mix)
 *   npm run bench -w @chapter/bench -- --only slips --slips 80   (no web build needed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkAims } from './aims.ts';
import { mainThreadLoads } from './main-thread.ts';
import { mobileLoad } from './mobile-load.ts';
import { pageWeights } from './page-weight.ts';
import type { BenchResults } from './results.ts';
import { onEngine } from './rush.ts';
import { slipDecode } from './slip-decode.ts';
import { printTables } from './tables.ts';
import { uploads } from './upload.ts';
import { phoneUpload } from './upload-phone.ts';

// `rush` is the mix and the endpoints; `endpoints` alone skips the mix.
const SECTIONS = ['rush', 'weight', 'lighthouse', 'main-thread', 'upload', 'slips'] as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: SECTIONS.join(',') },
    duration: { type: 'string', default: '10' },
    slips: { type: 'string', default: '40' },
  },
});
const only = new Set(values.only.split(','));
const durationSeconds = Number(values.duration);
const log = (line: string) => console.error(`  ${line}`);

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  },
  durationSeconds,
  rush: [],
  endpoints: [],
  pageWeight: [],
  mobileLoad: [],
  mainThread: [],
  upload: [],
  phoneUpload: null,
  slips: [],
  aims: [],
};

if (only.has('rush') || only.has('endpoints')) {
  const postgresUrl = process.env.DATABASE_URL;
  if (!postgresUrl) log('rush: DATABASE_URL is not set, so the PostgreSQL leg is skipped');
  for (const url of postgresUrl ? [undefined, postgresUrl] : [undefined]) {
    const engine = await onEngine({ ...(url && { postgresUrl: url }), durationSeconds, mix: only.has('rush'), log });
    if (engine.rush) results.rush.push(engine.rush);
    results.endpoints.push(...engine.endpoints);
  }
}
if (only.has('weight')) results.pageWeight = await pageWeights(log);
if (only.has('lighthouse')) results.mobileLoad = await mobileLoad(log);
if (only.has('main-thread')) results.mainThread = await mainThreadLoads(log);
if (only.has('upload')) {
  results.upload = await uploads(log);
  results.phoneUpload = await phoneUpload(log);
}
if (only.has('slips')) results.slips = await slipDecode(Number(values.slips), log);
results.aims = checkAims(results);

printTables(results);
const dir = path.join(import.meta.dirname, '../results');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(process.cwd(), path.join(dir, 'latest.json'))}`);
