import type { webhook } from '@line/bot-sdk';
import type { LineMessage } from '../../line/messaging-client.ts';

/**
 * One event of one person's chat with the chapter's Official Account, as the webhook's queue hands
 * it to a handler (issue 37). Groups and rooms are not chats with a person: the queue drops them.
 */
export interface ChatEvent<E extends webhook.Event = webhook.Event> {
  event: E;
  /** `source.userId`. */
  lineUserId: string;
  /** For events LINE lets the bot answer (message, follow, postback): single use, about a minute. */
  replyToken: string | null;
  /** LINE's `timestamp` of the event. */
  occurredAt: Date;
}

export type ImageEvent = webhook.MessageEvent & { message: webhook.ImageMessageContent };

/** The bound, active member behind a LINE account, or null (unbound, inactive or erased). */
export interface ChatMember {
  id: number;
  roles: string[];
}

/** What every handler is given by the webhook's module. */
export interface ChatTools {
  /**
   * Answers the person with a reply message (free of the monthly quota) while the event's token
   * lasts; nothing when it has none or LINE refuses it (the reply is a courtesy, the work is done).
   */
  reply(chat: ChatEvent, messages: LineMessage[]): Promise<void>;
  whoIs(lineUserId: string): Promise<ChatMember | null>;
}

/**
 * A postback's `data` is a query string whose `a` names its handler (`a=meeting&…`, `a=slip&…`):
 * the webhook routes it by that name, and the handler reads the rest.
 */
export type PostbackHandler = (chat: ChatEvent<webhook.PostbackEvent>, data: URLSearchParams) => Promise<void>;

/** What the chat does with each kind of event; an event of another kind is taken and ignored. */
export interface ChatHandlers {
  follow(chat: ChatEvent<webhook.FollowEvent>): Promise<void>;
  unfollow(chat: ChatEvent<webhook.UnfollowEvent>): Promise<void>;
  image(chat: ChatEvent<ImageEvent>): Promise<void>;
  postbacks: Record<string, PostbackHandler>;
}
