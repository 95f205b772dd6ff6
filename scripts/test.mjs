// `npm test`: typecheck, lint, unit + API + component tests (Vitest), then end-to-end (Playwright).
// Every step runs even when an earlier one fails, so one run shows everything that is wrong;
// the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
rmSync(path.join(root, 'reports'), { recursive: true, force: true });

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, API and component tests', 'npm', ['run', 'test:unit']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(name);
}

spawnSync('node', [path.join(root, 'scripts/test-summary.mjs')], { cwd: root, stdio: 'inherit' });
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
