import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from './chromium.ts';
import { routeLineHosts } from './playwright.ts';
import { type FakeLine, startFakeLine } from './server.ts';
import type { ShareOutcome } from './share-test-page/main.ts';

/**
 * Proof that the real @line/liff 2.21.0's share target picker works against fake-line in Chromium:
 * the ott, the pop-up and its postMessage handshake, the result polled every 500 ms, and the CANCEL
 * the SDK posts when the pop-up is closed early.
 */
const CHANNEL = '1234567891';
const LIFF_ID = `${CHANNEL}-ShArEtGt`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let outDir: string;
let site: Server;
let endpointUrl: string;
let line: FakeLine;
let browser: Browser;

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

function serve(dir: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, path.extname(pathname) ? path.normalize(pathname) : 'index.html');
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'fake-line-share-page-'));
  await build({
    root: path.join(import.meta.dirname, 'share-test-page'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  site = await serve(outDir);
  endpointUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/?liffId=${LIFF_ID}`;
  line = await startFakeLine({ loginChannels: [CHANNEL], liffApps: [{ liffId: LIFF_ID, endpointUrl }] });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await line?.close();
  await new Promise((resolve) => site?.close(resolve));
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A logged-in user on the test page, and a friend to share with. */
async function loggedIn(): Promise<{ context: BrowserContext; page: Page; userId: string; friendId: string }> {
  line.reset();
  const user = line.addUser({ displayName: 'Somchai' });
  const friend = line.addUser({ displayName: 'Malee' });
  line.authorizeAs(user.userId);
  const context = await browser.newContext();
  await routeLineHosts(context, line.url);
  const page = await context.newPage();
  await page.goto(endpointUrl);
  await page.getByRole('button', { name: 'Log in with LINE' }).click();
  await page.waitForURL((url) => url.searchParams.has('code'));
  expect(await page.evaluate(() => window.shareReady)).toEqual({ loggedIn: true, available: true });
  return { context, page, userId: user.userId, friendId: friend.userId };
}

/** Presses Share and returns the picker pop-up once the app's messages are in it. */
async function openPicker(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share' }).click()]);
  await popup.waitForURL(/^https:\/\/access\.line\.me\/oauth2\/v2\.1\/liff\/shareTargetPicker\?/);
  await popup.getByRole('button', { name: 'Send' }).and(popup.locator(':enabled')).waitFor();
  return popup;
}

async function outcome(page: Page): Promise<ShareOutcome> {
  await page.waitForFunction(() => window.shareOutcomes.length > 0);
  return (await page.evaluate(() => window.shareOutcomes))[0] as ShareOutcome;
}

describe('the real @line/liff 2.21.0 share target picker against fake-line', () => {
  it('sends to the chat the user picks: the SDK resolves success and fake-line records the share as theirs', async () => {
    const { context, page, userId, friendId } = await loggedIn();
    const popup = await openPicker(page);
    await expect(popup.getByRole('list', { name: 'Messages' }).textContent()).resolves.toBe('hello from the test page');

    await popup.getByRole('checkbox', { name: 'Share with Malee' }).check();
    await popup.getByRole('button', { name: 'Send' }).click();

    expect(await outcome(page)).toEqual({ resolved: { status: 'success' } });
    expect(line.shares).toEqual([
      {
        via: 'shareTargetPicker',
        liffId: LIFF_ID,
        from: userId,
        to: [friendId],
        messages: [{ type: 'text', text: 'hello from the test page' }],
        at: expect.any(String),
      },
    ]);
    // A user's share is not the bot's message: nothing pushed, no quota spent.
    expect(line.messages).toEqual([]);
    expect(line.usage).toBe(0);
    const ott = line.received.find((entry) => entry.path === `/liff/v2/apps/${LIFF_ID}/ott`);
    expect(ott?.host).toBe('api.line.me');
    expect(ott?.headers.authorization).toMatch(/^Bearer /);
    await context.close();
  }, 60_000);

  it('Cancel in the picker resolves with no result and records nothing', async () => {
    const { context, page } = await loggedIn();
    const popup = await openPicker(page);
    await popup.getByRole('button', { name: 'Cancel' }).click();

    expect(await outcome(page)).toEqual({ resolved: null });
    expect(line.shares).toEqual([]);
    await context.close();
  }, 60_000);

  it('closing the picker window early makes the SDK post CANCEL, and it resolves with no result', async () => {
    const { context, page } = await loggedIn();
    const popup = await openPicker(page);
    await popup.close();

    expect(await outcome(page)).toEqual({ resolved: null });
    const cancel = line.received.find(
      (entry) => entry.path === '/oauth2/v2.1/liff/shareTargetPicker/result' && entry.method === 'POST',
    );
    expect(cancel?.body).toEqual({ result: 'CANCEL' });
    expect(line.shares).toEqual([]);
    await context.close();
  }, 60_000);

  it('a message LINE refuses ends the picker in FAILURE, which the SDK throws with LINE’s description', async () => {
    const { context, page } = await loggedIn();
    await page.evaluate(() => {
      window.shareMessages = [{ type: 'flex', altText: '', contents: { type: 'bubble' } }];
    });
    const popup = await openPicker(page);
    await popup.getByRole('checkbox', { name: 'Share with fake-line group' }).check();
    await popup.getByRole('button', { name: 'Send' }).click();

    expect(await outcome(page)).toEqual({
      error: {
        code: 'EXCEPTION_IN_SUBWINDOW',
        message: 'The request body has 1 error(s): messages[0].altText May not be empty',
      },
    });
    expect(line.shares).toEqual([]);
    await context.close();
  }, 60_000);
});
