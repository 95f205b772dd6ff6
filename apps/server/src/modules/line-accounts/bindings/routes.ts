import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { LineBindingsService } from './service.ts';

/**
 * Which member each LINE account is bound to, as staff see it beside the member list; the
 * bindings themselves are the LINE-accounts module's (ADR 25).
 */
export function lineBindingsRoutes(app: FastifyInstance, lineBindings: LineBindingsService): void {
  addRoute(app, apiRoutes.lineBindings, () => lineBindings.list());
  addRoute(app, apiRoutes.removeLineBinding, async ({ member, params, request }) => {
    await lineBindings.remove(member, params.memberId, request.ip);
    return { detail: apiMessages.lineBindingRemoved };
  });
}
