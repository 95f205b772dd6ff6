import type { RouteDef } from './route.ts';

/**
 * The answers many routes share, in `components/responses`, and which of them each route gives.
 * Every refusal is `{"detail": "..."}` (ErrorDetail) but a 400, which may be per-field messages
 * (FieldErrors) instead. The schemas named here are put in `components/schemas` by openapi.ts.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const detail = (description: string, extra: object = {}) => ({
  description,
  content: json(ref('ErrorDetail')),
  ...extra,
});

/** Not a shared `components/headers` entry: OpenAPI allows nothing beside a `$ref`, and only the 429 requires it. */
const retryAfter = (required: boolean) => ({
  headers: {
    'Retry-After': {
      description: 'Seconds to wait before trying again.',
      required,
      schema: { type: 'integer', minimum: 0 },
    },
  },
});

export const sharedResponses = {
  NotModified: {
    description: 'The client already holds this answer (its If-None-Match names the current ETag).',
  },
  BadRequest: {
    description:
      'Invalid input: messages per field (FieldErrors), or a detail for a body that is not JSON, is empty, or a path the server cannot read.',
    content: json({ anyOf: [ref('FieldErrors'), ref('ErrorDetail')] }),
  },
  Unauthorized: detail('No token, a malformed one, or a session that has ended.', {
    headers: {
      'Clear-Site-Data': {
        description: '`"cache"` when the session has ended (revoked, unused too long, member inactive).',
        schema: { type: 'string' },
      },
    },
  }),
  Forbidden: detail(
    'The member lacks the role, has not agreed to the privacy notice in force (code `consent_required`), or the route refuses this caller for a reason of its own.',
  ),
  NotFound: detail('Nothing of that id, or nothing this caller may see of it.'),
  RequestTimeout: detail(
    'The request did not arrive whole in time: a small JSON body has 10 s after its headers (then the connection is closed), any request REQUEST_TIMEOUT_SECONDS; Node answers the latter without a body.',
  ),
  Conflict: detail(
    'The change does not fit the state it found (already closed, sent, paid or changed by someone else).',
  ),
  PayloadTooLarge: detail('The body is over the route’s limit (64 KB unless the route raises it).'),
  UnsupportedMediaType: detail(
    'The body is in a media type the server does not read: it reads JSON (and plain text, which then fails as input).',
  ),
  TooManyRequests: detail('Too many attempts from this caller; try again after Retry-After.', retryAfter(true)),
  InternalError: detail('Something failed that should not have; the answer says nothing of what.'),
  ServiceUnavailable: detail(
    'The database (or a service the route needs: LINE, the slip store) is busy or unreachable. With Retry-After when nothing was done and the same request may be sent again.',
    retryAfter(false),
  ),
  InsufficientStorage: detail('The server’s storage for files is full; nothing was stored.'),
};

type SharedResponse = keyof typeof sharedResponses;

const byStatus: Record<string, SharedResponse> = {
  304: 'NotModified',
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  408: 'RequestTimeout',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
  507: 'InsufficientStorage',
};

/**
 * Every status a route answers besides its success, as the server's plugins decide them (grep
 * `ApiError.detail(` in apps/server/src): a body is parsed for any method but GET, and may be
 * malformed (400), slow (408), too large (413) or not JSON (415); a change may conflict with the
 * state it finds (409); the auth hook refuses a missing token (401), a role or consent (403;
 * members may call `beforeConsent` routes without it); an id in the path may name nothing (404);
 * anything may fail (500), and the database's line or an outage answers 503 for every route.
 * What a route decides beyond that it declares in `alsoAnswers`.
 */
export function statusesOf(route: RouteDef): number[] {
  const hasBody = route.method !== 'GET';
  const statuses = new Set<number>([408, 500, 503, ...(route.alsoAnswers ?? [])]);
  if (hasBody) for (const status of [400, 409, 413, 415]) statuses.add(status);
  if (route.params || route.query) statuses.add(400);
  if (route.params) statuses.add(404);
  if (route.access !== 'public') {
    statuses.add(401);
    if (route.access !== 'member' || !route.beforeConsent) statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

function responseName(status: number): SharedResponse {
  const name = byStatus[status];
  if (!name) throw new Error(`no shared response for ${status}`);
  return name;
}

/** The route's refusals (and 304), as references to the shared responses. */
export function sharedResponsesOf(route: RouteDef): Record<string, { $ref: string }> {
  return Object.fromEntries(
    statusesOf(route).map((status) => [String(status), { $ref: `#/components/responses/${responseName(status)}` }]),
  );
}

/** The shared responses these routes refer to (a linter calls any other one unused). */
export function sharedResponsesFor(routes: RouteDef[]): Partial<typeof sharedResponses> {
  const names = new Set(routes.flatMap((route) => statusesOf(route).map(responseName)));
  return Object.fromEntries(Object.entries(sharedResponses).filter(([name]) => names.has(name as SharedResponse)));
}
