import type { AppConfig } from './config.ts';
import { demoLineLogin, type LineLogin, LineLoginClient, noLineLogin } from './line/login-client.ts';
import { LineMessagingClient } from './line/messaging-client.ts';
import { type LineNotifier, LinePushNotifier, noLineNotifier } from './line/notifier.ts';
import { type LineSender, MessagingApiSender, recordOnlySender } from './modules/messaging/sender.ts';

/**
 * LINE as configured: the real APIs (at LINE_API_BASE_URL, a fake in tests) when channels are set;
 * in the offline demo, the mocked mini-app's tokens and messages kept in the outbox; otherwise no
 * mini-app login and messages kept in the outbox.
 */
export function lineServices(config: AppConfig): {
  login: LineLogin;
  notifier: LineNotifier;
  sender: LineSender;
} {
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
  };
}
