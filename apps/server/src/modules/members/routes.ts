import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { MembersService } from './service.ts';

export function membersRoutes(app: FastifyInstance, service: MembersService): void {
  addRoute(app, apiRoutes.profile, ({ member }) => service.getProfile(member.id));
}
