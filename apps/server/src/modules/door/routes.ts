import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { DoorModule } from './module.ts';

export function doorRoutes(app: FastifyInstance, services: DoorModule): void {
  const { codes, checkIns, list, walkIns, cash } = services;
  addRoute(app, apiRoutes.memberCheckInCode, ({ member, params }) => codes.forMember(member.id, params.id));
  addRoute(app, apiRoutes.visitCheckInCode, ({ query, request }) => codes.forGuest(query.visit, request.ip));

  addRoute(app, apiRoutes.doorMeetings, () => list.meetings());
  addRoute(app, apiRoutes.doorList, ({ params }) => list.list(params.id));
  addRoute(app, apiRoutes.doorCheckIn, ({ member, params, body, request }) =>
    checkIns.checkIn(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.doorUndoCheckIn, ({ member, params, request }) =>
    checkIns.undo(member.id, params.id, params.checkInId, request.ip),
  );
  addRoute(app, apiRoutes.doorWalkIn, ({ member, params, body, request }) =>
    walkIns.walkIn(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.doorTakeCash, ({ member, params, body, request }) =>
    cash.take(member.id, params.id, body, request.ip),
  );
}
