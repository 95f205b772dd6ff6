// `npm run check:node -- 22 24`: runs the server's checks under other Node.js releases, taken from
// the npm registry's `node` package (the official binaries), without installing them system-wide:
// the typecheck, the unit and API tests on the embedded database (which also start the real server
// in processes of its own) and the web app's component tests.
// CI runs on the machine's own Node; this is how a release is checked on the others (README).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const majors = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg));
if (majors.length === 0) {
  console.error('Usage: npm run check:node -- <major> [<major> ...]   e.g. npm run check:node -- 22 24');
  process.exit(1);
}

function run(title, command, args, env) {
  console.log(`\n--- ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

const failed = [];
for (const major of majors) {
  const place = mkdtempSync(path.join(tmpdir(), `chapter-node${major}-`));
  try {
    if (!run(`Node ${major} from the registry`, 'npm', ['install', '--prefix', place, '--no-save', `node@${major}`])) {
      failed.push(`${major}: install`);
      continue;
    }
    const bin = path.join(place, 'node_modules', 'node', 'bin');
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
    const steps = [
      ['version', 'node', ['--version']],
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['unit and API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api:pglite']],
      ['web component tests', 'npx', ['vitest', 'run', '--project', 'web']],
    ];
    for (const [title, command, args] of steps) {
      if (!run(`Node ${major}: ${title}`, command, args, { ...env, TEST_DATABASE_URL: '' }))
        failed.push(`${major}: ${title}`);
    }
  } finally {
    rmSync(place, { recursive: true, force: true });
  }
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\nNode ${majors.join(', ')}: every check passed.`);
