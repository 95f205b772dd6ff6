import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Chapter</title><div id="root"></div>';
// What apps/web/build/prerender-pages.ts writes, in short: the login screen with two slots (ADR 35).
const LOGIN_HTML = [
  '<!doctype html><title>__CHAPTER_NAME__ Login</title>',
  '<script type="application/json" id="chapter-config">__CHAPTER_CONFIG__</script>',
  '<div id="root" data-prerendered><div inert><p>__CHAPTER_NAME__</p><h1>__CHAPTER_NAME__ Login</h1></div></div>',
].join('');

// The event mini-app as it shows before its data (ADR 37): nothing personal, no slots.
const EVENT_SHELL_HTML = `<!doctype html><style>${'.m{margin:0}'.repeat(200)}</style><div id="root" data-prerendered><div inert><h1>ลงทะเบียนกิจกรรม</h1></div></div>`;
/** Every page's own scripts (the entry chunk and its imports), and the early requests' file. */
const PAGE = ['/assets/index-0.js', '/assets/Box-0.js'];
const EARLY = ['/assets/early-requests-0.js'];

const PRELOADS = {
  '/login': { early: [], page: PAGE, scripts: ['/assets/login-screen-1.js'], styles: ['/assets/Input-1.css'] },
  '/liff-app/event': {
    early: EARLY,
    page: PAGE,
    scripts: ['/assets/events-screen-2.js'],
    styles: ['/assets/Badge-2.css'],
  },
  '/liff-app/profile': {
    early: EARLY,
    page: PAGE,
    scripts: ['/assets/profile-screen-3.js'],
    styles: ['/assets/Avatar-3.css'],
  },
};

describe('serving the pre-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'login.html'), LOGIN_HTML);
    writeFileSync(path.join(dist, 'liff-app-event.html'), EVENT_SHELL_HTML);
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
    t = await startTestApp({ config: { webDistDir: dist, chapterName: 'Chapter <Bangkok> & "Friends"' } });
  });
  afterAll(() => t.close());

  it('fills in the chapter name, escaped, and the config as GET /api/config/ answers it', async () => {
    const config = (await call(t, apiRoutes.config)).json();
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const name = 'Chapter &#60;Bangkok&#62; &#38; &#34;Friends&#34;';
    expect(response.body).toContain(`<title>${name} Login</title>`);
    expect(response.body).toContain(`<h1>${name} Login</h1>`);
    expect(response.body).not.toContain('__CHAPTER_NAME__');
    const json = response.body.match(/id="chapter-config">(.*?)<\/script>/)?.[1] ?? '';
    // No "<" can end the script element early; the JSON still reads back as the config.
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(config);
  });

  it('serves the plain page on other routes, and not the templates themselves', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(INDEX_HTML);
    const template = await t.app.inject({ method: 'GET', url: '/login.html' });
    expect(template.body).not.toContain('__CHAPTER_CONFIG__');
    const shell = await t.app.inject({ method: 'GET', url: '/liff-app-event.html' });
    expect(shell.body).not.toBe(EVENT_SHELL_HTML);
  });

  it('serves the event mini-app drawn as it shows before its data, to anyone, never shown without asking', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/liff-app/event' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(EVENT_SHELL_HTML);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a phone the drawn page compressed, and a 304 with no body when it already holds it', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/liff-app/event',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(EVENT_SHELL_HTML);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/liff-app/event',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('a drawn page gets its early requests and screen scripts announced, not what its head names; a plain page gets its own scripts first, then the screen’s and its stylesheets', async () => {
    const event = await t.app.inject({ method: 'GET', url: '/liff-app/event' });
    expect(event.headers.link).toBe(
      '</assets/early-requests-0.js>; rel=modulepreload, </assets/events-screen-2.js>; rel=modulepreload',
    );
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers.link).toBe('</assets/login-screen-1.js>; rel=modulepreload');
    const profile = await t.app.inject({ method: 'GET', url: '/liff-app/profile' });
    expect(profile.body).toBe(INDEX_HTML);
    expect(profile.headers.link).toBe(
      '</assets/early-requests-0.js>; rel=modulepreload, </assets/index-0.js>; rel=modulepreload, ' +
        '</assets/Box-0.js>; rel=modulepreload, </assets/profile-screen-3.js>; rel=modulepreload, ' +
        '</assets/Avatar-3.css>; rel=preload; as=style; crossorigin',
    );
  });
});
