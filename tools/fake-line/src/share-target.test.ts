import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLine, startFakeLine } from './server.ts';

/** The share target picker's endpoints over HTTP; share-target-browser.test.ts drives them with the real SDK. */
const CHANNEL = '1234567892';
const LIFF_ID = `${CHANNEL}-PiCkEr01`;
let line: FakeLine;

beforeAll(async () => {
  line = await startFakeLine({
    loginChannels: [CHANNEL, '9999999999'],
    liffApps: [{ liffId: LIFF_ID, endpointUrl: 'http://127.0.0.1:9/liff/profile' }],
  });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

function userToken(scope = 'openid profile chat_message.write', channelId = CHANNEL) {
  const user = line.addUser({ displayName: 'Somchai' });
  return { userId: user.userId, token: line.issueAccessToken({ userId: user.userId, channelId, scope }) };
}

async function ottFor(token: string): Promise<string> {
  const response = await fetch(`${line.url}/liff/v2/apps/${LIFF_ID}/ott`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ott: string }).ott;
}

const resultUrl = (ott: string) =>
  `${line.url}/oauth2/v2.1/liff/shareTargetPicker/result?liffId=${LIFF_ID}&ott=${encodeURIComponent(ott)}`;

const poll = async (ott: string) => (await fetch(resultUrl(ott))).json();

function cancel(ott: string) {
  return fetch(resultUrl(ott), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=CANCEL',
  });
}

function pick(ott: string, body: object) {
  return fetch(`${line.url}/oauth2/v2.1/liff/shareTargetPicker/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ liffId: LIFF_ID, ott, ...body }),
  });
}

const text = { type: 'text', text: 'hi' };

describe('the share target picker endpoints', () => {
  it('an ott is given only for a live token of the LIFF app’s own channel', async () => {
    const none = await fetch(`${line.url}/liff/v2/apps/${LIFF_ID}/ott`);
    const other = await fetch(`${line.url}/liff/v2/apps/${LIFF_ID}/ott`, {
      headers: { authorization: `Bearer ${userToken(undefined, '9999999999').token}` },
    });
    const unknownApp = await fetch(`${line.url}/liff/v2/apps/${CHANNEL}-Unknown1/ott`, {
      headers: { authorization: `Bearer ${userToken().token}` },
    });

    expect([none.status, other.status, unknownApp.status]).toEqual([401, 401, 400]);
    expect(await ottFor(userToken().token)).toMatch(/^[\w-]{32}$/);
  });

  it('the result is pending until the user picks, then SUCCESS, and a later CANCEL does not change it', async () => {
    const { userId, token } = userToken();
    const ott = await ottFor(token);
    expect(await poll(ott)).toEqual({ status: 'ok' });

    expect((await pick(ott, { to: [`C${'0'.repeat(31)}1`], messages: [text] })).status).toBe(200);
    expect(await (await cancel(ott)).json()).toEqual({ status: 'ok' });

    expect(await poll(ott)).toEqual({ status: 'ok', result: 'SUCCESS' });
    expect(line.shares).toMatchObject([{ via: 'shareTargetPicker', from: userId, messages: [text] }]);
    expect(line.messages).toEqual([]);
  });

  it('a CANCEL posted while the picker is open ends it, and the picker can no longer send', async () => {
    const ott = await ottFor(userToken().token);
    expect((await cancel(ott)).status).toBe(200);

    expect(await poll(ott)).toEqual({ status: 'ok', result: 'CANCEL' });
    expect((await pick(ott, { to: [`C${'0'.repeat(31)}1`], messages: [text] })).status).toBe(400);
    expect(line.shares).toEqual([]);
  });

  it('six messages are refused with LINE’s detail and end the picker in FAILURE', async () => {
    const ott = await ottFor(userToken().token);
    const response = await pick(ott, { to: [`C${'0'.repeat(31)}1`], messages: Array(6).fill(text) });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'Size must be between 1 and 5', property: 'messages' }],
    });
    expect(await poll(ott)).toEqual({
      status: 'ok',
      result: 'FAILURE',
      resultDescription: 'The request body has 1 error(s): messages Size must be between 1 and 5',
    });
  });

  it('an unknown ott, or one of another LIFF app, is refused', async () => {
    const ott = await ottFor(userToken().token);
    const wrongApp = await fetch(resultUrl(ott).replace(LIFF_ID, `${CHANNEL}-Other001`));

    expect((await fetch(resultUrl('nope'))).status).toBe(400);
    expect(wrongApp.status).toBe(400);
  });

  it('liff.sendMessages needs chat_message.write and is recorded as a share, not a push', async () => {
    const send = (token: string, messages: object[]) =>
      fetch(`${line.url}/message/v3/share`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages }),
      });
    const writer = userToken();

    expect((await send(userToken('openid profile').token, [text])).status).toBe(403);
    expect((await send(writer.token, [])).status).toBe(400);
    expect((await send(writer.token, [text])).status).toBe(200);
    expect(line.shares).toMatchObject([{ via: 'sendMessages', from: writer.userId, to: [], messages: [text] }]);
    expect(line.usage).toBe(0);
  });

  it('the control API lists the shares, by sender when asked', async () => {
    const first = userToken();
    const second = userToken();
    for (const token of [first.token, second.token]) {
      await pick(await ottFor(token), { to: [`C${'0'.repeat(31)}1`], messages: [text] });
    }

    const all = await (await fetch(`${line.url}/__fake/shares`)).json();
    const mine = await (await fetch(`${line.url}/__fake/shares?from=${first.userId}`)).json();

    expect(all).toHaveLength(2);
    expect(mine).toMatchObject([{ from: first.userId }]);
  });
});
