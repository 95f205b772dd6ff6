import {
  pathOf,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@chapter/contract/route';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** Path parameters go into the URL, so a number is as good as the string the schema reads. */
type ParamsOption<R extends RouteDef> = R extends { params: z.ZodType }
  ? { params: { [K in keyof RouteParams<R>]: string | number } }
  : { params?: never };
type QueryOption<R extends RouteDef> = R extends { query: z.ZodType } ? { query?: RouteQuery<R> } : { query?: never };
// Optional even where the route needs one: leaving it out is how a test proves it is required.
type BodyOption<R extends RouteDef> = R extends { body: z.ZodType } ? { body?: RouteBody<R> } : { body?: never };

export type CallOptions<R extends RouteDef> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    /** Sent as `Authorization: Bearer …`; none (or null) calls anonymously. */
    token?: string | null;
    /**
     * Sent as is in place of `body`, untyped: for tests that prove the server refuses what the
     * route's schema forbids (a wrong type, a missing field, a string that is not JSON).
     */
    rawBody?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  };

/** Routes with path parameters must be given them; the others take options optionally. */
type OptionsArg<R extends RouteDef> = R extends { params: z.ZodType }
  ? [options: CallOptions<R>]
  : [options?: CallOptions<R>];

export type CallResponse<R extends RouteDef> = LightMyRequestResponse & {
  /**
   * The answer's body, typed by the route's response schema. Throws unless the status is the
   * route's success status, so a call that failed reads as its answer, not as a missing field.
   */
  data(): RouteResponse<R>;
};

/**
 * Calls one route of the contract on the app, as a client would: the method and path come from
 * the route, params and query fill its URL, and body, params and query are typed by its schemas.
 * The request starts at once, as `app.inject` does when awaited or put in `Promise.all`.
 */
export function call<R extends RouteDef>(
  t: { app: FastifyInstance },
  route: R,
  ...[options]: OptionsArg<R>
): Promise<CallResponse<R>> {
  const { params, query, body, rawBody, token, headers, remoteAddress } = (options ?? {}) as CallOptions<RouteDef> & {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const payload = options && 'rawBody' in options ? rawBody : body;
  return t.app
    .inject({
      method: route.method,
      url: pathOf(route, params) + queryString(query),
      ...((token || headers) && { headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers } }),
      ...(payload !== undefined && { payload: payload as object }),
      ...(remoteAddress && { remoteAddress }),
    })
    .then((response) =>
      Object.assign(response, {
        data: () => {
          const status = route.status ?? 200;
          if (response.statusCode !== status) {
            throw new Error(
              `${route.method} ${route.path} answered ${response.statusCode}, not ${status}: ${response.body}`,
            );
          }
          return response.json<RouteResponse<R>>();
        },
      }),
    );
}

/** `?a=1&b=x` from a query object; undefined values are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
