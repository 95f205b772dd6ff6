import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { LineBindingsService } from './bindings/service.ts';
import type { ClaimsService } from './claims-service.ts';
import type { InvitationsService } from './invitations-service.ts';

export function lineAccountsRoutes(
  app: FastifyInstance,
  services: { bindings: LineBindingsService; claims: ClaimsService; invitations: InvitationsService },
): void {
  const { bindings, claims, invitations } = services;
  addRoute(app, apiRoutes.lineAccountMembers, ({ member }) => bindings.overview(member));
  addRoute(app, apiRoutes.lineClaims, ({ member }) => claims.list(member));
  addRoute(app, apiRoutes.approveLineClaim, ({ member, params, request }) =>
    claims.approve(member, params.id, request.ip),
  );
  addRoute(app, apiRoutes.refuseLineClaim, ({ member, params, request }) =>
    claims.refuse(member, params.id, request.ip),
  );
  addRoute(app, apiRoutes.createLineInvitations, ({ member, body, request }) =>
    invitations.create(member, body.members, body.days, request.ip),
  );
  addRoute(app, apiRoutes.revokeLineInvitation, async ({ member, params, request }) => {
    await invitations.revoke(member, params.id, request.ip);
    return { detail: apiMessages.invitationRevoked };
  });
}
