import type { FastifyServerOptions } from 'fastify';

/** Where log lines go; standard output unless a test captures them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * A slip image link carries its permission in the query (ADR 10), and an invitation link its
 * one-time token (ADR 25): a logged URL keeps the slip, variant and expiry, not the signature or the
 * invitation, so reading the logs neither opens the images nor binds a LINE account.
 */
export function withoutLinkSignature(url: string): string {
  // LINE first opens a LIFF link with the app's query inside `liff.state`, encoded (invite%3D...).
  return url.replace(/([?&](?:signature|invite)=|invite%3D)[^&#%]*/gi, '$1[redacted]');
}

/**
 * The server's logger. Tokens never reach the logs: Fastify logs no request headers, and should a
 * log line ever carry them, the Authorization header and cookies are redacted.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request) => ({
        method: request.method,
        url: typeof request.url === 'string' ? withoutLinkSignature(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream && { stream }),
  };
}
