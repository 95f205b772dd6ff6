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

// WEB_DIST_DIR names another build (a session building into a folder of its own).
const webDist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}

// Four free ports, all held open until each is known, so none is handed out twice: the demo
// server, the LINE-connected server, fake-line and the new-chapter server (see playwright.config.ts).
const listeners = await Promise.all(
  [0, 1, 2, 3].map(
    () =>
      new Promise((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
      }),
  ),
);
const [port, linePort, fakeLinePort, newChapterPort] = listeners.map((server) => server.address().port);
await Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve))));
const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-e2e-'));
const lineDataDir = mkdtempSync(path.join(tmpdir(), 'chapter-e2e-line-'));
const newChapterDataDir = mkdtempSync(path.join(tmpdir(), 'chapter-e2e-new-'));

// The tests run in a shuffled order (Playwright's --shuffle: files, and the tests of a parallel file),
// so a test that leans on what another did to the shared demo chapter fails here rather than on the
// day the order changes. The seed is printed: E2E_SHUFFLE_SEED=<seed> repeats an order,
// E2E_SHUFFLE_SEED=off keeps the files' own order.
const args = process.argv.slice(2);
const seedSetting = process.env.E2E_SHUFFLE_SEED?.trim() || String(Math.floor(Math.random() * 1e9));
const shuffle = seedSetting !== 'off' && !args.some((arg) => arg.startsWith('--shuffle'));
if (shuffle) {
  args.push(`--shuffle=${seedSetting}`);
  console.log(`End-to-end tests in a shuffled order, seed ${seedSetting}: E2E_SHUFFLE_SEED=${seedSetting} repeats it.`);
}

const child = spawn(path.resolve(import.meta.dirname, '../node_modules/.bin/playwright'), ['test', ...args], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
  env: {
    ...process.env,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_LINE_PORT: String(linePort),
    E2E_FAKE_LINE_PORT: String(fakeLinePort),
    E2E_LINE_DATA_DIR: lineDataDir,
    E2E_NEW_CHAPTER_PORT: String(newChapterPort),
    E2E_NEW_CHAPTER_DATA_DIR: newChapterDataDir,
  },
});
child.on('exit', (code, signal) => {
  for (const dir of [dataDir, lineDataDir, newChapterDataDir]) rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
