import type { FakeLineContext, Route } from './context.ts';
import { bearerToken, bodyField, type FakeRequest, json, type Reply } from './http.ts';
import { s256, signJwt } from './jwt.ts';
import { LOGIN_ERRORS, PROFILE_ERRORS } from './line-errors.ts';
import type { AccessTokenGrant } from './store.ts';

/** LINE's ID tokens are valid for an hour; the SDK checks `exp` against the browser's clock. */
const ID_TOKEN_TTL_S = 60 * 60;
const ACCESS_TOKEN_TTL_S = 30 * 24 * 60 * 60;

/** A live grant for the bearer token, or the 401 LINE answers. */
export function grantOfBearer(context: FakeLineContext, request: FakeRequest): AccessTokenGrant | Reply {
  const token = bearerToken(request);
  const grant = token === undefined ? undefined : context.store.accessTokens.get(token);
  if (!grant || grant.expiresAt <= Date.now()) return json(401, PROFILE_ERRORS.authenticationFailed);
  return grant;
}

function isReply(value: AccessTokenGrant | Reply): value is Reply {
  return 'status' in value;
}

/** GET /oauth2/v2.1/verify?access_token= : no Authorization header, by LINE's design. */
function verify(context: FakeLineContext, request: FakeRequest): Reply {
  const token = request.query.get('access_token');
  if (!token) return json(400, LOGIN_ERRORS.accessTokenRequired);
  const grant = context.store.accessTokens.get(token);
  if (!grant) return json(400, LOGIN_ERRORS.invalidAccessToken);
  const expiresIn = Math.floor((grant.expiresAt - Date.now()) / 1000);
  if (expiresIn <= 0) return json(400, LOGIN_ERRORS.accessTokenExpired);
  return json(200, { scope: grant.scope, client_id: grant.channelId, expires_in: expiresIn });
}

function profile(context: FakeLineContext, request: FakeRequest): Reply {
  const grant = grantOfBearer(context, request);
  if (isReply(grant)) return grant;
  if (!grant.scope.split(' ').includes('profile')) return json(403, PROFILE_ERRORS.missingScope);
  const user = context.store.users.get(grant.userId);
  if (!user) return json(401, PROFILE_ERRORS.authenticationFailed);
  const { friendFlag: _friendFlag, ...visible } = user;
  return json(200, visible);
}

function friendship(context: FakeLineContext, request: FakeRequest): Reply {
  const grant = grantOfBearer(context, request);
  if (isReply(grant)) return grant;
  return json(200, { friendFlag: context.store.users.get(grant.userId)?.friendFlag ?? false });
}

function certs(context: FakeLineContext): Reply {
  return json(200, { keys: [context.key.publicJwk] });
}

/**
 * POST /oauth2/v2.1/token, as the LIFF SDK calls it after the authorize redirect: the code is
 * single use and short-lived, the verifier must hash to the challenge given at authorize (PKCE
 * S256), and client_id and redirect_uri must be the ones the code was issued for.
 */
function token(context: FakeLineContext, request: FakeRequest): Reply {
  if (bodyField(request, 'grant_type') !== 'authorization_code') return json(400, LOGIN_ERRORS.unsupportedGrantType);
  const clientId = bodyField(request, 'client_id');
  if (!clientId || !context.loginChannels.has(clientId)) return json(400, LOGIN_ERRORS.invalidClient);
  const code = context.store.takeCode(bodyField(request, 'code') ?? '');
  if (!code || code.channelId !== clientId) return json(400, LOGIN_ERRORS.invalidCode);
  if (code.expiresAt <= Date.now()) return json(400, LOGIN_ERRORS.codeExpired);
  if (bodyField(request, 'redirect_uri') !== code.redirectUri) return json(400, LOGIN_ERRORS.redirectUriMismatch);
  const verifier = bodyField(request, 'code_verifier');
  if (!verifier) return json(400, LOGIN_ERRORS.codeVerifierRequired);
  if (s256(verifier) !== code.codeChallenge) return json(400, LOGIN_ERRORS.invalidCodeVerifier);

  const accessToken = context.store.issueAccessToken({
    userId: code.userId,
    channelId: code.channelId,
    scope: code.scope,
    expiresIn: ACCESS_TOKEN_TTL_S,
  });
  const user = context.store.users.get(code.userId);
  const now = Math.floor(Date.now() / 1000);
  const body: Record<string, unknown> = {
    access_token: accessToken,
    token_type: 'Bearer',
    refresh_token: context.store.issueRefreshToken(),
    expires_in: ACCESS_TOKEN_TTL_S,
    scope: code.scope,
  };
  if (code.scope.split(' ').includes('openid')) {
    body.id_token = signJwt(context.key, {
      iss: 'https://access.line.me',
      sub: code.userId,
      aud: code.channelId,
      exp: now + ID_TOKEN_TTL_S,
      iat: now,
      amr: ['linesso'],
      name: user?.displayName,
      ...(user?.pictureUrl ? { picture: user.pictureUrl } : {}),
    });
  }
  return json(200, body);
}

/** OpenID discovery on the access host, for clients that look the endpoints up. */
function openidConfiguration(): Reply {
  return json(200, {
    issuer: 'https://access.line.me',
    authorization_endpoint: 'https://access.line.me/oauth2/v2.1/authorize',
    token_endpoint: 'https://api.line.me/oauth2/v2.1/token',
    jwks_uri: 'https://api.line.me/oauth2/v2.1/certs',
    response_types_supported: ['code'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
  });
}

export function loginRoutes(context: FakeLineContext): Route[] {
  return [
    { method: 'GET', path: '/oauth2/v2.1/verify', handle: (request) => verify(context, request) },
    { method: 'GET', path: '/v2/profile', handle: (request) => profile(context, request) },
    { method: 'GET', path: '/friendship/v1/status', handle: (request) => friendship(context, request) },
    { method: 'GET', path: '/oauth2/v2.1/certs', handle: () => certs(context) },
    { method: 'POST', path: '/oauth2/v2.1/token', handle: (request) => token(context, request) },
    { method: 'GET', path: '/.well-known/openid-configuration', handle: openidConfiguration },
  ];
}
