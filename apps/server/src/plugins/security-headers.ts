import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy,
      },
      // The LIFF login redirect comes back from access.line.me; the referrer must not carry our URLs elsewhere.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // LIFF's share picker and login open LINE in a popup and watch it; plain same-origin would cut that link.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
  },
  { name: 'security-headers' },
);
