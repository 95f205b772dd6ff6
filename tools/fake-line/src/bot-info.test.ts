import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_USER_ID } from './bot-info.ts';
import { type FakeLine, startFakeLine } from './server.ts';

// The bot's profile as the server reads it: through the real @line/bot-sdk 10.8.0 client.
const CHANNEL_TOKEN = 'messaging-channel-token';
const BOT = 'U0123456789abcdef0123456789abcdef';

describe('GET /v2/bot/info', () => {
  let line: FakeLine;
  let other: FakeLine;
  beforeAll(async () => {
    line = await startFakeLine({ loginChannels: [], messagingAccessToken: CHANNEL_TOKEN, botUserId: BOT });
    other = await startFakeLine({ loginChannels: [], messagingAccessToken: CHANNEL_TOKEN });
  });
  afterAll(async () => {
    await line.close();
    await other.close();
  });

  const client = (fake: FakeLine, channelAccessToken = CHANNEL_TOKEN) =>
    new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: fake.url });

  it('answers the bot user id the webhook names as its destination, the default unless one is given', async () => {
    expect(await client(line).getBotInfo()).toMatchObject({ userId: BOT, chatMode: 'bot' });
    expect((await client(other).getBotInfo()).userId).toBe(DEFAULT_BOT_USER_ID);
  });

  it('refuses another channel access token with 401', async () => {
    const refused = await client(line, 'not-the-token')
      .getBotInfo()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HTTPFetchError);
    expect((refused as HTTPFetchError).status).toBe(401);
  });
});
