import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import { chromiumArgs } from '@chapter/fake-line/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { startBaselinePage } from './baseline-page.ts';
import { chromiumPath } from './chromium.ts';
import { demoLogin, needsToken, startDemoServer } from './demo-server.ts';

export interface MobileLoad {
  route: string;
  /** The minimal page of the same framework (baseline-page.ts), not a route of the app. */
  baseline?: boolean;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that failed, by Lighthouse id. */
  accessibilityFailures: string[];
  /** Each run's performance score; the figures above are the median run's (Lighthouse's own choice). */
  runs: string[];
}

/**
 * Runs per page. One Lighthouse run on a shared 2-core machine swung /liff-app/event between 70 and
 * 89 on the same build: Lighthouse's documentation advises the median of several runs.
 */
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's mobile preset (Moto G Power, simulated slow 4G and 4× CPU slowdown) in Debian's
 * Chromium, on the demo. Routes behind a token get the demo member's token in local storage first,
 * through the same browser profile (storage is not reset between the two). The baseline page is
 * measured first in the same browser, right before /login, so both see the machine alike.
 */
export async function mobileLoad(log: (line: string) => void): Promise<MobileLoad[]> {
  log('lighthouse: building the baseline page');
  const baseline = await startBaselinePage();
  log(
    `lighthouse: the baseline page downloads ${(baseline.scriptAndStyleBrotli / 1000).toFixed(1)} kB brotli of JS+CSS`,
  );
  const server = await startDemoServer().catch(async (error) => {
    await baseline.dispose();
    throw error;
  });
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
    log('lighthouse: the baseline page');
    results.push({ ...(await audit(chrome.port, baseline.url, BASELINE_ROUTE, false)), baseline: true });
    for (const route of routes) {
      log(`lighthouse: ${route}`);
      results.push(await audit(chrome.port, `${server.url}${route}`, route, needsToken(route)));
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(profileDir, { recursive: true, force: true });
    await server.dispose();
    await baseline.dispose();
  }
}

export const BASELINE_ROUTE = 'baseline page (React, Mantine, Router, Query; one form)';

async function audit(port: number, url: string, route: string, keepStorage: boolean): Promise<MobileLoad> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    });
    if (!runner?.lhr) throw new Error(`lighthouse gave no result for ${route}`);
    runs.push(runner.lhr);
  }
  // A run Lighthouse could not finish (no first paint seen, a runtime error) is shown as ✗ and left out.
  const valid: LighthouseResult[] = filterToValidRuns(runs).filter((run: LighthouseResult) => !run.runtimeError);
  if (valid.length === 0) throw new Error(`lighthouse: no run of ${route} finished (${runs[0]?.runtimeError?.code})`);
  const lhr: LighthouseResult = computeMedianRun(valid);
  const score = (result: LighthouseResult) => Math.round((result.categories.performance?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    performance: score(lhr),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    runs: runs.map((run) => (valid.includes(run) ? String(score(run)) : '✗')),
  };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Puts the token in the profile's local storage for the server's origin, as a login would. */
async function seedToken(port: number, origin: string, token: string, roles: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}${routePaths.health.path}`);
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
