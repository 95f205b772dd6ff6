import { randomBytes } from 'node:crypto';
import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, bodyField, type FakeRequest, json, type Reply } from './http.ts';
import { DEAUTHORIZE_ERRORS, LOGIN_ERRORS, MESSAGING_ERRORS } from './line-errors.ts';
import type { FakeLineStore } from './store.ts';

/** LINE's stateless channel access tokens live 15 minutes and cannot be revoked. */
export const STATELESS_TOKEN_TTL_S = 15 * 60;

/**
 * What LINE does when a user's authorization of a channel ends: every access token the user holds
 * for it stops working (refresh tokens too, but fake-line keeps none). Returns how many it revoked.
 */
export function revokeAuthorization(store: FakeLineStore, userId: string, channelId: string): number {
  let revoked = 0;
  for (const [token, grant] of store.accessTokens) {
    if (grant.userId !== userId || grant.channelId !== channelId) continue;
    store.accessTokens.delete(token);
    revoked += 1;
  }
  return revoked;
}

/**
 * POST /oauth2/v3/token with client_credentials: a stateless channel access token for a LINE
 * Login (or Messaging API) channel, against its id and secret. The JWT-assertion form LINE also
 * takes is not faked.
 */
function issueStatelessToken(context: FakeLineContext, request: FakeRequest): Reply {
  if (bodyField(request, 'grant_type') !== 'client_credentials') return json(400, LOGIN_ERRORS.unsupportedGrantType);
  const clientId = bodyField(request, 'client_id');
  const secret = clientId === undefined ? undefined : context.loginChannels.get(clientId);
  if (secret === undefined) return json(400, LOGIN_ERRORS.invalidClient);
  if (bodyField(request, 'client_secret') !== secret) return json(400, LOGIN_ERRORS.invalidClientSecret);
  // Opaque and long, as LINE's (a JWT there): nothing in the app may read it.
  const token = randomBytes(96).toString('base64url');
  context.store.channelTokens.set(token, {
    channelId: clientId as string,
    expiresAt: Date.now() + STATELESS_TOKEN_TTL_S * 1000,
  });
  return json(200, { token_type: 'Bearer', access_token: token, expires_in: STATELESS_TOKEN_TTL_S });
}

/**
 * POST /user/v1/deauthorize: the channel (by its channel access token) gives up the authorization
 * a user granted it (by one of the user's access tokens for that channel), as LINE's development
 * guidelines require when the user leaves the app. Answers 204 with no body.
 */
function deauthorize(context: FakeLineContext, request: FakeRequest): Reply {
  if (!request.headers.authorization) return json(401, DEAUTHORIZE_ERRORS.missingAuthorization);
  const channelToken = bearerToken(request);
  const channel = channelToken === undefined ? undefined : context.store.channelTokens.get(channelToken);
  if (!channel || channel.expiresAt <= Date.now()) return json(401, DEAUTHORIZE_ERRORS.authenticationFailed);

  if (typeof request.body !== 'object' || request.body === null) return json(400, MESSAGING_ERRORS.invalidJson);
  const userToken = bodyField(request, 'userAccessToken');
  if (!userToken) return json(400, DEAUTHORIZE_ERRORS.userAccessTokenRequired);
  const grant = context.store.accessTokens.get(userToken);
  if (!grant || grant.expiresAt <= Date.now()) return json(400, DEAUTHORIZE_ERRORS.invalidUserAccessToken);
  if (grant.channelId !== channel.channelId) return json(400, DEAUTHORIZE_ERRORS.otherChannel);

  const revokedAccessTokens = revokeAuthorization(context.store, grant.userId, grant.channelId);
  context.store.deauthorizations.push({
    channelId: grant.channelId,
    userId: grant.userId,
    revokedAccessTokens,
    at: new Date().toISOString(),
  });
  return { status: 204 };
}

export function deauthorizeRoutes(context: FakeLineContext): Route[] {
  return [
    { method: 'POST', path: '/oauth2/v3/token', handle: (request) => issueStatelessToken(context, request) },
    { method: 'POST', path: '/user/v1/deauthorize', handle: (request) => deauthorize(context, request) },
  ];
}
