import type { FastifyBaseLogger } from 'fastify';
import { type LineChatClient, lineRefusal } from '../../line/chat-client.ts';
import type { LineMessage } from '../../line/messaging-client.ts';
import type { ChatEvent, ChatMember, ChatTools } from './chat-event.ts';
import type { ChatMemberRepository } from './chat-member-repository.ts';

/**
 * What every handler is given (see ChatTools). A reply is a courtesy on top of work already done:
 * one LINE refuses (the token expired, was used, or LINE is down) is logged and dropped, never
 * thrown, so the event is not worked again for it. Without a channel token there is no reply.
 */
export function chatTools(deps: {
  client: LineChatClient | null;
  members: ChatMemberRepository;
  log: FastifyBaseLogger;
}): ChatTools {
  const { client, members, log } = deps;
  return {
    async reply(chat: ChatEvent, messages: LineMessage[]): Promise<void> {
      if (!client || !chat.replyToken || messages.length === 0) return;
      try {
        await client.reply(chat.replyToken, messages);
      } catch (error) {
        log.warn({ reason: lineRefusal(error), event: chat.event.webhookEventId }, 'LINE reply not sent');
      }
    },
    whoIs(lineUserId: string): Promise<ChatMember | null> {
      return members.boundMember(lineUserId);
    },
  };
}
