import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** Where log lines go; standard output unless a test captures them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * A slip image link carries its permission in the query (ADR 10), an invitation link its one-time
 * token (ADR 25) and a visitor's link theirs (ADR 55): a logged URL keeps the slip, variant and
 * expiry, not the signature or the tokens, so reading the logs neither opens the images, binds a
 * LINE account nor opens a visitor's registration.
 */
export function withoutLinkSignature(url: string): string {
  // LINE first opens a LIFF link with the app's query inside `liff.state`, encoded (invite%3D...).
  // A guest's phone, by which an Admin finds their data (issue 34), is personal data: not logged either.
  return url.replace(/([?&](?:signature|invite|visit|phone)=|invite%3D)[^&#%]*/gi, '$1[redacted]');
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

/** A read slower than this is logged at `info` although it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * One line per request worth reading, instead of Fastify's two for every request (issue 21: they
 * cost 0.65–1.1 ms of CPU per answer, a third of an event list served from cache): at `info`,
 * every change (any method but GET and HEAD), every answer of 400 or more, and every slow read; a
 * quick successful read — nearly all of a registration rush — is logged at `debug` only. The line
 * carries the request through the same serializer, so URLs stay without their signatures.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const milliseconds = reply.elapsedTime;
    const details = { req: request, res: reply, responseTime: milliseconds };
    if (error) {
      reply.log.error({ ...details, err: error }, 'request errored');
      return;
    }
    const quiet =
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode < 400 &&
      milliseconds < SLOW_REQUEST_MS;
    if (quiet) reply.log.debug(details, 'request completed');
    else reply.log.info(details, 'request completed');
  }
}
