import type { TCreatedVisitInvitation } from '@chapter/contract/visitors';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDate, formatTime } from '../../../lib/format.ts';

/*
 * The invitation card a member shares to a LINE friend or group (issue 34): a Flex bubble with the
 * meeting and a button to the visitor's link. Pure, so what LINE receives is tested as data.
 */

const t = th.visitInvite.card;

/** LINE's limit on a Flex message's altText. */
const ALT_TEXT_MAX = 400;

/** The button's colour: the chapter's red, as on the messages the server sends. */
const BUTTON_COLOR = '#B22234';

type FlexText = { type: 'text'; text: string; wrap: true } & Record<string, unknown>;
type FlexBox = { type: 'box'; layout: 'vertical' | 'horizontal'; contents: FlexComponent[] } & Record<string, unknown>;
type FlexButton = {
  type: 'button';
  style: 'primary';
  color: string;
  height: 'md';
  action: { type: 'uri'; label: string; uri: string };
};
type FlexComponent = FlexText | FlexBox | FlexButton | { type: 'separator' };

export interface InvitationFlexMessage {
  type: 'flex';
  altText: string;
  contents: { type: 'bubble'; header: FlexBox; body: FlexBox; footer: FlexBox };
}

const text = (value: string, extra: Record<string, unknown> = {}): FlexText => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

function row(label: string, value: string): FlexBox {
  return {
    type: 'box',
    layout: 'horizontal',
    spacing: 'md',
    contents: [text(label, { size: 'sm', color: '#555555', flex: 2 }), text(value, { size: 'sm', flex: 5 })],
  };
}

/** "06:30–09:00": the meeting's start and end, Bangkok time. */
export function meetingTimes(start: string, end: string): string {
  return `${formatTime(start)}–${formatTime(end)}`;
}

/**
 * The bubble: the meeting's name, date, times and place, the visitor's fee, who invites, and
 * "ลงทะเบียน" opening `url` (already absolute). The chapter's name under the title when known.
 */
export function invitationFlexMessage(
  invitation: Pick<TCreatedVisitInvitation, 'meeting' | 'host_name'>,
  url: string,
  chapterName?: string,
): InvitationFlexMessage {
  const { meeting, host_name: host } = invitation;
  const date = formatDate(meeting.event_start_date_time);
  const header: FlexBox = {
    type: 'box',
    layout: 'vertical',
    contents: [
      text(t.title, { weight: 'bold', size: 'lg' }),
      ...(chapterName ? [text(chapterName, { size: 'sm', color: '#888888' })] : []),
    ],
  };
  const body: FlexBox = {
    type: 'box',
    layout: 'vertical',
    spacing: 'md',
    contents: [
      text(meeting.name, { weight: 'bold' }),
      row(t.date, date),
      row(t.time, meetingTimes(meeting.event_start_date_time, meeting.event_end_date_time)),
      ...(meeting.location_name ? [row(t.place, meeting.location_name)] : []),
      { type: 'separator' },
      text(t.fee(formatBaht(meeting.visitor_fee)), { size: 'sm', weight: 'bold' }),
      text(t.host(host), { size: 'sm', color: '#555555' }),
    ],
  };
  const footer: FlexBox = {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        style: 'primary',
        color: BUTTON_COLOR,
        height: 'md',
        action: { type: 'uri', label: t.register, uri: url },
      },
    ],
  };
  return {
    type: 'flex',
    altText: t.altText(meeting.name, date, host).slice(0, ALT_TEXT_MAX),
    contents: { type: 'bubble', header, body, footer },
  };
}
