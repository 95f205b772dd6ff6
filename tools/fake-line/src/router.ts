import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorizeRoutes } from './authorize.ts';
import { botInfoRoutes } from './bot-info.ts';
import { contentRoutes } from './content.ts';
import type { FakeLineContext, Route } from './context.ts';
import { CONTROL_PREFIX, controlRoutes } from './control.ts';
import { deauthorizeRoutes } from './deauthorize.ts';
import {
  answered,
  BodyTooLargeError,
  corsHeaders,
  type FakeRequest,
  flattenHeaders,
  json,
  type Reply,
  readBody,
  writeReply,
} from './http.ts';
import { liffRoutes } from './liff.ts';
import { defaultFailureBody } from './line-errors.ts';
import { LINE_HOST_HEADER } from './line-hosts.ts';
import { loginRoutes } from './login.ts';
import { messagingRoutes } from './messaging.ts';
import { replyRoutes } from './reply.ts';
import { richMenuRoutes } from './richmenu.ts';
import { recipientsOf } from './rule-match.ts';
import { shareTargetControlRoutes, shareTargetRoutes } from './share-target.ts';
import { analyticsCollector, staticRoutes } from './static-stubs.ts';
import { webhookControlRoutes } from './webhook.ts';

function match(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: Array<string | undefined> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    if (typeof route.path === 'string') {
      if (route.path === path) return { route, params: [] };
      continue;
    }
    const found = route.path.exec(path);
    if (found) return { route, params: found.slice(1) };
  }
  return undefined;
}

/**
 * One request in, one reply out: record it, apply an injected failure, else route it; a hold rule
 * keeps the reply back after all that, until the test releases it.
 */
export function createRequestListener(context: FakeLineContext) {
  const routes = [
    ...loginRoutes(context),
    ...deauthorizeRoutes(context),
    ...authorizeRoutes(context),
    ...liffRoutes(context),
    ...messagingRoutes(context),
    ...replyRoutes(context),
    ...contentRoutes(context),
    ...richMenuRoutes(context),
    ...botInfoRoutes(context),
    ...shareTargetRoutes(context),
    ...staticRoutes(),
  ];
  const control = [...controlRoutes(context), ...shareTargetControlRoutes(context), ...webhookControlRoutes(context)];

  async function reply(request: FakeRequest, isControl: boolean): Promise<Reply> {
    if (isControl) {
      // The control API must never be reachable under a LINE host name, even by mistake.
      if (request.lineHost !== undefined) return json(404, { message: 'Not found' });
      const found = match(control, request.method, request.path);
      return found ? found.route.handle(request, found.params) : json(404, { error: 'unknown control endpoint' });
    }
    const collected = analyticsCollector(request);
    if (collected) return collected;
    const found = match(routes, request.method, request.path);
    const failure = context.store.takeFailure(request.method, request.path);
    if (failure) {
      return found?.route.fail
        ? found.route.fail(request, failure)
        : json(failure.status, failure.body ?? defaultFailureBody(failure.status), failure.headers);
    }
    return found ? found.route.handle(request, found.params) : json(404, { message: 'Not found' });
  }

  return async (incoming: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(incoming.url ?? '/', 'http://fake-line.invalid');
    const headers = flattenHeaders(incoming);
    const requestId = randomUUID();
    const baseHeaders = { ...corsHeaders(headers.origin), 'x-line-request-id': requestId };
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      writeReply(response, { status: 204 }, baseHeaders);
      return;
    }
    try {
      const body = await readBody(incoming);
      const request: FakeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: body.parsed,
        lineHost: headers[LINE_HOST_HEADER],
        requestId,
      };
      const isControl = url.pathname.startsWith(CONTROL_PREFIX);
      if (!isControl) {
        context.store.received.push({
          method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers,
          body: body.parsed,
          ...(request.lineHost === undefined ? {} : { host: request.lineHost }),
          at: new Date().toISOString(),
        });
      }
      const answer = await reply(request, isControl);
      if (
        !isControl &&
        context.store.takeHold(method, url.pathname, [
          ...recipientsOf(body.parsed),
          // A reply names no user: its token's user is whom a hold rule's `to` matches.
          ...context.store.chat.replyRecipients(body.parsed),
        ])
      ) {
        // Everything has happened but the answer: what a caller sees when it dies before reading it.
        const send = () => {
          writeReply(response, answer, baseHeaders);
          return answered(response);
        };
        context.store.heldAnswers.push(send);
        // A caller that has gone away is owed nothing, so its answer no longer counts as held.
        response.once('close', () => context.store.forgetHeld(send));
        return;
      }
      writeReply(response, answer, baseHeaders);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        writeReply(response, json(413, { message: 'Request Entity Too Large' }), baseHeaders);
        return;
      }
      // A bug in fake-line, not a LINE behaviour: say so loudly, in the body and on stderr.
      console.error('fake-line: handler failed', error);
      writeReply(response, json(500, { message: `fake-line internal error: ${String(error)}` }), baseHeaders);
    }
  };
}
