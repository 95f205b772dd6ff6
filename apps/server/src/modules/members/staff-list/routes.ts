import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { MemberListService } from './service.ts';

/** The Secretary/Treasurer's list of members with what each owes. */
export function staffListRoutes(app: FastifyInstance, memberList: MemberListService): void {
  addRoute(app, apiRoutes.memberList, () => memberList.list());
}
