// `npm start`'s first step: builds the web app only when its sources changed since the last build
// made here, so a second start is quick and quiet. The sources' fingerprint (their paths and
// bytes) is kept outside dist/, which the server serves.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const stamp = path.join(root, 'node_modules/.cache/chapter/web-sources.sha256');
/** Everything the build reads: the web app, the contract it imports, and the locked dependencies. */
const inputs = [
  'apps/web/src',
  'apps/web/build',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function* filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // Tests are not part of the build.
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    yield* filesUnder(path.join(relative, entry.name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of filesUnder(input)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
}
const fingerprint = hash.digest('hex');

if (existsSync(built) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) {
  console.log('Web app: already built from these sources (apps/web/dist).');
  process.exit(0);
}
console.log('Building the web app (its sources changed since the last build, or it was never built)…');
const build = spawnSync('npm', ['run', 'build', '-w', '@chapter/web', '--', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, fingerprint);
