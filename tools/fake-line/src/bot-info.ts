import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, json } from './http.ts';
import { MESSAGING_ERRORS } from './line-errors.ts';

/**
 * The bot's user id when a test gives none: the shape of LINE's (`U` and 32 hex digits) is not
 * checked by the app, so a readable one is used. The app's tests name it BOT_USER_ID.
 */
export const DEFAULT_BOT_USER_ID = 'U0000000000000000000000000000b0t1';

/**
 * GET /v2/bot/info: the bot's profile, as LINE answers it. Its `userId` is what LINE puts in every
 * webhook call's `destination`; the app asks for it to tell this channel's calls from others'.
 */
export function botInfoRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v2/bot/info',
      handle: (request) => {
        if (!request.headers.authorization) return json(401, MESSAGING_ERRORS.missingAuthorization);
        if (context.messagingAccessToken === undefined || bearerToken(request) !== context.messagingAccessToken) {
          return json(401, MESSAGING_ERRORS.authenticationFailed);
        }
        return json(200, {
          userId: context.botUserId,
          basicId: '@000fakeln',
          displayName: 'Chapter (fake LINE)',
          chatMode: 'bot',
          markAsReadMode: 'auto',
        });
      },
    },
  ];
}
