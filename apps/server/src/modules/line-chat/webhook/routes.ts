import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import { addRoute } from '../../../lib/route.ts';
import type { WebhookService } from './service.ts';
import { isSignedByLine } from './signature.ts';

/** LINE's webhook calls are a few kilobytes; 1 MB leaves room for a burst of events and no more. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const SIGNATURE_HEADER = 'x-line-signature';

/**
 * LINE's events nest a handful of levels. The events are stored as they came, and a value nested
 * thousands deep would fail the statement (PostgreSQL's stack) rather than be refused.
 */
const MAX_DEPTH = 32;

function nestsDeeperThan(value: unknown, limit: number): boolean {
  // Iterative: the value may be as deep as the body is long.
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown; depth: number };
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= limit) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
  }
  return false;
}

const signatureOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SIGNATURE_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * POST /api/line/webhook/ (issue 37). The signature covers the body's exact bytes, so this route
 * reads them itself: in its own scope JSON is parsed by a parser that checks the signature first
 * (403, nothing read further) and only then parses (400 for a body that is not JSON). A call without
 * a signature, or to a server without the channel secret, is refused before its body is read.
 */
export function lineWebhookRoutes(
  app: FastifyInstance,
  deps: { webhook: WebhookService; channelSecret: string | null },
) {
  const { webhook, channelSecret } = deps;
  // Bodies whose signature was checked: the handler acts on nothing else, whatever reached it.
  const signed = new WeakSet<FastifyRequest>();
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const signature = signatureOf(request);
      if (
        channelSecret === null ||
        signature === undefined ||
        !isSignedByLine(raw as Buffer, channelSecret, signature)
      ) {
        done(ApiError.detail(403, apiMessages.lineSignatureInvalid), undefined);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse((raw as Buffer).toString('utf8'));
      } catch {
        done(ApiError.detail(400, apiMessages.malformedJson), undefined);
        return;
      }
      if (nestsDeeperThan(body, MAX_DEPTH)) {
        done(ApiError.detail(400, apiMessages.badRequest), undefined);
        return;
      }
      signed.add(request);
      done(null, body);
    });
    addRoute(
      scope,
      apiRoutes.lineWebhook,
      async ({ body, request }) => {
        if (!signed.has(request)) throw ApiError.detail(403, apiMessages.lineSignatureInvalid);
        await webhook.receive(body);
        return {};
      },
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Before the body is read: a caller without a signature has nothing to be checked.
        preParsing: async (request, _reply, payload) => {
          if (channelSecret === null) throw ApiError.detail(403, apiMessages.lineWebhookNotConfigured);
          if (signatureOf(request) === undefined) throw ApiError.detail(403, apiMessages.lineSignatureInvalid);
          return payload;
        },
      },
    );
  });
}
