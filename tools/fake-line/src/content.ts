/**
 * GET /v2/bot/message/{messageId}/content (api-data.line.me): the bytes of an image, video, audio
 * or file a user sent, with their Content-Type. fake-line knows only the contents its webhook
 * events registered (webhook-events.ts `imageMessage`); any other id is LINE's 404.
 */
import type { FakeLineContext, Route } from './context.ts';
import { json } from './http.ts';
import { channelAuth } from './reply.ts';

export function contentRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/v2\/bot\/message\/([^/]+)\/content$/,
      handle: (request, [messageId]) => {
        const refused = channelAuth(context, request);
        if (refused) return refused;
        const content = context.store.chat.contents.get(messageId ?? '');
        if (!content) return json(404, { message: 'Not found' });
        return { status: 200, bytes: content.bytes, contentType: content.contentType };
      },
    },
  ];
}
