import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { MemberListService } from './list-service.ts';
import type { MembersService } from './service.ts';

export function membersRoutes(
  app: FastifyInstance,
  services: { members: MembersService; memberList: MemberListService },
): void {
  addRoute(app, apiRoutes.profile, ({ member }) => services.members.getProfile(member.id));
  addRoute(app, apiRoutes.memberList, () => services.memberList.list());
}
