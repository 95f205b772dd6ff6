import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Chapter</title><div id="root"></div>';
// What apps/web/build/prerender-login.ts writes, in short: the login screen with two slots (ADR 35).
const LOGIN_HTML = [
  '<!doctype html><title>__CHAPTER_NAME__ Login</title>',
  '<script type="application/json" id="chapter-config">__CHAPTER_CONFIG__</script>',
  '<div id="root" data-prerendered><div inert><p>__CHAPTER_NAME__</p><h1>__CHAPTER_NAME__ Login</h1></div></div>',
].join('');

describe('serving the pre-rendered login page', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'login.html'), LOGIN_HTML);
    t = await startTestApp({ config: { webDistDir: dist, chapterName: 'Chapter <Bangkok> & "Friends"' } });
  });
  afterAll(() => t.close());

  it('fills in the chapter name, escaped, and the config as GET /api/config/ answers it', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config/' })).json();
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

  it('serves the plain page on other routes, and not the template itself', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(INDEX_HTML);
    const template = await t.app.inject({ method: 'GET', url: '/login.html' });
    expect(template.body).not.toContain('__CHAPTER_CONFIG__');
  });
});
