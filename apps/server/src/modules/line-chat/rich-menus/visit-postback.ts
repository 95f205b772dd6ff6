import { apiMessages } from '@chapter/contract/messages';
import type { ChatTools, PostbackHandler } from '../chat-event.ts';

/**
 * The visitors' menu's "visit the chapter" tile (`a=visit`): a visit is made through a member's
 * invitation (ADR 55), so the chat says how to get one. A reply, so no quota is spent.
 */
export function visitPostback(tools: ChatTools, chapterName: () => Promise<string>): PostbackHandler {
  return async (chat) => {
    await tools.reply(chat, [{ type: 'text', text: apiMessages.richMenuVisitReply(await chapterName()) }]);
  };
}
