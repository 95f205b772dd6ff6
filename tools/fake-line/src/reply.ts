/**
 * POST /v2/bot/message/reply: the free answer to a user's event. The reply token must be one
 * fake-line issued in a webhook event, unused and under a minute old, else LINE's 400 "Invalid
 * reply token". A reply counts no quota and takes no retry key (LINE's reply endpoint has none);
 * it is recorded in `replies`, apart from the pushes in `messages`.
 */
import { randomBytes } from 'node:crypto';
import { lineMessageId } from './chat-records.ts';
import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, type FakeRequest, json, type Reply } from './http.ts';
import { MESSAGING_ERRORS } from './line-errors.ts';
import { isRecord, messagesErrors } from './message-validation.ts';

export const REPLY_ERRORS = {
  invalidReplyToken: { message: 'Invalid reply token' },
} as const;

/** The Messaging API's channel access token check, as push and multicast make it. */
export function channelAuth(context: FakeLineContext, request: FakeRequest): Reply | undefined {
  if (!request.headers.authorization) return json(401, MESSAGING_ERRORS.missingAuthorization);
  const token = bearerToken(request);
  if (context.messagingAccessToken === undefined || token !== context.messagingAccessToken) {
    return json(401, MESSAGING_ERRORS.authenticationFailed);
  }
  return undefined;
}

function reply(context: FakeLineContext, request: FakeRequest): Reply {
  const refused = channelAuth(context, request);
  if (refused) return refused;
  const body = request.body;
  if (!isRecord(body)) return json(400, MESSAGING_ERRORS.invalidJson);

  const replyToken = body.replyToken;
  const details = [
    ...(typeof replyToken === 'string' && replyToken !== ''
      ? []
      : [{ message: 'May not be empty', property: 'replyToken' }]),
    ...messagesErrors(body),
  ];
  if (details.length > 0) return json(400, { message: `The request body has ${details.length} error(s)`, details });

  // A refused body leaves the token as it was, so the app can fix its message and reply again.
  const chat = context.store.chat;
  if (!chat.usable(replyToken as string)) return json(400, REPLY_ERRORS.invalidReplyToken);
  const to = chat.useReplyToken(replyToken as string);
  const messages = body.messages as object[];
  chat.replies.push({
    to,
    replyToken: replyToken as string,
    messages,
    ...(typeof body.notificationDisabled === 'boolean' ? { notificationDisabled: body.notificationDisabled } : {}),
    requestId: request.requestId,
    at: new Date().toISOString(),
  });
  // bot-sdk 10.8.0 types the answer as ReplyMessageResponse { sentMessages }, like push's.
  return json(200, {
    sentMessages: messages.map(() => ({ id: lineMessageId(), quoteToken: randomBytes(24).toString('base64url') })),
  });
}

export function replyRoutes(context: FakeLineContext): Route[] {
  return [{ method: 'POST', path: '/v2/bot/message/reply', handle: (request) => reply(context, request) }];
}
