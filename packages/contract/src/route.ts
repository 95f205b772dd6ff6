import type { z } from 'zod';
import type { Access } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses a route declares itself (`alsoAnswers`): the rest follow from the route's shape. */
export type ExtraStatus = 304 | 403 | 404 | 409 | 429 | 507;

/**
 * One API route: its method and path (Fastify syntax, `:id` for parameters, trailing slash as the
 * spec writes it), who may call it, and the zod schemas of what goes in and comes out.
 * The server registers routes from these, the web client calls them by these, and the OpenAPI
 * document is generated from them.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 unless said otherwise. */
  status?: 200 | 201;
  response: z.ZodType;
  /** For routes that answer with bytes rather than JSON (images): their media types. */
  produces?: readonly string[];
  /**
   * What the route answers beyond the statuses its method, access and input imply (openapi.ts
   * lists those): 304 for an ETag, 403 or 404 a route decides itself, 409 for a read, 429 where
   * it is rate-limited, 507 where it stores files.
   */
  alsoAnswers?: readonly ExtraStatus[];
  /**
   * Signed-in routes a member may call before agreeing to the privacy notice in force (issue 19):
   * reading and agreeing to it, signing out, and their rights (my data, erase me). Every other
   * member route answers 403 until they agree.
   */
  beforeConsent?: true;
}

export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}

type Infer<S> = S extends z.ZodType ? z.output<S> : never;
type InferIn<S> = S extends z.ZodType ? z.input<S> : never;

export type RouteResponse<R extends RouteDef> = z.output<R['response']>;
export type RouteBody<R extends RouteDef> = InferIn<R['body']>;
export type RouteParams<R extends RouteDef> = InferIn<R['params']>;
export type RouteQuery<R extends RouteDef> = InferIn<R['query']>;
export type RouteParsedBody<R extends RouteDef> = Infer<R['body']>;
export type RouteParsedParams<R extends RouteDef> = Infer<R['params']>;
export type RouteParsedQuery<R extends RouteDef> = Infer<R['query']>;

/** Fills `:name` segments of a route's path: `pathOf(deleteSlip, { id: 7 })` -> `/api/payment/delete/7/`. */
export function pathOf(route: Pick<RouteDef, 'path'>, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${route.path}`);
    return encodeURIComponent(String(value));
  });
}
