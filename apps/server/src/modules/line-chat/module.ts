import type { TRegistration } from '@chapter/contract/events';
import { messageLiffUrls } from '../../config.ts';
import type { AppParts } from '../app-parts.ts';
import type { ChatHandlers } from './chat-event.ts';
import { ChatMemberRepository } from './chat-member-repository.ts';
import { type ChatSlipTies, chatSlips } from './chat-slips/chat-slips.ts';
import { ChatSlipsRepository } from './chat-slips/chat-slips-repository.ts';
import { chatTools } from './chat-tools.ts';
import { followHandlers } from './follows/follows-service.ts';
import { meetingAnswers } from './postbacks/meeting-answers.ts';
import { MeetingAnswersRepository } from './postbacks/meeting-answers-repository.ts';
import { visitPostback } from './rich-menus/visit-postback.ts';
import { ChatQueue } from './webhook/queue.ts';
import { WebhookEventsRepository } from './webhook/repository.ts';
import { BotIdentity, WebhookService } from './webhook/service.ts';

/**
 * What the chat takes from other modules, by name in app.ts (ADR 39). Each part of issue 37 that
 * answers an event adds here what its handler needs.
 */
export interface LineChatTies {
  /** The chapter's name as members see it now, for replies. */
  chapterName: () => Promise<string>;
  /** Events' own registration, for a meeting's "coming" tapped in the chat (EventsService.register). */
  register: (memberId: number, eventId: number, address: string) => Promise<TRegistration>;
  /** Payments' slip upload, for an image sent into the chat (PaymentsService.create). */
  slips: ChatSlipTies;
}

/** The chat with the chapter's Official Account (issue 37): the webhook, its queue, and what each event does. */
export function lineChatModule(parts: AppParts, ties: LineChatTies, options: { leaseMs?: number | undefined } = {}) {
  const { db, config, line, now, log } = parts;
  const tools = chatTools({ client: line.chat, members: new ChatMemberRepository(db), log });

  const chatClient = line.chat;
  const slips = chatSlips({
    tools,
    repository: new ChatSlipsRepository(db),
    slips: ties.slips,
    content: chatClient && ((messageId, maxBytes) => chatClient.messageContent(messageId, maxBytes)),
    paymentUrl: messageLiffUrls(config).paymentUrl,
    log,
  });

  // Each kind of event's handler, built from `tools` and the ties. The other parts of issue 37 put
  // theirs here (follow and unfollow; image as a slip; postbacks by their `a`); a kind left out is ignored.
  const handlers: ChatHandlers = {
    ...followHandlers({ db, config }, { chapterName: ties.chapterName }, tools),
    image: slips.image,
    postbacks: {
      slip: slips.postback,
      meeting: meetingAnswers({
        tools,
        repository: new MeetingAnswersRepository(db),
        register: ties.register,
        eventUrl: messageLiffUrls(config).eventUrl,
        now,
      }),
      // The visitors' rich menu's "visit the chapter" tile (rich-menus/definitions.ts).
      visit: visitPostback(tools, ties.chapterName),
    },
  };

  const repository = new WebhookEventsRepository(db);
  const queue = new ChatQueue({ repository, handlers, now, log, leaseMs: options.leaseMs ?? config.messageLeaseMs });
  const webhook = new WebhookService({ repository, queue, bot: new BotIdentity(line.chat, log), log });
  return { webhook, queue, tools };
}
