import type { TRegistration } from '@chapter/contract/events';
import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../../lib/api-error.ts';
import { bahtToSatang } from '../../../lib/money.ts';
import type { LineMessage } from '../../../line/messaging-client.ts';
import { bahtText } from '../../books/money.ts';
import { type MeetingAnswer, meetingDateTime } from '../../messaging/compose-meeting.ts';
import type { ChatTools, PostbackHandler } from '../chat-event.ts';
import type { MeetingAnswersRepository } from './meeting-answers-repository.ts';
import { linkReply, textReply } from './meeting-replies.ts';

/**
 * What the audit log keeps as the address of an answer from the chat: it came through LINE's
 * webhook, whose servers' address says nothing of the member's.
 */
export const CHAT_ADDRESS = 'line-chat';

const ANSWERS: readonly MeetingAnswer[] = ['coming', 'substitute', 'leave'];

export interface MeetingAnswerDeps {
  tools: ChatTools;
  repository: MeetingAnswersRepository;
  /** Events' own registration (EventsService.register): the app's rules, price, books and audit. */
  register: (memberId: number, eventId: number, address: string) => Promise<TRegistration>;
  /** https://liff.line.me/<LIFF_ID_EVENT> (`messageLiffUrls`), or null without the mini-app. */
  eventUrl: string | null;
  now: () => Date;
}

/** A refusal's words, whichever of the API's shapes it has. */
function reasonOf(error: ApiError): string {
  const { body } = error;
  if (typeof body.detail === 'string') return body.detail;
  return Object.values(body as Record<string, string[]>)
    .flat()
    .join(' ');
}

/**
 * The weekly meeting's postback buttons (`a=meeting&m=<id>&r=coming|substitute|leave`, issue 37).
 * Every answer is a reply (free of the monthly quota). A LINE account bound to no active member
 * changes nothing. "Coming" registers the member through the events module, as the app does; the
 * one live seat per member and event keeps a second tap (or LINE's redelivery) from a second
 * seat. A substitute or leave needs a form, so its reply opens the mini-app at that meeting's form.
 */
export function meetingAnswers(deps: MeetingAnswerDeps): PostbackHandler {
  const { tools, repository, now } = deps;
  return async (chat, data) => {
    const say = (message: LineMessage) => tools.reply(chat, [message]);
    const member = await tools.whoIs(chat.lineUserId);
    if (!member) return say(textReply(apiMessages.chatNotConnected));
    const meetingId = Number(data.get('m'));
    const answer = ANSWERS.find((known) => known === data.get('r'));
    if (!Number.isSafeInteger(meetingId) || meetingId <= 0 || answer === undefined) {
      return say(textReply(apiMessages.chatAnswerUnknown));
    }
    const meeting = await repository.meeting(meetingId);
    if (!meeting || meeting.seriesId === null) return say(textReply(apiMessages.chatMeetingUnknown));
    const { date, time } = meetingDateTime(meeting.startsAt);
    if (meeting.cancelledAt !== null) return say(textReply(apiMessages.chatMeetingCancelled(meeting.name, date)));
    if (meeting.startsAt <= now()) return say(textReply(apiMessages.chatMeetingStarted(meeting.name, date)));
    const formUrl = (form: string) => (deps.eventUrl ? `${deps.eventUrl}/meetings/${meeting.id}/${form}` : null);

    if (answer === 'substitute') {
      const text = apiMessages.chatSubstitute(meeting.name, date);
      return say(linkReply(text, apiMessages.chatSubstituteButton, formUrl('substitute')));
    }
    if (answer === 'leave') {
      return say(linkReply(apiMessages.chatLeave(meeting.name, date), apiMessages.chatLeaveButton, formUrl('leave')));
    }
    // Coming: said once; a seat already held (from the app, or an earlier tap) is not made twice.
    const already = textReply(apiMessages.chatAlreadyRegistered(meeting.name, date));
    if (await repository.ownSeat(member.id, meeting.id)) return say(already);
    try {
      const seat = await deps.register(member.id, meeting.id, CHAT_ADDRESS);
      const price = bahtText(bahtToSatang(seat.price));
      return say(textReply(apiMessages.chatRegistered(meeting.name, date, time, price)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const reason = reasonOf(error);
      // Two taps at once: the unique seat index let one through, and this is the other.
      if (reason === apiMessages.alreadyRegistered) return say(already);
      return say(textReply(apiMessages.chatRegisterRefused(meeting.name, date, reason)));
    }
  };
}
