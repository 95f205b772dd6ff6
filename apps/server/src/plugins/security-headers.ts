import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The hosts the official LIFF SDK 2.21.0 talks to (read off its sources): the Login and LIFF
 * APIs, the sub-window frame, the static host for its extension, alert and analytics scripts,
 * the translation files, and the analytics endpoint. Nothing else from LINE is allowed.
 */
const LINE_API = ['https://api.line.me', 'https://access.line.me', 'https://liff.line.me'];
const LINE_STATIC = 'https://static.line-scdn.net';
const LINE_TRANSLATIONS = 'https://liffsdk.line-scdn.net';
const LINE_ANALYTICS = 'https://uts-front.line-apps.com';
const LINE_SUBWINDOW = 'https://liff-subwindow.line.me';
/** Where LINE serves profile pictures, which the profile screen shows. */
const LINE_PROFILE_PICTURES = 'https://profile.line-scdn.net';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", LINE_STATIC],
  'connect-src': ["'self'", ...LINE_API, LINE_STATIC, LINE_TRANSLATIONS, LINE_ANALYTICS],
  'img-src': ["'self'", 'data:', 'blob:', LINE_PROFILE_PICTURES],
  // Mantine writes its theme variables into a <style> element at run time.
  'style-src': ["'self'", "'unsafe-inline'", LINE_STATIC],
  'font-src': ["'self'", 'data:'],
  'frame-src': [...LINE_API, LINE_SUBWINDOW],
  'form-action': ["'self'", 'https://access.line.me'],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * What protects any answer, a page or not: the browser never guesses a type other than the one
 * sent (JSON is never run as a script or shown as HTML), and no other site may read it through a
 * `<script>` or `<img>` tag (Spectre-style reads of a member's JSON).
 */
export const answerHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * A page's policies, as @fastify/helmet 13 (helmet 8) sent them, with our choices: only our pages
 * may frame us, the referrer never carries our URLs to LINE's login, LIFF's popups keep their
 * opener. HSTS rides with the pages: a browser learns it from the first page of every visit (the
 * SPA, the mini-app, the card page) and keeps it for a year, so repeating it on the JSON and files
 * those pages fetch from the same host protects nothing more (ADR 63).
 */
export const pageHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  ...answerHeaders,
};

/** What a browser may show as a document, where a page's policies apply: HTML, and SVG or XHTML, which can run script as one. */
const DOCUMENT = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/i;

/**
 * Whether an answer is a page. A 304 carries no type of its own: outside the API it stands for a
 * page the browser holds (index.html, the drawn mini-app), so it keeps the page's headers, as the
 * browser's copy is updated with them.
 */
export function isPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (type === undefined) return !request.url.startsWith('/api/');
  return DOCUMENT.test(String(type));
}

/**
 * One rule for every answer (ADR 63): a page gets the page's policies, anything else (JSON, a
 * refusal, a 304 of the event list, a script, an export) only what protects it. Decided as the
 * answer is sent, when its type is known. Fastify's refusals of a mangled URL are sent before any
 * hook; they set `answerHeaders` or `pageHeaders` themselves (plugins/errors.ts, the card page).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(isPage(request, reply) ? pageHeaders : answerHeaders);
      return payload;
    });
  },
  { name: 'security-headers' },
);
