import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { ParticipantsService } from './participants/service.ts';
import type { EventsService } from './service.ts';

export function eventsRoutes(
  app: FastifyInstance,
  services: { events: EventsService; participants: ParticipantsService },
): void {
  const { events, participants } = services;
  addRoute(app, apiRoutes.availableEvents, ({ member, request }) =>
    events.availableAnswer(member.id, request.dataVersions?.['event-list']),
  );

  addRoute(app, apiRoutes.registerEvent, ({ member, body, request }) =>
    events.register(member.id, body.event, request.ip),
  );

  addRoute(app, apiRoutes.unregisterEvent, async ({ member, body, request }) => {
    await events.unregister(member.id, body.event, request.ip);
    return { detail: apiMessages.unregistered };
  });

  addRoute(app, apiRoutes.eventsOfMonth, ({ params }) => participants.eventsOfMonth(params.month, params.year));

  addRoute(app, apiRoutes.submitBniVerified, ({ member, params, body, request }) =>
    participants.verify(member.id, params.eventId, body.attendees, request.ip),
  );
}
