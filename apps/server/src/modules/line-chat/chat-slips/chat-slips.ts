import { apiMessages } from '@chapter/contract/messages';
import type { TSlip } from '@chapter/contract/payments';
import { MAX_AMOUNT } from '@chapter/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import { lineRefusal, MessageContentTooLarge } from '../../../line/chat-client.ts';
import type { LineMessage } from '../../../line/messaging-client.ts';
import { bahtText, sumSatang } from '../../books/money.ts';
import type { ChatEvent, ChatMember, ChatTools, ImageEvent, PostbackHandler } from '../chat-event.ts';
import { CHAT_ADDRESS } from '../postbacks/meeting-answers.ts';
import { askAmount, nothingOwed } from './chat-slip-replies.ts';
import type { ChatSlipsRepository } from './chat-slips-repository.ts';

/** An image as the upload takes it (payments' `SlipUploadImage`): its bytes, or "over the limit". */
export type ChatSlipImage = { kind: 'bytes'; bytes: Buffer } | { kind: 'too-large' };

/** What the chat's slips take from payments, by name in app.ts (ADR 39). */
export interface ChatSlipTies {
  /**
   * Payments' member upload (PaymentsService.create): the same rate, queue, size and pixel
   * limits, QR read, duplicate refusals and audit as the app's upload; refusals are ApiErrors.
   */
  create(memberId: number, upload: { image: ChatSlipImage; amountSatang: number }, address: string): Promise<TSlip>;
  /** The upload's size limit: LINE's content is read no further. */
  maxBytes: number;
}

export interface ChatSlipDeps {
  tools: ChatTools;
  repository: ChatSlipsRepository;
  slips: ChatSlipTies;
  /** The bytes of a message's content (LineChatClient.messageContent); null without a channel token. */
  content: ((messageId: string, maxBytes: number) => Promise<Buffer>) | null;
  /** https://liff.line.me/<LIFF_ID_PAYMENT> (`messageLiffUrls`), or null without the mini-app. */
  paymentUrl: string | null;
  log: FastifyBaseLogger;
}

const text = (words: string): LineMessage => ({ type: 'text', text: words });
/** LINE's message ids are decimal digits; anything else never named one of its images. */
const MESSAGE_ID = /^\d{1,32}$/;

/** A refusal's words, whichever of the API's shapes it has. */
function reasonOf(error: ApiError): string {
  const { body } = error;
  if (typeof body.detail === 'string') return body.detail;
  return Object.values(body as Record<string, string[]>)
    .flat()
    .join(' ');
}

/**
 * Slips sent into the chat (issue 37). A bound member's image is a slip through payments' own
 * upload. Its amount is what the member owes when that is one thing (one owed item: its price less
 * credit, what their payment QR asks); with several items the transfer may be for one of them, so
 * the reply asks with quick-reply buttons and nothing is fetched or stored until a tap
 * (`a=slip&msg=<message id>&amt=<satang>`), which fetches the image again (LINE keeps it a while).
 * A tap is taken only for an image its own LINE account sent (an event the webhook kept), so a
 * button can never store someone else's picture. Images of unbound accounts are never fetched.
 * Other messages (text, video, files) reach no handler: the webhook's queue leaves them.
 */
export function chatSlips(deps: ChatSlipDeps): {
  image: (chat: ChatEvent<ImageEvent>) => Promise<void>;
  postback: PostbackHandler;
} {
  const { tools, repository, slips, log } = deps;

  /** Fetches the image and stores it as the member's slip, then says what happened. */
  async function store(chat: ChatEvent, member: ChatMember, messageId: string, amountSatang: number, quote?: string) {
    const say = (words: string) => tools.reply(chat, [{ ...text(words), ...(quote && { quoteToken: quote }) }]);
    if (!deps.content) {
      log.warn({ event: chat.event.webhookEventId }, 'slip image not fetched: no LINE channel token');
      return;
    }
    let image: ChatSlipImage;
    try {
      image = { kind: 'bytes', bytes: await deps.content(messageId, slips.maxBytes) };
    } catch (error) {
      // Too large is the upload's own refusal, through the upload (it counts against the limits).
      if (!(error instanceof MessageContentTooLarge)) {
        // The reply token lasts about a minute: a retry much later could not answer, and sending
        // the picture again costs the member a tap, so this is said now instead of retried.
        log.warn({ reason: lineRefusal(error), event: chat.event.webhookEventId }, 'slip image not fetched from LINE');
        return say(apiMessages.chatSlipContentUnavailable);
      }
      image = { kind: 'too-large' };
    }
    let slip: TSlip;
    try {
      slip = await slips.create(member.id, { image, amountSatang }, CHAT_ADDRESS);
    } catch (error) {
      // Anything but a refusal (the database failed) is thrown: the queue works the event again.
      if (!(error instanceof ApiError)) throw error;
      const reason = reasonOf(error);
      // Over the member's upload rate, storage that does not answer: the same picture will do later.
      const later = error.statusCode === 429 || error.statusCode === 503;
      return say(later ? apiMessages.chatSlipTryLater(reason) : apiMessages.chatSlipRefused(reason));
    }
    const baht = bahtText(bahtToSatang(slip.amount ?? 0));
    return say(slip.qr?.status === 'read' ? apiMessages.chatSlipStored(baht) : apiMessages.chatSlipStoredNoQr(baht));
  }

  return {
    async image(chat) {
      const member = await tools.whoIs(chat.lineUserId);
      if (!member) return tools.reply(chat, [text(apiMessages.chatSlipNotConnected)]);
      const { id: messageId, quoteToken } = chat.event.message;
      const [owed, creditSatang] = await Promise.all([repository.owedOf(member.id), repository.creditOf(member.id)]);
      const owedSatang = sumSatang(owed);
      const creditUsedSatang = Math.min(Math.max(creditSatang, 0), owedSatang);
      const totalSatang = owedSatang - creditUsedSatang;
      if (totalSatang <= 0) return tools.reply(chat, [nothingOwed(deps.paymentUrl)]);
      if (owed.length > 1) return tools.reply(chat, [askAmount(messageId, owed, totalSatang, creditUsedSatang)]);
      return store(chat, member, messageId, totalSatang, quoteToken);
    },

    async postback(chat, data) {
      const member = await tools.whoIs(chat.lineUserId);
      if (!member) return tools.reply(chat, [text(apiMessages.chatSlipNotConnected)]);
      const messageId = data.get('msg') ?? '';
      const amountSatang = Number(data.get('amt'));
      const validAmount = Number.isSafeInteger(amountSatang) && amountSatang > 0 && amountSatang <= MAX_AMOUNT * 100;
      if (!MESSAGE_ID.test(messageId) || !validAmount) {
        return tools.reply(chat, [text(apiMessages.chatAnswerUnknown)]);
      }
      if (!(await repository.sentImage(chat.lineUserId, messageId))) {
        return tools.reply(chat, [text(apiMessages.chatSlipUnknownImage)]);
      }
      return store(chat, member, messageId, amountSatang);
    },
  };
}
