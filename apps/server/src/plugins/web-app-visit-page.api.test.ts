import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createMember } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { visitLinkFor } from '../../test/visits.ts';

const INDEX_HTML = '<!doctype html><title>Chapter</title><div id="root"></div>';
// What apps/web/build/prerender-pages.ts writes for a visitor's invitation, in short (ADR 68).
const VISIT_HTML = '<!doctype html><title>__CHAPTER_VISIT_TITLE__</title><!--chapter:visit-markup-->';
// The build's drawer stands in here by a module that shows what it was given; the real one is
// tested in apps/web (draw-visit-page.test.tsx) and the whole page in e2e (visitors.spec.ts).
const ECHOING_DRAWER = `export function drawVisitPage(template, answers) {
  if (answers.visit.visitor !== null) return null;
  return template.replace('<!--chapter:visit-markup-->', () => '<script type="application/json" id="given">' + JSON.stringify(answers) + '</script>');
}`;
const FAILING_DRAWER = 'export function drawVisitPage() { throw new Error("the build is broken"); }';
const PRELOADS = {
  '/visit': {
    early: ['/assets/early-requests-0.js'],
    page: ['/assets/index-0.js'],
    scripts: ['/assets/visit-page-1.js'],
    styles: ['/assets/Paper-1.css'],
  },
};

function distWith(drawer: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'visit.html'), VISIT_HTML);
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'draw-visit-page.js'), drawer);
  return dist;
}

const given = (body: string) => JSON.parse(body.match(/id="given">(.*?)<\/script>/)?.[1] ?? 'null');

describe("a visitor's invitation drawn by the server with its meeting and notice (ADR 68)", () => {
  let t: TestApp;
  let hostToken: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { webDistDir: distWith(ECHOING_DRAWER) } });
    hostToken = await t.login((await createMember(t.db)).phone);
  });
  afterAll(() => t.close());

  it('is drawn from GET /api/config/ and GET /api/visit/ as they answer now, and kept by no cache', async () => {
    const { visit: key } = await visitLinkFor(t, hostToken, { registered: false });
    const page = await t.app.inject({ method: 'GET', url: `/visit?visit=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const visit = (await call(t, apiRoutes.visit, { query: { visit: key } })).json();
    const config = (await call(t, apiRoutes.config)).json();
    expect(visit.visitor).toBeNull();
    expect(given(page.body)).toEqual({ key, config, visit });
  });

  it('announces only the screen’s scripts: the page carries the answers the early requests would ask for', async () => {
    const { visit: key } = await visitLinkFor(t, hostToken, { registered: false });
    const page = await t.app.inject({ method: 'GET', url: `/visit?visit=${key}` });
    expect(page.headers.link).toBe('</assets/visit-page-1.js>; rel=modulepreload');
  });

  it('a link the API refuses, a missing key or a visitor already registered get the app’s page, which draws what is true', async () => {
    const registered = await visitLinkFor(t, hostToken);
    for (const url of [
      '/visit?visit=' + 'B'.repeat(43),
      '/visit',
      '/visit?visit=',
      `/visit?visit=${registered.visit}`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX_HTML);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      // The app asks for its data itself, early.
      expect(page.headers.link, url).toMatch(/^<\/assets\/early-requests-0\.js>; rel=modulepreload, /);
    }
  });

  it('never serves the template or the server’s bundle as files', async () => {
    for (const url of ['/visit.html', '/server/draw-visit-page.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('chapter:visit-markup');
      expect(response.body, url).not.toContain('drawVisitPage');
    }
  });
});

describe("a visitor's invitation counts against the address of whoever opens it (ADR 55, ADR 68)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { webDistDir: distWith(ECHOING_DRAWER) },
      visitLimits: { requestsPerAddress: 3, missesPerAddress: 2, windowMs: 600_000 },
    });
  });
  afterAll(() => t.close());

  it('an address past its limit through the page is refused by the API too, and another address still gets the page drawn', async () => {
    const { visit: key } = await visitLinkFor(t, await t.login((await createMember(t.db)).phone), {
      registered: false,
    });
    const open = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/visit?visit=${key}`, remoteAddress });
    for (let i = 0; i < 3; i++) expect(given((await open('203.0.113.7')).body)).not.toBeNull();
    // The fourth is refused by the API: the app's page, which will say so.
    expect((await open('203.0.113.7')).body).toBe(INDEX_HTML);
    expect((await call(t, apiRoutes.visit, { query: { visit: key }, remoteAddress: '203.0.113.7' })).statusCode).toBe(
      429,
    );
    expect(given((await open('203.0.113.8')).body)).not.toBeNull();
  });
});

describe("a visitor's invitation when the build's drawer fails", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { webDistDir: distWith(FAILING_DRAWER) } });
  });
  afterAll(() => t.close());

  it('is the app’s page, never an error', async () => {
    const { visit: key } = await visitLinkFor(t, await t.login((await createMember(t.db)).phone), {
      registered: false,
    });
    const page = await t.app.inject({ method: 'GET', url: `/visit?visit=${key}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
  });
});
