import { randomBytes } from 'node:crypto';
import type { FakeLineContext, LiffApp, Route } from './context.ts';
import { type FakeRequest, html, json, type Reply } from './http.ts';
import { LOGIN_ERRORS } from './line-errors.ts';
import { grantOfBearer } from './login.ts';
import { isRecord, messagesErrors } from './message-validation.ts';
import { pickerPage } from './share-target-page.ts';
import type { PickerSession, SharedMessages } from './share-target-records.ts';
import type { AccessTokenGrant } from './store.ts';

/**
 * What `liff.shareTargetPicker()` calls outside the LINE app (@line/liff 2.21.0, @liff/share-target-picker):
 * GET api.line.me/liff/v2/apps/{liffId}/ott with the user's Bearer token for a one-time token; a
 * pop-up at access.line.me/oauth2/v2.1/liff/shareTargetPicker?liffId&ott (share-target-page.ts);
 * GET .../shareTargetPicker/result?liffId&ott every 500 ms until it carries `result` (SUCCESS gives
 * {status: 'success'}, CANCEL gives undefined, anything else throws `resultDescription`); and, when
 * the pop-up is closed first, POST .../result?liffId&ott with the form body result=CANCEL (read as
 * `{status: 'ok'}`). The result calls carry no token: the ott is the key. Also POST
 * api.line.me/message/v3/share, liff.sendMessages' endpoint. What users send this way is recorded as
 * shares, apart from the bot's pushes, and costs the channel no quota.
 */

export const PICKER_PATH = '/oauth2/v2.1/liff/shareTargetPicker';
const RESULT_PATH = `${PICKER_PATH}/result`;
/** fake-line's own: where its picker page posts what the user chose (LINE's page uses LINE's internals). */
const SHARE_PATH = `${PICKER_PATH}/share`;

/** LINE does not publish these words; the shape is LINE Login's. */
const INVALID_OTT = { error: 'invalid_request', error_description: 'invalid ott' };
const MISSING_WRITE_SCOPE = { message: 'The access token does not have the chat_message.write scope.' };

/** A group every picker offers besides the user's friends, so a share to a group can be tested. */
export const PICKER_GROUP = { id: `C${'0'.repeat(31)}1`, name: 'fake-line group' };

function appOf(context: FakeLineContext, liffId: string | null | undefined): LiffApp | undefined {
  return liffId ? context.liffApps.get(liffId) : undefined;
}

/** The user's token, and of this LIFF app's channel: another channel's token asks for nothing here. */
function userOf(context: FakeLineContext, request: FakeRequest, app: LiffApp): AccessTokenGrant | Reply {
  const grant = grantOfBearer(context, request);
  if ('status' in grant) return grant;
  if (grant.channelId !== app.channelId) return json(401, LOGIN_ERRORS.invalidAccessToken);
  return grant;
}

function issueOtt(context: FakeLineContext, request: FakeRequest, liffId: string | undefined): Reply {
  const app = appOf(context, liffId);
  if (!app) return json(400, LOGIN_ERRORS.invalidLiffId);
  const grant = userOf(context, request, app);
  if ('status' in grant) return grant;
  const ott = randomBytes(24).toString('base64url');
  context.store.shareTarget.sessions.set(ott, { ott, liffId: app.liffId, userId: grant.userId, result: null });
  return json(200, { ott });
}

/** The session the query's liffId and ott name, or undefined when they do not match one. */
function sessionOf(context: FakeLineContext, liffId: string | null | undefined, ott: string | null | undefined) {
  const session = ott ? context.store.shareTarget.sessions.get(ott) : undefined;
  return session && session.liffId === liffId ? session : undefined;
}

/** The first outcome stands: the SDK posts CANCEL when it sees the window closed, even after a send. */
function settle(session: PickerSession, result: PickerSession['result'], description?: string): void {
  if (session.result !== null) return;
  session.result = result;
  if (description !== undefined) session.resultDescription = description;
}

function showPicker(context: FakeLineContext, request: FakeRequest): Reply {
  const liffId = request.query.get('liffId');
  const session = sessionOf(context, liffId, request.query.get('ott'));
  const app = appOf(context, liffId);
  if (!session || !app || session.result !== null) {
    return html(400, '<!doctype html><title>400 Bad Request</title><p>This share request is unknown or over.</p>');
  }
  const friends = [...context.store.users.values()]
    .filter((user) => user.userId !== session.userId)
    .map((user) => ({ id: user.userId, name: user.displayName }));
  return html(
    200,
    pickerPage({
      liffId: app.liffId,
      ott: session.ott,
      appOrigin: new URL(app.endpointUrl).origin,
      targets: [...friends, PICKER_GROUP],
      sharePath: SHARE_PATH,
      resultPath: RESULT_PATH,
    }),
  );
}

function record(context: FakeLineContext, share: Omit<SharedMessages, 'at'>): void {
  context.store.shareTarget.shares.push({ ...share, at: new Date().toISOString() });
}

/** The picker page's Send: LINE's checks on the messages, then the share; a refusal ends the picker as FAILURE. */
function shareFromPicker(context: FakeLineContext, request: FakeRequest): Reply {
  const body = isRecord(request.body) ? request.body : {};
  const session = sessionOf(context, body.liffId as string | undefined, body.ott as string | undefined);
  if (!session || session.result !== null) return json(400, INVALID_OTT);
  const to = Array.isArray(body.to) ? body.to.filter((id): id is string => typeof id === 'string') : [];
  if (to.length === 0) return json(400, { message: 'Choose at least one chat' });
  const details = messagesErrors(body);
  if (details.length > 0) {
    const message = `The request body has ${details.length} error(s)`;
    settle(
      session,
      'FAILURE',
      `${message}: ${details.map((detail) => `${detail.property} ${detail.message}`).join('; ')}`,
    );
    return json(400, { message, details });
  }
  record(context, {
    via: 'shareTargetPicker',
    liffId: session.liffId,
    from: session.userId,
    to,
    messages: body.messages as object[],
  });
  settle(session, 'SUCCESS');
  return json(200, { status: 'ok' });
}

function pollResult(context: FakeLineContext, request: FakeRequest): Reply {
  const session = sessionOf(context, request.query.get('liffId'), request.query.get('ott'));
  if (!session) return json(400, INVALID_OTT);
  if (session.result === null) return json(200, { status: 'ok' });
  return json(200, {
    status: 'ok',
    result: session.result,
    ...(session.resultDescription === undefined ? {} : { resultDescription: session.resultDescription }),
  });
}

function postResult(context: FakeLineContext, request: FakeRequest): Reply {
  const session = sessionOf(context, request.query.get('liffId'), request.query.get('ott'));
  if (!session) return json(400, INVALID_OTT);
  const result = isRecord(request.body) ? request.body.result : undefined;
  if (result !== 'CANCEL') return json(400, { error: 'invalid_request', error_description: 'result must be CANCEL' });
  settle(session, 'CANCEL');
  return json(200, { status: 'ok' });
}

/** POST /message/v3/share {messages}: liff.sendMessages, into the chat the app was opened from. */
function sendMessages(context: FakeLineContext, request: FakeRequest): Reply {
  const grant = grantOfBearer(context, request);
  if ('status' in grant) return grant;
  if (!grant.scope.split(' ').includes('chat_message.write')) return json(403, MISSING_WRITE_SCOPE);
  const body = isRecord(request.body) ? request.body : {};
  const details = messagesErrors(body);
  if (details.length > 0) return json(400, { message: `The request body has ${details.length} error(s)`, details });
  const app = [...context.liffApps.values()].find((candidate) => candidate.channelId === grant.channelId);
  record(context, {
    via: 'sendMessages',
    liffId: app?.liffId ?? '',
    from: grant.userId,
    to: [],
    messages: body.messages as object[],
  });
  return json(200, {});
}

export function shareTargetRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/liff\/v2\/apps\/([^/]+)\/ott$/,
      handle: (request, [liffId]) => issueOtt(context, request, liffId),
    },
    { method: 'GET', path: PICKER_PATH, handle: (request) => showPicker(context, request) },
    { method: 'POST', path: SHARE_PATH, handle: (request) => shareFromPicker(context, request) },
    { method: 'GET', path: RESULT_PATH, handle: (request) => pollResult(context, request) },
    { method: 'POST', path: RESULT_PATH, handle: (request) => postResult(context, request) },
    { method: 'POST', path: '/message/v3/share', handle: (request) => sendMessages(context, request) },
  ];
}

/** GET /__fake/shares[?from=userId]: what users shared, oldest first. */
export function shareTargetControlRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/__fake/shares',
      handle: (request) => {
        const from = request.query.get('from');
        const { shares } = context.store.shareTarget;
        return json(200, from === null ? shares : shares.filter((share) => share.from === from));
      },
    },
  ];
}
