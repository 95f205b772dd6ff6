/**
 * The framework floor (issue 38): Fastify with the plugins of the app that sit on every request —
 * its security headers, error handler and compression, its request logging at the default level
 * (`info`) — and a sign-in check against a Map instead of the database, answering the bytes the app
 * answered. What the app would cost if its database and its handlers cost nothing. Its own process
 * (started by framework-floor.ts with `node --import tsx`, as the app runs), so its CPU is its own.
 *
 * Message in: FrameworkMessage. Message out: { port }.
 */
import { createHash } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import { loggerOptions, RequestLogController } from '@chapter/server/logger';
import { compressionPlugin } from '@chapter/server/plugins/compression';
import { errorsPlugin } from '@chapter/server/plugins/errors';
import { securityHeadersPlugin } from '@chapter/server/plugins/security-headers';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/** One path's answers: its 200 (status, the headers that matter, the exact bytes) and its 304's headers. */
export interface FrameworkRoute {
  headers: Record<string, string>;
  body: Uint8Array;
  /** The headers of the app's 304, sent to a request carrying If-None-Match (see bytes-server.mjs). */
  notModified?: Record<string, string>;
  /** Behind the sign-in check, as the app's member routes are. */
  signedIn: boolean;
}

export interface FrameworkMessage {
  routes: Record<string, FrameworkRoute>;
  /** SHA-256 (hex) of the tokens the bench signed in with, as the app keeps them. */
  tokenHashes: string[];
  /** TRUST_PROXY as the bench gives it to the app: the load generator's address. */
  trustProxy: string[];
}

/** The app's bearer token shape (plugins/auth.ts): malformed ones are refused before any lookup. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

async function serve({ routes, tokenHashes, trustProxy }: FrameworkMessage): Promise<number> {
  // The app's own options that touch every request (app.ts): its logger and log controller, and
  // the client address read from X-Forwarded-For behind the bench's proxy.
  const app = Fastify({
    logger: loggerOptions('info'),
    logController: new RequestLogController(),
    trustProxy,
    bodyLimit: 64 * 1024,
  });
  // In the app's order.
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);

  const send = (route: FrameworkRoute) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (route.notModified && request.headers['if-none-match'] !== undefined) {
      return reply.code(304).headers(route.notModified).send();
    }
    // A Buffer with its Content-Encoding already set, as the app's prepared answers are sent.
    return reply.code(200).headers(route.headers).send(Buffer.from(route.body));
  };

  const sessions = new Set(tokenHashes);
  await app.register(async (signedIn) => {
    // What plugins/auth.ts does for a member route, with a Set where the app runs a statement.
    signedIn.addHook('onRequest', async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
      if (!token) return reply.code(401).send({ detail: apiMessages.notAuthenticated });
      const hash = createHash('sha256').update(token).digest('hex');
      if (!sessions.has(hash)) return reply.code(401).send({ detail: apiMessages.invalidToken });
    });
    signedIn.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    });
    for (const [path, route] of Object.entries(routes)) if (route.signedIn) signedIn.get(path, send(route));
  });
  for (const [path, route] of Object.entries(routes)) if (!route.signedIn) app.get(path, send(route));

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

process.once('message', async (message) => {
  const port = await serve(message as FrameworkMessage);
  process.send?.({ port });
});
process.once('SIGTERM', () => process.exit(0));
