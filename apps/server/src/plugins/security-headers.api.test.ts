import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { createEvent, createMember } from '../../test/factories.ts';
import { requestTally } from '../../test/request-tally.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const counted = requestTally('security headers');

/** The headers of a page that a JSON answer or a file does without (ADR 63). */
const PAGE_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectPageHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  // Only our own pages may frame us (clickjacking).
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  for (const name of PAGE_ONLY) expect(response.headers[name], name).toBeDefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
}

function expectAnswerHeadersOnly(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const name of PAGE_ONLY) expect(response.headers[name], name).toBeUndefined();
}

describe('security headers: a page gets its policies, an answer only what protects it', () => {
  let t: TestApp;
  let memberToken: string;
  let cardId: string;
  const SHELL = `<!doctype html><style>${'.m{margin:0}'.repeat(200)}</style><div id="root"></div>`;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chapter</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'liff-app-event.html'), SHELL);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestApp({ config: { webDistDir: dist } });
    const member = await createMember(t.db);
    cardId = member.publicCardId;
    memberToken = await t.login(member.phone);
    await createEvent(t.db);
  });
  afterAll(() => t.close());

  const shell = () => t.app.inject({ method: 'GET', url: '/liff-app/event' });
  const eventList = (headers: Record<string, string> = {}) =>
    call(t, apiRoutes.availableEvents, { token: memberToken, headers });

  const pages: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['the SPA at /', () => t.app.inject({ method: 'GET', url: '/' }), 200],
    ['a client route of the SPA', () => t.app.inject({ method: 'GET', url: '/liff/event' }), 200],
    ['the drawn mini-app', shell, 200],
    [
      'its 304, which updates the copy the phone holds',
      async () => {
        const etag = String((await shell()).headers.etag);
        return t.app.inject({ method: 'GET', url: '/liff-app/event', headers: { 'if-none-match': etag } });
      },
      304,
    ],
    ['a business card page', () => t.app.inject({ method: 'GET', url: `/nc/${cardId}` }), 200],
    ['an unknown card page', () => t.app.inject({ method: 'GET', url: '/nc/AAAAAAAAAAAAAAAAAAAAAA' }), 404],
    ['a mangled card link, refused before any hook', () => t.app.inject({ method: 'GET', url: '/nc/%D8%00' }), 400],
  ];

  it.each(pages)('%s has the whole set of a page', async (_what, request, status) => {
    const response = counted(await request());
    expect(response.statusCode).toBe(status);
    expectPageHeaders(response);
  });

  const answers: [string, () => Promise<LightMyRequestResponse>, number][] = [
    ['a public JSON answer', () => call(t, apiRoutes.config), 200],
    ['the event list', () => eventList(), 200],
    ['the event list’s 304', async () => eventList({ 'if-none-match': String((await eventList()).headers.etag) }), 304],
    ['a request without a token (401)', () => call(t, apiRoutes.profile), 401],
    ['a member on a staff route (403)', () => call(t, apiRoutes.memberList, { token: memberToken }), 403],
    ['a refused body (400)', () => call(t, apiRoutes.login, { body: { username: 'x' } }), 400],
    ['an unknown API path (JSON 404)', () => t.app.inject({ method: 'GET', url: '/api/nothing/' }), 404],
    ['a mangled API path, refused before any hook', () => t.app.inject({ url: '/api/member/vcard/%D8%00/' }), 400],
    ['a contact file', () => t.app.inject({ method: 'GET', url: `/api/member/vcard/${cardId}/` }), 200],
    ['a missing asset', () => t.app.inject({ method: 'GET', url: '/assets/gone.js' }), 404],
  ];

  it.each(answers)('%s carries none of the page policies, only nosniff and CORP', async (_what, request, status) => {
    const response = counted(await request());
    expect(response.statusCode).toBe(status);
    expectAnswerHeadersOnly(response);
  });

  it('a hashed asset keeps the headers that protect a script, and neither the page policies nor validators it never uses', async () => {
    const response = counted(await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' }));
    expect(response.statusCode).toBe(200);
    expectAnswerHeadersOnly(response);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
  });
});
