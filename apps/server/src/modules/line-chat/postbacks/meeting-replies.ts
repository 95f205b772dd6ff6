import type { messagingApi } from '@line/bot-sdk';
import type { LineMessage } from '../../../line/messaging-client.ts';

/** A plain reply in the chat. */
export const textReply = (text: string): LineMessage => ({ type: 'text', text });

/**
 * A reply with one button opening a mini-app screen (the substitute form, the leave form). Without
 * a mini-app configured there is nothing to open: the words alone.
 */
export function linkReply(text: string, label: string, uri: string | null): LineMessage {
  if (uri === null) return textReply(text);
  const bubble: messagingApi.FlexBubble = {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text, wrap: true, size: 'sm' }] },
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [{ type: 'button', style: 'primary', color: '#B22234', action: { type: 'uri', label, uri } }],
    },
  };
  return { type: 'flex', altText: text.slice(0, 400), contents: bubble };
}
