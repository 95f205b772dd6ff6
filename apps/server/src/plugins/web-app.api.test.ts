import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiMessages } from '@chapter/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Chapter</title><div id="root"></div>';
const UNCOMPRESSED_CSS = '.card{margin:0 auto;padding:16px}'.repeat(100);

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes beside each file.
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    // Files the build left without copies: one too small to be worth it, one from a build without the step.
    writeFileSync(path.join(dist, 'assets', 'tiny-abc123.css'), 'a{color:red}');
    writeFileSync(path.join(dist, 'assets', 'plain-abc123.css'), UNCOMPRESSED_CSS);
    // The icon the web app ships (apps/web/public, copied into every build).
    copyFileSync(new URL('../../../web/public/favicon.ico', import.meta.url), path.join(dist, 'favicon.ico'));
    // What the build's route-preloads step writes.
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/login': { scripts: ['/assets/login-screen-1.js', '/assets/Input-2.js'], styles: ['/assets/Input-3.css'] },
        '/liff/': { scripts: ['/assets/liff-landing-4.js'], styles: [] },
      }),
    );
    t = await startTestApp({ config: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  it.each(['/', '/login', '/liff/event', '/liff-app/payment', '/admin', '/no/such/page'])(
    'serves the SPA for %s, uncached, with the security headers',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends a file in the encoding every other answer would get: brotli for a browser that accepts anything', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': '*' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('compresses a file the build left uncompressed as it sends it, and not one under 1 kB', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(plain.rawPayload).toString()).toBe(UNCOMPRESSED_CSS);
    const tiny = await t.app.inject({
      method: 'GET',
      url: '/assets/tiny-abc123.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{color:red}');
  });

  it('sends the page of a client route precompressed too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("announces an entry page's screen chunks with the page, so the browser fetches them at once", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers.link).toBe(
      '</assets/login-screen-1.js>; rel=modulepreload, </assets/Input-2.js>; rel=modulepreload, </assets/Input-3.css>; rel=preload; as=style; crossorigin',
    );
    const liff = await t.app.inject({ method: 'GET', url: '/liff/event?liff.state=x' });
    expect(liff.headers.link).toBe('</assets/liff-landing-4.js>; rel=modulepreload');
    const other = await t.app.inject({ method: 'GET', url: '/liff-app/event' });
    expect(other.headers.link).toBeUndefined();
  });

  it('answers /favicon.ico with the app icon: browsers ask for it on every page, the card page included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file's signature: reserved 0, type 1 (icon).
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/assets/anything', '/assets/', '/assets/x/y', '/assets/index-abc123'])(
    'answers %s with 404, never the page without its policies',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('keeps unknown API paths as JSON 404s even with the SPA present', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/nothing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: apiMessages.apiNotFound('POST', '/api/users/nothing/') });
  });
});
