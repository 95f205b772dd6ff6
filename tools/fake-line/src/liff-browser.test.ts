import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from './chromium.ts';
import type { LiffPageResult } from './liff-test-page/main.ts';
import { routeLineHosts } from './playwright.ts';
import { type FakeLine, startFakeLine } from './server.ts';

/**
 * Proof that the real @line/liff 2.21.0 accepts fake-line's answers: a page built with Vite from
 * the npm package runs liff.init / login / getProfile in Debian's Chromium, with LINE's six hosts
 * routed to fake-line by the same helper the app's e2e specs use.
 */
const CHANNEL = '1234567890';
const LIFF_ID = `${CHANNEL}-AbCdEfGh`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let outDir: string;
let site: Server;
let endpointUrl: string;
let line: FakeLine;
let browser: Browser;

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The built test page on its own origin, as the app is: every path without a file gets index.html. */
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
  outDir = await mkdtemp(path.join(tmpdir(), 'fake-line-liff-page-'));
  await build({
    root: path.join(import.meta.dirname, 'liff-test-page'),
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

async function openApp(url = endpointUrl): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await routeLineHosts(context, line.url);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

function liffResult(page: Page): Promise<LiffPageResult> {
  return page.evaluate(() => window.liffResult);
}

function calls(path: string, method = 'GET') {
  return line.received.filter((entry) => entry.path === path && entry.method === method);
}

describe('the real @line/liff 2.21.0 against fake-line in Chromium', () => {
  it('logs a new visitor in through the fake LINE Login page and then knows who they are', async () => {
    line.reset();
    const somchai = line.addUser({ displayName: 'Somchai', pictureUrl: 'https://profile.example/somchai' });
    const { context, page } = await openApp();

    expect(await liffResult(page)).toEqual({ loggedIn: false });
    await page.getByRole('button', { name: 'Log in with LINE' }).click();
    await page.waitForURL(/^https:\/\/access\.line\.me\/liff\/v1\/authorize\?/);
    await expect(page.getByRole('heading', { name: 'LINE Login (fake)' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Log in as Somchai' }).click();
    await page.waitForURL((url) => url.searchParams.has('code'));
    const result = await liffResult(page);
    const verified = await fetch(`${line.url}/oauth2/v2.1/verify?access_token=${result.accessToken}`);

    expect(result).toEqual({
      loggedIn: true,
      accessToken: expect.any(String),
      idTokenSub: somchai.userId,
      idTokenAud: CHANNEL,
      displayName: 'Somchai',
      contextType: 'external',
    });
    expect(await verified.json()).toMatchObject({ client_id: CHANNEL, scope: expect.stringContaining('profile') });
    // What the SDK called, on which LINE host: the PKCE exchange, the keys for the ID token, the
    // context with the new token, the permission check behind getProfile, and the profile.
    expect(calls('/oauth2/v2.1/token', 'POST').map((entry) => entry.host)).toEqual(['api.line.me']);
    expect(calls('/oauth2/v2.1/certs')).toHaveLength(1);
    expect(calls(`/liff/v2/apps/${LIFF_ID}/contextToken`).at(-1)?.headers.authorization).toMatch(/^Bearer /);
    expect(calls('/oauth2/v2.1/verify').length).toBeGreaterThan(0);
    expect(calls('/v2/profile').map((entry) => entry.host)).toEqual(['api.line.me']);
    expect(calls('/liff/edge/2/non-ios-extensions.js').map((entry) => entry.host)).toContain('static.line-scdn.net');
    expect(calls('/xlt/manifest.json').map((entry) => entry.host)).toContain('liffsdk.line-scdn.net');
    // The SDK leaves the login's query parameters in the address bar for the app to clean up.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual([
      'liffId',
      'code',
      'state',
      'liffClientId',
      'liffRedirectUri',
    ]);

    await page.reload();
    const reopened = await liffResult(page);

    // A reload is still logged in (the SDK's expiry cookie survives on http://127.0.0.1) and makes
    // no second token call: the code in the address bar is not exchanged again.
    expect(reopened).toMatchObject({ loggedIn: true, idTokenSub: somchai.userId });
    expect(calls('/oauth2/v2.1/token', 'POST')).toHaveLength(1);
    await context.close();
  }, 30_000);

  it('logs in as the user chosen through the control API without showing the page', async () => {
    line.reset();
    const malee = line.addUser({ displayName: 'Malee' });
    line.authorizeAs(malee.userId);
    const { context, page } = await openApp();

    await page.getByRole('button', { name: 'Log in with LINE' }).click();
    await page.waitForURL((url) => url.searchParams.has('code'));

    expect(await liffResult(page)).toMatchObject({ loggedIn: true, idTokenSub: malee.userId, displayName: 'Malee' });
    await context.close();
  }, 30_000);

  it('fails liff.init with INIT_FAILED and LINE’s words when the authorize step reports an error', async () => {
    line.reset();
    line.addUser({ displayName: 'Somchai' });
    line.failNext({ path: '/liff/v1/authorize', status: 400 });
    const { context, page } = await openApp();

    await page.getByRole('button', { name: 'Log in with LINE' }).click();
    await page.waitForURL((url) => url.searchParams.has('error'));

    expect(await liffResult(page)).toEqual({
      loggedIn: false,
      error: { code: 'INIT_FAILED', message: 'access_denied: The resource owner denied the request.' },
    });
    await context.close();
  }, 30_000);

  it('fails liff.init with the error LINE gives for a LIFF id it does not know', async () => {
    line.reset();
    const { context, page } = await openApp(endpointUrl.replace(LIFF_ID, `${CHANNEL}-Unknown1`));

    expect(await liffResult(page)).toEqual({
      loggedIn: false,
      error: { code: 'invalid_request', message: 'invalid liffId' },
    });
    await context.close();
  }, 30_000);
});
