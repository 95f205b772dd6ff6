// Runs the end-to-end tests against the real server and the built SPA, in Debian's Chromium.
// Playwright never downloads a browser here. Without a Chromium the run stops with a message saying
// how to install one; it is never skipped silently, so `npm test` cannot pass without it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromium || !existsSync(chromium)) {
  console.error(
    [
      '',
      'End-to-end tests need Chromium, and none was found (looked for /usr/bin/chromium; set CHROMIUM_PATH to use another).',
      "Install Debian's Chromium with:  sudo apt-get update && sudo apt-get install -y chromium",
      'Then run npm test again. (.ci/run installs it for you.)',
      '',
    ].join('\n'),
  );
  process.exit(1);
}

if (!existsSync(path.resolve(import.meta.dirname, '../apps/web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-e2e-'));

const child = spawn(
  path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'),
  ['test', ...process.argv.slice(2)],
  {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      CHROMIUM_PATH: chromium,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
    },
  },
);
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
