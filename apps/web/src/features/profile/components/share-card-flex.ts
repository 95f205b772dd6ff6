import type { TPublicProfileResponse } from '@chapter/contract/members';
import { pathOf } from '@chapter/contract/route';
import { routePaths } from '@chapter/contract/route-paths';
import * as th from '../../../i18n/th.ts';
import { businessCardPath } from '../../../lib/business-card.ts';

/*
 * The business card a member shares into a LINE chat (issue 37): a Flex bubble with their picture,
 * name, company and position, and buttons to call them, save them as a contact and open the card.
 * Built from the PUBLIC card, so a field the member left off is null there and absent here. Pure, so
 * what LINE receives is tested as data.
 */

const t = th.shareCard.flex;

/** LINE's limit on a Flex message's altText. */
const ALT_TEXT_MAX = 400;
/** The chapter's red, as on the messages the server sends. */
const BUTTON_COLOR = '#B22234';

type FlexText = { type: 'text'; text: string; wrap: true } & Record<string, unknown>;
type FlexButton = {
  type: 'button';
  style: 'primary' | 'secondary';
  height: 'sm';
  color?: string;
  action: { type: 'uri'; label: string; uri: string };
};
type FlexBox = { type: 'box'; layout: 'vertical'; contents: Array<FlexText | FlexButton> } & Record<string, unknown>;
interface FlexImage {
  type: 'image';
  url: string;
  size: 'full';
  aspectRatio: '1:1';
  aspectMode: 'cover';
}

export interface CardFlexMessage {
  type: 'flex';
  altText: string;
  contents: { type: 'bubble'; hero?: FlexImage; body: FlexBox; footer: FlexBox };
}

const text = (value: string, extra: Record<string, unknown> = {}): FlexText => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

const button = (label: string, uri: string, primary = false): FlexButton => ({
  type: 'button',
  style: primary ? 'primary' : 'secondary',
  height: 'sm',
  ...(primary ? { color: BUTTON_COLOR } : {}),
  action: { type: 'uri', label, uri },
});

/** The card's page and contact file, on the app's own origin (https in production). */
export function cardLinks(publicCardId: string, origin: string = window.location.origin) {
  return {
    page: `${origin}${businessCardPath(publicCardId)}`,
    vcard: `${origin}${pathOf(routePaths.vcard, { id: publicCardId })}`,
  };
}

/**
 * The bubble. LINE shows only https images, so a picture elsewhere is left out rather than
 * refused; "call" appears only when the card shows the phone.
 */
export function cardFlexMessage(card: TPublicProfileResponse, links: { page: string; vcard: string }): CardFlexMessage {
  const picture = card.liff_picture_url?.startsWith('https://') ? card.liff_picture_url : null;
  const body: FlexBox = {
    type: 'box',
    layout: 'vertical',
    spacing: 'sm',
    contents: [
      text(card.full_name, { weight: 'bold', size: 'xl' }),
      ...(card.company ? [text(card.company, { size: 'md' })] : []),
      ...(card.position ? [text(card.position, { size: 'sm', color: '#666666' })] : []),
    ],
  };
  const footer: FlexBox = {
    type: 'box',
    layout: 'vertical',
    spacing: 'sm',
    contents: [
      ...(card.tel ? [button(t.call, `tel:${card.tel}`)] : []),
      button(t.saveContact, links.vcard),
      button(t.openCard, links.page, true),
    ],
  };
  return {
    type: 'flex',
    altText: t.altText(card.full_name).slice(0, ALT_TEXT_MAX),
    contents: {
      type: 'bubble',
      ...(picture
        ? { hero: { type: 'image', url: picture, size: 'full', aspectRatio: '1:1', aspectMode: 'cover' } }
        : {}),
      body,
      footer,
    },
  };
}
