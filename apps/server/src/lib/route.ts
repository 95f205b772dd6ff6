import type { Access } from '@chapter/contract/roles';
import type {
  RouteDef,
  RouteParsedBody,
  RouteParsedParams,
  RouteParsedQuery,
  RouteResponse,
} from '@chapter/contract/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, preParsingHookHandler } from 'fastify';
import { PreparedAnswer, sendPrepared } from './prepared-answer.ts';

/** The member a request is made by, as far as authorization needs to know. */
export interface AuthMember {
  id: number;
  roles: string[];
  /** Identifies the session, so sign-out revokes this token and no other. */
  tokenHash: string;
}

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
  /** Reads the body before Fastify parses it (the slip upload decodes its image as it arrives). */
  preParsing?: preParsingHookHandler;
}

/**
 * Registers a contract route: its path, its schemas (validated and serialized by zod), and its
 * access level, which the auth plugin enforces before anything else runs.
 */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (context: RouteContext<R>) => Promise<RouteResponse<R> | PreparedAnswer>,
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
    ...(options.preParsing && { preParsing: options.preParsing }),
    handler: async (request, reply) => {
      reply.code(status);
      const answer = await handler({
        body: request.body,
        params: request.params,
        query: request.query,
        member: request.member,
        request,
        reply,
      } as RouteContext<R>);
      return answer instanceof PreparedAnswer ? sendPrepared(request, reply, answer, status) : answer;
    },
  });
}

/**
 * A route's answer checked and serialized by its contract schema once, to be sent to many
 * requests as it is (see PreparedAnswer): the same rules as every answer, paid once.
 */
export function prepareAnswer<R extends RouteDef>(route: R, value: RouteResponse<R>): PreparedAnswer {
  return new PreparedAnswer(() => JSON.stringify(route.response.encode(value)));
}
