import type { FakeLineContext, Route } from './context.ts';
import { attempt, badRequest, fields } from './control-replies.ts';
import { type FakeRequest, json, type Reply } from './http.ts';
import type { FailureRule, HoldRule } from './store.ts';

/**
 * fake-line's own API under /__fake, for processes that cannot call it in-process (Playwright
 * specs, the demo). It answers only on fake-line's own address: the Playwright helper never
 * forwards /__fake from a LINE host name, and the server refuses it when a LINE host is named.
 */
export const CONTROL_PREFIX = '/__fake/';

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function addUser(context: FakeLineContext, request: FakeRequest): Reply {
  const body = fields(request);
  const displayName = optionalString(body.displayName);
  if (displayName === undefined) return badRequest('displayName is required');
  return attempt(() => {
    const user = context.store.addUser({
      displayName,
      ...(typeof body.userId === 'string' ? { userId: body.userId } : {}),
      ...(typeof body.pictureUrl === 'string' ? { pictureUrl: body.pictureUrl } : {}),
      ...(typeof body.statusMessage === 'string' ? { statusMessage: body.statusMessage } : {}),
      ...(typeof body.friendFlag === 'boolean' ? { friendFlag: body.friendFlag } : {}),
    });
    return json(201, user);
  });
}

function issueToken(context: FakeLineContext, request: FakeRequest): Reply {
  const body = fields(request);
  const userId = optionalString(body.userId);
  const channelId = optionalString(body.channelId);
  if (userId === undefined || channelId === undefined) return badRequest('userId and channelId are required');
  const expiresIn = optionalNumber(body.expiresIn);
  const scope = optionalString(body.scope);
  return attempt(() => {
    const token = context.store.issueAccessToken({
      userId,
      channelId,
      ...(expiresIn === undefined ? {} : { expiresIn }),
      ...(scope === undefined ? {} : { scope }),
    });
    return json(201, { access_token: token });
  });
}

function expireToken(context: FakeLineContext, request: FakeRequest): Reply {
  const token = optionalString(fields(request).token);
  if (token === undefined) return badRequest('token is required');
  return attempt(() => {
    context.store.expireAccessToken(token);
    return { status: 204 };
  });
}

/**
 * The request filter failure and hold rules share: {path} matches exactly; {pathPattern} is a
 * regular expression source, for JSON callers.
 */
function ruleTarget(body: Record<string, unknown>): HoldRule | string {
  const path = optionalString(body.path);
  const pattern = optionalString(body.pathPattern);
  if ((path === undefined) === (pattern === undefined)) return 'give exactly one of path and pathPattern';
  const rule: HoldRule = { path: pattern === undefined ? (path as string) : new RegExp(pattern) };
  const method = optionalString(body.method);
  if (method !== undefined) rule.method = method;
  const times = optionalNumber(body.times);
  if (times !== undefined) rule.times = times;
  return rule;
}

function failNext(context: FakeLineContext, request: FakeRequest): Reply {
  const body = fields(request);
  const status = optionalNumber(body.status);
  if (status === undefined || status < 100 || status > 599) return badRequest('status (100-599) is required');
  return attempt(() => {
    const target = ruleTarget(body);
    if (typeof target === 'string') return badRequest(target);
    const rule: FailureRule = { ...target, status };
    if (typeof body.body === 'object' && body.body !== null) rule.body = body.body;
    if (typeof body.headers === 'object' && body.headers !== null)
      rule.headers = body.headers as Record<string, string>;
    context.store.addFailure(rule);
    return { status: 204 };
  });
}

function holdNext(context: FakeLineContext, request: FakeRequest): Reply {
  return attempt(() => {
    const body = fields(request);
    const target = ruleTarget(body);
    if (typeof target === 'string') return badRequest(target);
    const to = optionalString(body.to);
    context.store.addHold(to === undefined ? target : { ...target, to });
    return { status: 204 };
  });
}

/** {limit: number | null, used?: number}; the store refuses anything but whole numbers. */
function setQuota(context: FakeLineContext, request: FakeRequest): Reply {
  const body = fields(request);
  const limit = body.limit === null ? null : optionalNumber(body.limit);
  if (limit === undefined) return badRequest('limit (a number or null) is required');
  const used = optionalNumber(body.used);
  if (body.used !== undefined && used === undefined) return badRequest('used must be a number');
  return attempt(() => {
    context.store.setQuota({ limit, ...(used === undefined ? {} : { used }) });
    return { status: 204 };
  });
}

function authorizeAs(context: FakeLineContext, request: FakeRequest): Reply {
  const userId = fields(request).userId;
  if (userId === null) {
    context.store.authorizeAs = null;
    return { status: 204 };
  }
  if (typeof userId !== 'string' || !context.store.users.has(userId))
    return badRequest('userId must be a known user or null');
  context.store.authorizeAs = userId;
  return { status: 204 };
}

function received(context: FakeLineContext, request: FakeRequest): Reply {
  const path = request.query.get('path');
  const method = request.query.get('method')?.toUpperCase();
  return json(
    200,
    context.store.received.filter(
      (entry) => (path === null || entry.path === path) && (method === undefined || entry.method === method),
    ),
  );
}

export function controlRoutes(context: FakeLineContext): Route[] {
  return [
    { method: 'POST', path: '/__fake/users', handle: (request) => addUser(context, request) },
    { method: 'GET', path: '/__fake/users', handle: () => json(200, [...context.store.users.values()]) },
    { method: 'POST', path: '/__fake/tokens', handle: (request) => issueToken(context, request) },
    { method: 'POST', path: '/__fake/tokens/expire', handle: (request) => expireToken(context, request) },
    { method: 'GET', path: '/__fake/received', handle: (request) => received(context, request) },
    { method: 'GET', path: '/__fake/messages', handle: () => json(200, context.store.messages) },
    { method: 'GET', path: '/__fake/deauthorizations', handle: () => json(200, context.store.deauthorizations) },
    {
      method: 'GET',
      path: '/__fake/login-channels',
      handle: () =>
        json(
          200,
          [...context.loginChannels].map(([channelId, channelSecret]) => ({ channelId, channelSecret })),
        ),
    },
    { method: 'POST', path: '/__fake/fail-next', handle: (request) => failNext(context, request) },
    { method: 'POST', path: '/__fake/hold', handle: (request) => holdNext(context, request) },
    { method: 'GET', path: '/__fake/held', handle: () => json(200, { held: context.store.heldAnswers.length }) },
    {
      method: 'POST',
      path: '/__fake/release',
      handle: async () => json(200, { released: await context.store.releaseHeld() }),
    },
    { method: 'POST', path: '/__fake/quota', handle: (request) => setQuota(context, request) },
    {
      method: 'GET',
      path: '/__fake/quota',
      handle: () => json(200, { limit: context.store.quotaLimit, used: context.store.quotaUsed }),
    },
    { method: 'POST', path: '/__fake/authorize-as', handle: (request) => authorizeAs(context, request) },
    {
      method: 'POST',
      path: '/__fake/reset',
      handle: () => {
        context.store.reset();
        return { status: 204 };
      },
    },
  ];
}
