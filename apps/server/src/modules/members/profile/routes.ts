import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { MembersService } from './service.ts';

/** The signed-in member's own profile, their reminder switch and their card's settings. */
export function profileRoutes(app: FastifyInstance, members: MembersService): void {
  addRoute(app, apiRoutes.profile, ({ member, request }) => members.profileAnswer(member.id, request.profileVersion));
  addRoute(app, apiRoutes.setRemindersOff, ({ member, body, request }) =>
    members.setRemindersOff(member.id, body.reminders_off, request.ip),
  );
  addRoute(app, apiRoutes.updateCard, ({ member, body, request }) => members.updateCard(member.id, body, request.ip));
  addRoute(app, apiRoutes.newCardAddress, ({ member, request }) => members.newCardAddress(member.id, request.ip));
}
