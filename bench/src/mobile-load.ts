import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { demoLogin, needsToken, startDemoServer } from './demo-server.ts';

export interface MobileLoad {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that failed, by Lighthouse id. */
  accessibilityFailures: string[];
}

/**
 * Lighthouse's mobile preset (Moto G Power, simulated slow 4G and 4× CPU slowdown) in Debian's
 * Chromium, on the demo. Routes behind a token get the demo member's token in local storage first,
 * through the same browser profile (storage is not reset between the two).
 */
export async function mobileLoad(log: (line: string) => void): Promise<MobileLoad[]> {
  const server = await startDemoServer();
  const profileDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir: profileDir,
  });
  try {
    const login = await demoLogin(server.url);
    await seedToken(chrome.port, server.url, login.token, login.roles);
    const routes = ['/login', ...(login.cardId ? [`/nc/${login.cardId}`] : []), '/liff-app/event'];
    const results: MobileLoad[] = [];
    for (const route of routes) {
      log(`lighthouse: ${route}`);
      const runner = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: needsToken(route),
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${route}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        route,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(profileDir, { recursive: true, force: true });
    await server.dispose();
  }
}

/** Puts the token in the profile's local storage for the server's origin, as a login would. */
async function seedToken(port: number, origin: string, token: string, roles: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/api/health/`);
    await page.evaluate(
      ({ token, roles }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('roles', roles);
      },
      { token, roles },
    );
    await page.close();
  } finally {
    // Disconnects without closing the browser Lighthouse goes on using.
    await browser.close();
  }
}
