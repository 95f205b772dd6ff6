import type { Access } from '@chapter/contract/roles';
import type {
  RouteDef,
  RouteParsedBody,
  RouteParsedParams,
  RouteParsedQuery,
  RouteResponse,
} from '@chapter/contract/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { AuthMember } from '../plugins/auth.ts';

export interface RouteContext<R extends RouteDef> {
  body: RouteParsedBody<R>;
  params: RouteParsedParams<R>;
  query: RouteParsedQuery<R>;
  /** The caller; never null on routes that require a sign-in (the auth plugin has refused those). */
  member: R['access'] extends 'public' ? AuthMember | null : AuthMember;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Overrides the app's body limit for this route (bytes). */
  bodyLimit?: number;
}

/**
 * Registers a contract route: its path, its schemas (validated and serialized by zod), and its
 * access level, which the auth plugin enforces before anything else runs.
 */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (context: RouteContext<R>) => Promise<RouteResponse<R>>,
  options: RouteOptions = {},
): void {
  const status = route.status ?? 200;
  const schema: FastifySchema = { response: { [status]: route.response } };
  if (route.body) schema.body = route.body;
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  const access: Access = route.access;
  app.route({
    method: route.method,
    url: route.path,
    schema,
    config: { access, ...(route.beforeConsent && { beforeConsent: true }) },
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      reply.code(status);
      return handler({
        body: request.body,
        params: request.params,
        query: request.query,
        member: request.member,
        request,
        reply,
      } as RouteContext<R>);
    },
  });
}
