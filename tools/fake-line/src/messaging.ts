import { randomBytes } from 'node:crypto';
import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, type FakeRequest, json, type Reply } from './http.ts';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { isRecord, messagesErrors, multicastRecipients, pushRecipient } from './message-validation.ts';

/** LINE takes any hexadecimal UUID as a retry key and refuses anything else. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** LINE message ids are long decimal strings. */
function messageId(): string {
  return BigInt(`0x${randomBytes(7).toString('hex')}`).toString();
}

function authenticate(context: FakeLineContext, request: FakeRequest): Reply | undefined {
  if (!request.headers.authorization) return json(401, MESSAGING_ERRORS.missingAuthorization);
  const token = bearerToken(request);
  if (context.messagingAccessToken === undefined || token !== context.messagingAccessToken) {
    return json(401, MESSAGING_ERRORS.authenticationFailed);
  }
  return undefined;
}

/**
 * POST /v2/bot/message/push and /multicast. A request with an X-Line-Retry-Key that was already
 * accepted gets 409 and is not delivered again (LINE's way to make retries after a timeout or a
 * 5xx safe); a refused request does not use its key up, so it can be retried. An accepted send
 * counts one message per recipient against the monthly quota, as LINE bills it; one that would go
 * past a set limit is refused whole with 429.
 */
function send(kind: 'push' | 'multicast', context: FakeLineContext, request: FakeRequest): Reply {
  const refused = authenticate(context, request);
  if (refused) return refused;

  const retryKey = request.headers['x-line-retry-key'];
  if (retryKey !== undefined && !UUID.test(retryKey)) return json(400, MESSAGING_ERRORS.invalidRetryKey);
  if (retryKey !== undefined) {
    const acceptedId = context.store.retryKeys.get(retryKey);
    if (acceptedId !== undefined) {
      return json(409, MESSAGING_ERRORS.retryKeyAccepted, { 'x-line-accepted-request-id': acceptedId });
    }
  }

  const body = request.body;
  if (!isRecord(body)) return json(400, MESSAGING_ERRORS.invalidJson);
  const recipients = kind === 'push' ? pushRecipient(body) : multicastRecipients(body);
  if (recipients.invalidProperty) return json(400, MESSAGING_ERRORS.invalidProperty(recipients.invalidProperty));
  const details = [...(recipients.detail ? [recipients.detail] : []), ...messagesErrors(body)];
  if (details.length > 0) {
    return json(400, { message: `The request body has ${details.length} error(s)`, details });
  }

  if (!context.store.consumeQuota(recipients.to.length)) return json(429, MESSAGING_ERRORS.monthlyLimit);

  const messages = body.messages as object[];
  context.store.messages.push({
    kind,
    to: recipients.to,
    messages,
    ...(retryKey === undefined ? {} : { retryKey }),
    requestId: request.requestId,
    at: new Date().toISOString(),
  });
  if (retryKey !== undefined) context.store.retryKeys.set(retryKey, request.requestId);
  // bot-sdk 10.8.0 types push's answer as PushMessageResponse { sentMessages }; multicast's as {}.
  if (kind === 'multicast') return json(200, {});
  return json(200, {
    sentMessages: messages.map(() => ({ id: messageId(), quoteToken: randomBytes(24).toString('base64url') })),
  });
}

/** GET /v2/bot/message/quota: LINE leaves `value` out when no target limit is set. */
function quota(context: FakeLineContext, request: FakeRequest): Reply {
  const refused = authenticate(context, request);
  if (refused) return refused;
  const limit = context.store.quotaLimit;
  return json(200, limit === null ? { type: 'none' } : { type: 'limited', value: limit });
}

/** GET /v2/bot/message/quota/consumption: this month's count, whether or not a limit is set. */
function consumption(context: FakeLineContext, request: FakeRequest): Reply {
  return authenticate(context, request) ?? json(200, { totalUsage: context.store.quotaUsed });
}

export function messagingRoutes(context: FakeLineContext): Route[] {
  return [
    { method: 'GET', path: '/v2/bot/message/quota', handle: (request) => quota(context, request) },
    { method: 'GET', path: '/v2/bot/message/quota/consumption', handle: (request) => consumption(context, request) },
    { method: 'POST', path: '/v2/bot/message/push', handle: (request) => send('push', context, request) },
    { method: 'POST', path: '/v2/bot/message/multicast', handle: (request) => send('multicast', context, request) },
  ];
}
