import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { AdminEventsService } from './service.ts';

export function adminEventsRoutes(app: FastifyInstance, service: AdminEventsService): void {
  addRoute(app, apiRoutes.adminEvents, ({ query }) => service.ofMonth(query.month, query.year));
  addRoute(app, apiRoutes.adminCreateEvent, ({ member, body, request }) => service.create(member.id, body, request.ip));
  addRoute(app, apiRoutes.adminUpdateEvent, ({ member, params, body, request }) =>
    service.update(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.adminCancelEvent, ({ member, params, request }) =>
    service.cancel(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.adminDeleteEvent, async ({ member, params, request }) => {
    await service.delete(member.id, params.id, request.ip);
    return { detail: apiMessages.eventDeleted };
  });
}
