import { chatSlipMessages } from './messages-chat-slips.ts';
import { lineFollowMessages } from './messages-line-follows.ts';
import { lineWebhookMessages } from './messages-line-webhook.ts';
import { meetingAnswerMessages } from './messages-meeting-answers.ts';
import { messagingRunMessages } from './messages-messaging-runs.ts';
import { richMenuMessages } from './messages-rich-menus.ts';

/** What the API says about LINE messages both ways: runs, the webhook, follows, answers and slips in the chat, menus. */
export const lineChatMessages = {
  ...messagingRunMessages,
  ...richMenuMessages,
  ...lineFollowMessages,
  ...meetingAnswerMessages,
  ...lineWebhookMessages,
  ...chatSlipMessages,
} as const;
