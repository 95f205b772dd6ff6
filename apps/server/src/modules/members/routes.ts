import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { LineBindingsService } from './line-bindings.ts';
import type { MemberListService } from './list-service.ts';
import type { MembersService } from './service.ts';

export function membersRoutes(
  app: FastifyInstance,
  services: { members: MembersService; memberList: MemberListService; lineBindings: LineBindingsService },
): void {
  addRoute(app, apiRoutes.profile, ({ member }) => services.members.getProfile(member.id));
  addRoute(app, apiRoutes.memberList, () => services.memberList.list());
  addRoute(app, apiRoutes.lineBindings, () => services.lineBindings.list());
  addRoute(app, apiRoutes.removeLineBinding, async ({ member, params, request }) => {
    await services.lineBindings.remove(member.id, params.memberId, request.ip);
    return { detail: apiMessages.lineBindingRemoved };
  });
}
