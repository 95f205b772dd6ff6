import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { addRoute } from '../../lib/route.ts';
import type { BusinessCardService } from './business-card-service.ts';
import type { LineBindingsService } from './line-bindings.ts';
import type { MemberListService } from './list-service.ts';
import type { MembersService } from './service.ts';

export function membersRoutes(
  app: FastifyInstance,
  services: {
    members: MembersService;
    memberList: MemberListService;
    lineBindings: LineBindingsService;
    businessCards: BusinessCardService;
  },
): void {
  addRoute(app, apiRoutes.profile, ({ member }) => services.members.getProfile(member.id));
  addRoute(app, apiRoutes.memberList, () => services.memberList.list());
  addRoute(app, apiRoutes.lineBindings, () => services.lineBindings.list());
  addRoute(app, apiRoutes.removeLineBinding, async ({ member, params, request }) => {
    await services.lineBindings.remove(member.id, params.memberId, request.ip);
    return { detail: apiMessages.lineBindingRemoved };
  });

  addRoute(app, apiRoutes.publicProfile, ({ params, request }) =>
    services.businessCards.publicProfile(params.id, request.ip),
  );
  addRoute(app, apiRoutes.vcard, async ({ params, request, reply }) => {
    const card = await services.businessCards.vCard(params.id, request.ip);
    reply
      .type('text/vcard; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', card.fileName, 'contact.vcf'))
      // A member may change their card at any time: always ask again.
      .header('Cache-Control', 'no-cache');
    return card.text;
  });
}
