import { apiMessages } from '@chapter/contract/messages';
import { bangkokDateTimeText } from '../../lib/bangkok-time.ts';

/*
 * The weekly meeting's "are you coming?" (issue 37), one bubble for every member asked: the meeting
 * and three postback buttons the chat's webhook answers (line-chat/postbacks). Kept apart from
 * compose.ts, which calls it, so neither imports the other's layout.
 */

export interface AskedMeeting {
  id: number;
  name: string;
  startsAt: Date;
  locationName: string;
}

/** The postback's `data`: `a` names the chat's handler, `m` the meeting, `r` the answer. */
export type MeetingAnswer = 'coming' | 'substitute' | 'leave';
export const meetingPostbackData = (meetingId: number, answer: MeetingAnswer) => `a=meeting&m=${meetingId}&r=${answer}`;

/** DD/MM/YYYY and HH:mm of a meeting's start, in Bangkok. */
export function meetingDateTime(startsAt: Date): { date: string; time: string } {
  const [date = '', time = ''] = bangkokDateTimeText(startsAt).split(' ');
  return { date, time };
}

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

const row = (label: string, value: string) => ({
  type: 'box',
  layout: 'horizontal',
  spacing: 'md',
  contents: [text(label, { size: 'sm', color: '#555555', flex: 2 }), text(value, { size: 'sm', flex: 5 })],
});

function answerButton(meetingId: number, answer: MeetingAnswer, label: string, displayText: string) {
  return {
    type: 'button',
    style: answer === 'coming' ? 'primary' : 'secondary',
    ...(answer === 'coming' && { color: '#B22234' }),
    height: 'sm',
    action: { type: 'postback', label, data: meetingPostbackData(meetingId, answer), displayText },
  };
}

/** The bubble: the meeting's name, Thai date, time and place, and มา / ส่งตัวแทน / ลา. */
export function meetingAskMessage(meeting: AskedMeeting, chapterName: string) {
  const { date, time } = meetingDateTime(meeting.startsAt);
  const m = apiMessages;
  const bubble = {
    type: 'bubble',
    header: {
      type: 'box',
      layout: 'vertical',
      contents: [
        text(m.meetingAskTitle, { weight: 'bold', size: 'lg' }),
        text(chapterName, { size: 'sm', color: '#888888' }),
      ],
    },
    body: {
      type: 'box',
      layout: 'vertical',
      spacing: 'md',
      contents: [
        text(meeting.name, { weight: 'bold' }),
        row(m.meetingAskDate, date),
        row(m.meetingAskTime, time),
        ...(meeting.locationName ? [row(m.meetingAskPlace, meeting.locationName)] : []),
        text(m.meetingAskHint, { size: 'xs', color: '#888888' }),
      ],
    },
    footer: {
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: [
        answerButton(meeting.id, 'coming', m.meetingAskComing, m.meetingSaidComing),
        answerButton(meeting.id, 'substitute', m.meetingAskSubstitute, m.meetingSaidSubstitute),
        answerButton(meeting.id, 'leave', m.meetingAskLeave, m.meetingSaidLeave),
      ],
    },
  };
  return {
    kind: 'flex' as const,
    message: JSON.stringify(bubble),
    altText: m.meetingAskAlt(chapterName, meeting.name, date, time).slice(0, 400),
  };
}
