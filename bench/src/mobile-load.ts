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
import { startDemoServer } from './demo-server.ts';
import { entryPages, VISIT_ROUTE } from './entry-pages.ts';
import { type HttpsFront, startHttpsFront } from './https-front.ts';

/**
 * How the browser reaches the pages: through HTTPS with HTTP/2 in front, as the README deploys the
 * app and LINE requires (the aims' figures), or the server alone over plain HTTP/1.1, where a
 * page's files queue six at a time (shown beside, as measured until issue 38's last session).
 */
export type Transport = 'https-h2' | 'http1';
const TRANSPORTS: Transport[] = ['https-h2', 'http1'];

export interface MobileLoad {
  route: string;
  via: Transport;
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
 * Chromium, on the demo. The demo member's token is put in local storage first, through the same
 * browser profile, for the routes behind it. The baseline page is measured first in the same
 * browser, right before /login, so both see the machine alike. A visitor's invitation is a fresh
 * link, as a stranger opens it. Every page is loaded first through an HTTPS, HTTP/2 front (as the
 * app is deployed and as phones reach it), then from the server alone over HTTP/1.1.
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
  const fronts: HttpsFront[] = [];
  const profileDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // The fronts' certificates are made for the run (https-front.ts).
    chromeFlags: ['--headless=new', ...chromiumArgs, '--ignore-certificate-errors'],
    userDataDir: profileDir,
  });
  try {
    const appFront = await startHttpsFront(server.url);
    fronts.push(appFront);
    const baselineFront = await startHttpsFront(new URL(baseline.url).origin);
    fronts.push(baselineFront);
    const origins: Record<Transport, { app: string; baseline: string }> = {
      'https-h2': { app: appFront.url, baseline: baselineFront.url },
      http1: { app: server.url, baseline: new URL(baseline.url).origin },
    };
    const baselinePath = (() => {
      const { pathname, search } = new URL(baseline.url);
      return `${pathname}${search}`;
    })();
    const pages = (await entryPages(server.url)).filter(
      ({ route }) => LIGHTHOUSE_ROUTES.includes(route) || route.startsWith('/nc/'),
    );
    // The demo member's token, for /liff-app/event; the other pages read none. Lighthouse's storage
    // reset clears caches but not local storage, so every run loads cold and stays signed in.
    const member = pages.find((page) => page.login)?.login;
    const results: MobileLoad[] = [];
    for (const via of TRANSPORTS) {
      const { app, baseline: baselineOrigin } = origins[via];
      // Local storage is the origin's: each way in has its own.
      if (member) await seedToken(chrome.port, app, member.token, member.roles);
      log(`lighthouse (${via}): the baseline page`);
      results.push({
        ...(await audit(chrome.port, `${baselineOrigin}${baselinePath}`, BASELINE_ROUTE)),
        via,
        baseline: true,
      });
      for (const { route, path: address } of pages) {
        log(`lighthouse (${via}): ${route}`);
        results.push({ ...(await audit(chrome.port, `${app}${address}`, route)), via });
      }
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(profileDir, { recursive: true, force: true });
    for (const front of fronts) await front.close();
    await server.dispose();
    await baseline.dispose();
  }
}

export const BASELINE_ROUTE = 'baseline page (React, Mantine, Router, Query; one form)';

/** The pages Lighthouse loads, the card page beside them (issue 38 added a visitor's invitation). */
const LIGHTHOUSE_ROUTES = ['/login', '/liff-app/event', VISIT_ROUTE];

async function audit(port: number, url: string, route: string): Promise<Omit<MobileLoad, 'via'>> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Before issue 38 the signed-in page kept its storage and so its HTTP cache: its second and
      // third runs loaded warm. The reset leaves local storage (the token) alone.
      disableStorageReset: false,
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
