import type { AppConfig } from '../config.ts';
import { LineChatClient } from './chat-client.ts';
import { demoLineLogin, type LineLogin, LineLoginClient, noLineLogin } from './login-client.ts';
import { LineMessagingClient } from './messaging-client.ts';
import { type LineNotifier, LinePushNotifier, noLineNotifier } from './notifier.ts';
import { type LineSender, MessagingApiSender, recordOnlySender } from './sender.ts';

/** LINE Login, pushes and sending: what every module is given (see AppParts). */
export interface LineServices {
  login: LineLogin;
  notifier: LineNotifier;
  sender: LineSender;
  /** Replies, message content and the bot's id for the webhook's chat (issue 37); null without a channel token. */
  chat: LineChatClient | null;
}

/**
 * LINE as configured: the real APIs (at LINE_API_BASE_URL, a fake in tests) when channels are set;
 * in the offline demo, the mocked mini-app's tokens and messages kept in the outbox; otherwise no
 * mini-app login and messages kept in the outbox.
 */
export function lineServices(config: AppConfig): LineServices {
  const { loginChannelIds, loginChannelSecret, channelAccessToken, apiBaseUrl } = config.line;
  const messaging = channelAccessToken ? new LineMessagingClient(channelAccessToken, apiBaseUrl) : null;
  return {
    login:
      loginChannelIds.length > 0
        ? new LineLoginClient(apiBaseUrl, loginChannelIds, loginChannelSecret)
        : config.demoMode
          ? demoLineLogin
          : noLineLogin,
    notifier: messaging ? new LinePushNotifier(messaging) : noLineNotifier,
    sender: messaging ? new MessagingApiSender(messaging) : recordOnlySender,
    chat: channelAccessToken ? new LineChatClient(channelAccessToken, apiBaseUrl, config.line.dataApiBaseUrl) : null,
  };
}
