import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { MessagingService } from './service.ts';

export function messagingRoutes(app: FastifyInstance, service: MessagingService): void {
  addRoute(app, apiRoutes.sendPushMessage, ({ member, body, request }) => service.send(member.id, body, request.ip));
  addRoute(app, apiRoutes.outbox, () => service.latest());
}
