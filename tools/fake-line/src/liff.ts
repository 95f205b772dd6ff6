import { createHash, randomBytes } from 'node:crypto';
import type { FakeLineContext, LiffApp, Route } from './context.ts';
import { bearerToken, bodyField, type FakeRequest, json, type Reply, redirect } from './http.ts';
import { signJwt } from './jwt.ts';
import { LOGIN_ERRORS } from './line-errors.ts';
import { grantOfBearer } from './login.ts';
import type { AccessTokenGrant } from './store.ts';

/**
 * The LIFF server endpoints the SDK calls. In an external browser `liff.init` fetches the context
 * token (with the access token once logged in) and stores its payload as `liff.getContext()`;
 * `featureToken` and the sub-window endpoints are only used inside the LINE app.
 */

/** The SDK's own default menu colours (from @liff/init), so the context changes nothing visible. */
const LIGHT_MODE_COLOR = {
  iconColor: '#111111',
  statusBarColor: 'BLACK',
  titleTextColor: '#111111',
  titleSubtextColor: '#B7B7B7',
  titleButtonColor: '#111111',
  titleBackgroundColor: '#FFFFFF',
  progressBarColor: '#06C755',
  progressBackgroundColor: '#FFFFFF',
  titleButtonAreaBackgroundColor: '#1FFFFFFF',
  titleButtonAreaBorderColor: '#26000000',
  baseBackgroundColor: '#FFFFFF',
  baseTextColor: '#000000',
  lightButtonBorderColor: 'rgba(0, 0, 0, 0.15)',
};
const DARK_MODE_COLOR = {
  ...LIGHT_MODE_COLOR,
  iconColor: '#FFFFFF',
  statusBarColor: 'WHITE',
  titleTextColor: '#FFFFFF',
  titleSubtextColor: '#949494',
  titleButtonColor: '#FFFFFF',
  titleBackgroundColor: '#111111',
  progressBackgroundColor: '#111111',
  baseBackgroundColor: '#000000',
  baseTextColor: '#FFFFFF',
  lightButtonBorderColor: 'rgba(255, 255, 255, 0.5)',
};

/**
 * Feature gates as LINE sends them (the same set @line/liff-mock uses). Outside the LINE app the
 * SDK only reads `permission`; skipChannelVerificationScreen stays off so getProfile never tries
 * to open LINE's consent sub-window.
 */
const AVAILABILITY = {
  shareTargetPicker: { permission: true, minVer: '10.3.0' },
  multipleLiffTransition: { permission: true, minVer: '10.18.0' },
  subwindowOpen: { permission: true, minVer: '11.7.0' },
  scanCode: { permission: true, minVer: '9.4.0', unsupportedFromVer: '9.19.0' },
  scanCodeV2: { permission: true, minVer: '11.7.0', minOsVer: '14.3.0' },
  getAdvertisingId: { permission: false, minVer: '7.14.0' },
  addToHomeScreen: { permission: false, minVer: '9.16.0' },
  bluetoothLeFunction: { permission: false, minVer: '9.14.0', unsupportedFromVer: '9.19.0' },
  skipChannelVerificationScreen: { permission: false, minVer: '11.14.0' },
};

/** Like OpenID's at_hash: the left half of SHA-256, base64url. */
function accessTokenHash(token: string): string {
  return createHash('sha256').update(token).digest().subarray(0, 16).toString('base64url');
}

export function liffContext(app: LiffApp, login?: { token: string; grant: AccessTokenGrant }): object {
  return {
    type: 'external',
    liffId: app.liffId,
    endpointUrl: app.endpointUrl,
    viewType: 'full',
    permanentLinkPattern: 'concat',
    scope: app.scope,
    availability: AVAILABILITY,
    // 'none' keeps the SDK from loading LINE's analytics script (uts.js) at all.
    utsTracking: { mode: 'none', sendRatio: 0 },
    menuColorSetting: {
      adaptableColorSchemes: ['light'],
      lightModeColor: LIGHT_MODE_COLOR,
      darkModeColor: DARK_MODE_COLOR,
    },
    miniDomainAllowed: false,
    d: { autoplay: false },
    ...(login ? { userId: login.grant.userId, accessTokenHash: accessTokenHash(login.token) } : {}),
  };
}

function appOf(context: FakeLineContext, liffId: string | undefined): LiffApp | undefined {
  return liffId === undefined ? undefined : context.liffApps.get(liffId);
}

/** GET /liff/v2/apps/{liffId}/contextToken, with a Bearer token once the user has logged in. */
function contextToken(context: FakeLineContext, request: FakeRequest, liffId: string | undefined): Reply {
  const app = appOf(context, liffId);
  if (!app) return json(400, LOGIN_ERRORS.invalidLiffId);
  const token = bearerToken(request);
  let login: { token: string; grant: AccessTokenGrant } | undefined;
  if (token !== undefined) {
    const grant = grantOfBearer(context, request);
    if ('status' in grant) return grant;
    login = { token, grant };
  }
  const now = Math.floor(Date.now() / 1000);
  // The SDK only base64url-decodes the middle part; a real signature keeps the token honest.
  return json(200, { contextToken: signJwt(context.key, { ...liffContext(app, login), iat: now }) });
}

function featureToken(context: FakeLineContext, request: FakeRequest, liffId: string | undefined): Reply {
  if (!appOf(context, liffId)) return json(400, LOGIN_ERRORS.invalidLiffId);
  const grant = grantOfBearer(context, request);
  if ('status' in grant) return grant;
  return json(200, { featureToken: randomBytes(32).toString('base64url') });
}

/** The app's scopes the token was not granted; the SDK asks before opening LINE's consent window. */
function unauthorizedPermissions(context: FakeLineContext, request: FakeRequest): Reply {
  const app = appOf(context, request.query.get('liffId') ?? undefined);
  if (!app) return json(400, LOGIN_ERRORS.invalidLiffId);
  const grant = grantOfBearer(context, request);
  if ('status' in grant) return grant;
  const granted = new Set(grant.scope.split(' '));
  return json(
    200,
    app.scope.filter((scope) => !granted.has(scope)),
  );
}

/** POST /liff/v2/permanentLink {liffId, currentPageUrl} -> {permanentLinkUrl} (the 'concat' pattern). */
function permanentLink(context: FakeLineContext, request: FakeRequest): Reply {
  const app = appOf(context, bodyField(request, 'liffId'));
  const current = bodyField(request, 'currentPageUrl') ?? '';
  if (!app) return json(400, { message: 'invalid liffId' });
  if (!current.startsWith(app.endpointUrl))
    return json(400, { message: 'currentPageUrl is not under the endpoint URL' });
  return json(200, { permanentLinkUrl: `https://liff.line.me/${app.liffId}${current.slice(app.endpointUrl.length)}` });
}

/**
 * Opening https://liff.line.me/{liffId}/more?x=1 in a browser: LINE sends it to the endpoint URL
 * with the rest in `liff.state`, which `liff.init` turns back into a URL under the endpoint
 * (and navigates there with location.replace).
 */
function openLiffUrl(context: FakeLineContext, request: FakeRequest, liffId: string | undefined, rest: string): Reply {
  const app = appOf(context, liffId);
  if (!app) return json(404, { message: 'Not found' });
  const search = request.query.toString();
  const state = `${rest}${search ? `?${search}` : ''}`;
  if (state === '') return redirect(app.endpointUrl);
  const target = new URL(app.endpointUrl);
  target.searchParams.set('liff.state', state);
  return redirect(target.toString());
}

export function liffRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/liff\/v2\/apps\/([^/]+)\/contextToken$/,
      handle: (request, [liffId]) => contextToken(context, request, liffId),
    },
    {
      method: 'GET',
      path: /^\/liff\/v2\/apps\/([^/]+)\/featureToken$/,
      handle: (request, [liffId]) => featureToken(context, request, liffId),
    },
    {
      method: 'GET',
      path: '/liff/v2/incrementalAgreement/unauthorizedPermissions',
      handle: (request) => unauthorizedPermissions(context, request),
    },
    { method: 'POST', path: '/liff/v2/permanentLink', handle: (request) => permanentLink(context, request) },
    {
      method: 'GET',
      path: /^\/(\d+-[A-Za-z0-9]+)(\/.*)?$/,
      handle: (request, [liffId, rest]) => openLiffUrl(context, request, liffId, rest ?? ''),
    },
  ];
}
