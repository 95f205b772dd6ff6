import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { EventsService } from './service.ts';

export function eventsRoutes(app: FastifyInstance, service: EventsService): void {
  addRoute(app, apiRoutes.availableEvents, ({ member }) => service.listAvailable(member.id));

  addRoute(app, apiRoutes.registerEvent, ({ member, body, request }) =>
    service.register(member.id, body.event, request.ip),
  );

  addRoute(app, apiRoutes.unregisterEvent, async ({ member, body, request }) => {
    await service.unregister(member.id, body.event, request.ip);
    return { detail: apiMessages.unregistered };
  });
}
