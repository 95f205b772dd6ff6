import type { FakeLineContext, LiffApp, Route } from './context.ts';
import { bodyField, type FakeRequest, html, type Reply, redirect } from './http.ts';
import { LOGIN_ERRORS } from './line-errors.ts';
import type { FailureRule, FakeUser, PendingAuthorization } from './store.ts';

/**
 * The LINE Login step of `liff.login()`: the SDK sends the browser to
 * https://access.line.me/liff/v1/authorize?app_id&state&response_type=code&code_challenge_method=S256
 * &code_challenge&liff_sdk_version[&redirect_uri]. Real LINE shows its login page and then sends the
 * browser back to the redirect URI (the app's endpoint URL by default) with
 * ?code&state&liffClientId&liffRedirectUri, which `liff.init` reads to call the token endpoint.
 */
const AUTHORIZE_PATH = '/liff/v1/authorize';

type Checked = { ok: true; app: LiffApp; redirectUri: string } | { ok: false; reply: Reply };

function badRequest(reason: string): Reply {
  return html(400, page('400 Bad Request', `<p>${escapeHtml(reason)}</p>`));
}

function checkAuthorizeQuery(context: FakeLineContext, query: URLSearchParams): Checked {
  const app = context.liffApps.get(query.get('app_id') ?? '');
  if (!app) return { ok: false, reply: badRequest('Invalid app_id: no LIFF app with this id.') };
  if (query.get('response_type') !== 'code') return { ok: false, reply: badRequest('response_type must be code.') };
  if (query.get('code_challenge_method') !== 'S256' || !/^[\w-]{43}$/.test(query.get('code_challenge') ?? '')) {
    return { ok: false, reply: badRequest('A PKCE code_challenge with code_challenge_method=S256 is required.') };
  }
  const redirectUri = query.get('redirect_uri') ?? app.endpointUrl;
  // LINE refuses a redirect_uri outside the LIFF app's endpoint URL.
  if (!redirectUri.startsWith(app.endpointUrl)) {
    return { ok: false, reply: badRequest(`Invalid redirect_uri: it must start with ${app.endpointUrl}.`) };
  }
  return { ok: true, app, redirectUri };
}

function pendingOf(app: LiffApp, query: URLSearchParams, redirectUri: string): PendingAuthorization {
  return {
    liffId: app.liffId,
    channelId: app.channelId,
    state: query.get('state') ?? '',
    codeChallenge: query.get('code_challenge') ?? '',
    redirectUri,
    scope: app.scope.join(' '),
  };
}

/** Back to the app with what `liff.init` expects; URLSearchParams writes spaces as '+', as LINE does. */
function backToApp(pending: PendingAuthorization, params: Record<string, string>): Reply {
  const target = new URL(pending.redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  target.searchParams.set('state', pending.state);
  target.searchParams.set('liffClientId', pending.channelId);
  target.searchParams.set('liffRedirectUri', pending.redirectUri);
  return redirect(target.toString());
}

function logIn(context: FakeLineContext, pending: PendingAuthorization, user: FakeUser): Reply {
  const code = context.store.issueCode({
    liffId: pending.liffId,
    channelId: pending.channelId,
    userId: user.userId,
    codeChallenge: pending.codeChallenge,
    redirectUri: pending.redirectUri,
    scope: pending.scope,
  });
  return backToApp(pending, { code });
}

function oauthError(pending: PendingAuthorization, error: { error: string; error_description: string }): Reply {
  return backToApp(pending, { ...error, liffOAuth2Error: 'true' });
}

function showAuthorize(context: FakeLineContext, request: FakeRequest): Reply {
  const checked = checkAuthorizeQuery(context, request.query);
  if (!checked.ok) return checked.reply;
  const pending = pendingOf(checked.app, request.query, checked.redirectUri);
  const chosen = context.store.authorizeAs === null ? undefined : context.store.users.get(context.store.authorizeAs);
  if (chosen) return logIn(context, pending, chosen);
  return html(200, loginPage(context.store.addPending(pending), [...context.store.users.values()]));
}

/** The login page's buttons post here: one per user, and Cancel. */
function submitAuthorize(context: FakeLineContext, request: FakeRequest): Reply {
  const id = bodyField(request, 'pending') ?? '';
  const pending = context.store.pending.get(id);
  if (!pending) return badRequest('This login request is unknown or was already used.');
  context.store.pending.delete(id);
  if (bodyField(request, 'action') === 'cancel') return oauthError(pending, LOGIN_ERRORS.accessDenied);
  const user = context.store.users.get(bodyField(request, 'userId') ?? '');
  if (!user) return badRequest('Unknown user.');
  return logIn(context, pending, user);
}

/** An injected failure on authorize comes back the way LINE reports OAuth errors: in the redirect. */
function failAuthorize(context: FakeLineContext, request: FakeRequest, rule: FailureRule): Reply {
  const checked = checkAuthorizeQuery(context, request.query);
  if (!checked.ok) return checked.reply;
  const body = (rule.body ?? {}) as { error?: unknown; error_description?: unknown };
  return oauthError(pendingOf(checked.app, request.query, checked.redirectUri), {
    error: typeof body.error === 'string' ? body.error : LOGIN_ERRORS.accessDenied.error,
    error_description:
      typeof body.error_description === 'string' ? body.error_description : LOGIN_ERRORS.accessDenied.error_description,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:0;background:#06c755;color:#fff}
button[value=cancel]{background:#ddd;color:#111}</style></head>
<body>${body}</body></html>`;
}

function loginPage(pendingId: string, users: FakeUser[]): string {
  const hidden = `<input type="hidden" name="pending" value="${escapeHtml(pendingId)}">`;
  const buttons = users
    .map(
      (user) =>
        `<button type="submit" name="userId" value="${escapeHtml(user.userId)}">Log in as ${escapeHtml(user.displayName)}</button>`,
    )
    .join('\n');
  const none = users.length === 0 ? '<p>No LINE users yet: add one with POST /__fake/users.</p>' : '';
  return page(
    'LINE Login (fake)',
    `<h1>LINE Login (fake)</h1>
<p>fake-line stands in for LINE in tests. Choose the LINE account to log in with.</p>${none}
<form method="post" action="${AUTHORIZE_PATH}">${hidden}
${buttons}
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

export function authorizeRoutes(context: FakeLineContext): Route[] {
  return [
    {
      method: 'GET',
      path: AUTHORIZE_PATH,
      handle: (request) => showAuthorize(context, request),
      fail: (request, rule) => failAuthorize(context, request, rule),
    },
    { method: 'POST', path: AUTHORIZE_PATH, handle: (request) => submitAuthorize(context, request) },
  ];
}
