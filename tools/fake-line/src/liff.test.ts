import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS } from './line-errors.ts';
import { type FakeLine, type FakeUser, startFakeLine } from './server.ts';

// The LIFF server endpoints as the SDK calls them from an external browser.
const CHANNEL = '1234567890';
const LIFF_ID = `${CHANNEL}-AbCdEfGh`;
const ENDPOINT = 'https://chapter.example/liff/event';

let line: FakeLine;
let somchai: FakeUser;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: [], liffApps: [{ liffId: LIFF_ID, endpointUrl: ENDPOINT }] });
});
afterAll(() => line.close());
beforeEach(() => {
  line.reset();
  somchai = line.addUser({ displayName: 'Somchai' });
});

/** The payload of a JWT-shaped token, which is all the SDK reads of the context token. */
function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the LIFF context token', () => {
  it('carries the context liff.init stores, and the user once logged in', async () => {
    const token = line.issueAccessToken({ userId: somchai.userId, channelId: CHANNEL });

    const anonymous = (await (await fetch(`${line.url}/liff/v2/apps/${LIFF_ID}/contextToken`)).json()) as {
      contextToken: string;
    };
    const loggedIn = (await (
      await fetch(`${line.url}/liff/v2/apps/${LIFF_ID}/contextToken`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { contextToken: string };

    expect(payloadOf(anonymous.contextToken)).toMatchObject({
      type: 'external',
      liffId: LIFF_ID,
      endpointUrl: ENDPOINT,
      permanentLinkPattern: 'concat',
      scope: ['openid', 'profile', 'chat_message.write'],
      utsTracking: { mode: 'none', sendRatio: 0 },
      availability: { shareTargetPicker: { permission: true, minVer: '10.3.0' } },
      menuColorSetting: { adaptableColorSchemes: ['light'] },
      d: { autoplay: false },
    });
    expect(payloadOf(anonymous.contextToken)).not.toHaveProperty('userId');
    expect(payloadOf(loggedIn.contextToken)).toMatchObject({ userId: somchai.userId });
  });

  it('refuses an unknown LIFF id with a 400 in the shape the SDK reads', async () => {
    const response = await fetch(`${line.url}/liff/v2/apps/${CHANNEL}-Unknown1/contextToken`);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(LOGIN_ERRORS.invalidLiffId);
  });

  it('opens a LIFF URL by sending the browser to the endpoint with the rest in liff.state', async () => {
    const response = await fetch(`${line.url}/${LIFF_ID}/payment?month=5`, { redirect: 'manual' });

    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(ENDPOINT);
    expect(target.searchParams.get('liff.state')).toBe('/payment?month=5');
  });
});
