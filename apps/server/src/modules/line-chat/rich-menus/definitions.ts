import { apiMessages } from '@chapter/contract/messages';
import type { TRichMenuAudience } from '@chapter/contract/rich-menus';
import type { messagingApi } from '@line/bot-sdk';

const labels = apiMessages.richMenu;

/** One tile of a menu: what is drawn on it and what a tap does. */
export interface RichMenuTile {
  label: string;
  hint: string;
  action: messagingApi.URIAction | messagingApi.PostbackAction;
}

/** A menu as the app defines it; its image and LINE's menu object are drawn from this. */
export interface RichMenuDefinition {
  audience: TRichMenuAudience;
  /** LINE's own name for the menu (not shown to members). */
  name: string;
  chatBarText: string;
  tiles: RichMenuTile[];
}

/**
 * Where the tiles lead: the LIFF apps (https://liff.line.me/<id>), null when one is not configured,
 * whose tiles are then left out rather than opening nowhere.
 */
export interface RichMenuLinks {
  eventUrl: string | null;
  paymentUrl: string | null;
  profileUrl: string | null;
}

/** The visitors' "visit the chapter" tile is a postback the chat answers (`a=visit`). */
export const VISIT_POSTBACK = 'a=visit';

const uri = (label: string, target: string | null, path = ''): messagingApi.URIAction | null =>
  target ? { type: 'uri', label, uri: `${target}${path}` } : null;

function tile(label: string, hint: string, action: RichMenuTile['action'] | null): RichMenuTile[] {
  return action ? [{ label, hint, action }] : [];
}

/**
 * The three menus (issue 37). A member's: events, payment, their card and profile. Staff's adds
 * payment validation and the participant list, opened in the mini-app through the LIFF app's
 * permanent link with the screen in its path (`/validation`, `/participants`: LIFF moves to
 * /liff/payment/validation or /liff/event/participants, whose landing opens the screen inside the
 * mini-app for the Secretary/Treasurer, web `features/liff-landing/staff-links.ts`). The visitors' (LINE's default, for every account not bound to a member): connecting
 * a member's account (the profile mini-app asks for the phone or takes the invitation) and visiting.
 * "My card" opens the profile, where the card and its share button are.
 */
export function richMenuDefinitions(links: RichMenuLinks): Record<TRichMenuAudience, RichMenuDefinition> {
  const memberTiles = [
    ...tile(labels.events, labels.eventsHint, uri(labels.events, links.eventUrl)),
    ...tile(labels.payment, labels.paymentHint, uri(labels.payment, links.paymentUrl)),
    ...tile(labels.card, labels.cardHint, uri(labels.card, links.profileUrl)),
    ...tile(labels.profile, labels.profileHint, uri(labels.profile, links.profileUrl)),
  ];
  return {
    member: { audience: 'member', name: 'chapter-members', chatBarText: labels.memberBar, tiles: memberTiles },
    staff: {
      audience: 'staff',
      name: 'chapter-staff',
      chatBarText: labels.staffBar,
      tiles: [
        ...memberTiles,
        ...tile(labels.validation, labels.validationHint, uri(labels.validation, links.paymentUrl, '/validation')),
        ...tile(
          labels.participants,
          labels.participantsHint,
          uri(labels.participants, links.eventUrl, '/participants'),
        ),
      ],
    },
    visitor: {
      audience: 'visitor',
      name: 'chapter-visitors',
      chatBarText: labels.visitorBar,
      tiles: [
        ...tile(labels.connect, labels.connectHint, uri(labels.connect, links.profileUrl)),
        ...tile(labels.visit, labels.visitHint, {
          type: 'postback',
          label: labels.visit,
          data: VISIT_POSTBACK,
          displayText: labels.visitTapped,
        }),
      ],
    },
  };
}

/** LINE's two full-width sizes: a tall menu for two rows of tiles, a short one for one. */
const WIDTH = 2500;
const ROW_HEIGHT = 843;

export interface TileBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The menu's size and each tile's box: one row up to three tiles, two rows beyond. */
export function layoutOf(definition: RichMenuDefinition): { width: number; height: number; boxes: TileBox[] } {
  const count = Math.max(definition.tiles.length, 1);
  const rows = count > 3 ? 2 : 1;
  const columns = Math.ceil(count / rows);
  const boxes = definition.tiles.map((_, index) => {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const x = Math.round((column * WIDTH) / columns);
    const right = Math.round(((column + 1) * WIDTH) / columns);
    return { x, y: row * ROW_HEIGHT, width: right - x, height: ROW_HEIGHT };
  });
  return { width: WIDTH, height: rows * ROW_HEIGHT, boxes };
}

/** LINE's menu object for a definition. */
export function richMenuRequest(definition: RichMenuDefinition): messagingApi.RichMenuRequest {
  const { width, height, boxes } = layoutOf(definition);
  return {
    size: { width, height },
    // Shown open when the chat is opened: the menu is the way in to the mini-apps.
    selected: true,
    name: definition.name,
    chatBarText: definition.chatBarText,
    areas: definition.tiles.map((item, index) => ({ bounds: boxes[index] as TileBox, action: item.action })),
  };
}
