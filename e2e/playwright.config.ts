import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import { chromiumArgs } from '@chapter/fake-line/chromium';
import { defineConfig, devices } from '@playwright/test';
import { fakeLineUrl, lineE2e, lineServerUrl } from './line-setup.ts';
import { newChapterE2e, newChapterUrl } from './new-chapter-setup.ts';

// run-e2e.mjs picks the port and a temporary data folder, so every run starts from a new demo chapter.
const port = Number(process.env.E2E_PORT ?? 3900);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, '../data-e2e');
const lineDataDir = process.env.E2E_LINE_DATA_DIR ?? path.join(import.meta.dirname, '../data-e2e-line');
const newChapterDataDir = process.env.E2E_NEW_CHAPTER_DATA_DIR ?? path.join(import.meta.dirname, '../data-e2e-new');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // A whole test's limit, not a wait: every step awaits its condition. On a loaded two-core machine
  // multi-step tests ran past 30 s and then past 60 s (issues 19 and 22), so the limits are safety
  // nets for a hung test, far beyond what any step needs.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(import.meta.dirname, '../reports/playwright.json') }]],
  use: {
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The offline demo, as `npm start` runs it: most specs use this one.
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `${baseURL}${routePaths.health.path}`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        // The specs sign the demo's one staff account in more than the ten times a phone number may
        // in 15 minutes; a 429 would fail whichever test came last.
        LOGIN_ATTEMPTS_PER_PHONE: '200',
      },
    },
    {
      // LINE's APIs, for the server below and (through Playwright's routing) for the real LIFF SDK.
      command: [
        'node --import tsx ../tools/fake-line/src/cli.ts',
        `--port ${lineE2e.fakeLinePort} --channel ${lineE2e.channelId}`,
        `--channel-secret ${lineE2e.channelId}=${lineE2e.channelSecret}`,
        `--access-token ${lineE2e.channelAccessToken}`,
        ...Object.entries(lineE2e.liffIds).map(([app, liffId]) => `--app ${liffId}=${lineServerUrl}/liff/${app}`),
      ].join(' '),
      url: `${fakeLineUrl}/oauth2/v2.1/certs`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      // The product connected to LINE (fake-line), as production runs it.
      command: 'node --import tsx ./line-server.ts',
      url: `${lineServerUrl}${routePaths.health.path}`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        PORT: String(lineE2e.port),
        HOST: '127.0.0.1',
        DATA_DIR: lineDataDir,
        DEMO_MODE: 'false',
        LOG_LEVEL: 'warn',
        LINE_LOGIN_CHANNEL_IDS: lineE2e.channelId,
        LINE_LOGIN_CHANNEL_SECRET: lineE2e.channelSecret,
        LINE_CHANNEL_ACCESS_TOKEN: lineE2e.channelAccessToken,
        LINE_CHANNEL_SECRET: lineE2e.messagingChannelSecret,
        LINE_API_BASE_URL: fakeLineUrl,
        LINE_DATA_API_BASE_URL: fakeLineUrl,
        LIFF_ID_PROFILE: lineE2e.liffIds.profile,
        LIFF_ID_EVENT: lineE2e.liffIds.event,
        LIFF_ID_PAYMENT: lineE2e.liffIds.payment,
      },
    },
    {
      // A chapter starting from nothing: the first admin from the command line, then the server.
      command: [
        'node --import tsx ../apps/server/src/cli/admin.ts create-admin',
        `--phone ${newChapterE2e.admin.phone} --first-name ${newChapterE2e.admin.firstName} --last-name ${newChapterE2e.admin.lastName}`,
        '&& node --import tsx ../apps/server/src/main.ts',
      ].join(' '),
      url: `${newChapterUrl}${routePaths.health.path}`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        PORT: String(newChapterE2e.port),
        HOST: '127.0.0.1',
        DATA_DIR: newChapterDataDir,
        DEMO_MODE: 'false',
        // No LINE here: phone-only login must be asked for, and the back office warns about it.
        LOGIN_CONFIRMATION: 'off',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
