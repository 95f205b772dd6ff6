import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { AuthService } from './service.ts';

export function authRoutes(app: FastifyInstance, service: AuthService): void {
  addRoute(app, apiRoutes.login, ({ body, request }) => service.login(body.username, body.code, request.ip));

  addRoute(app, apiRoutes.liffLogin, ({ body, request }) =>
    service.liffLogin(
      { phone: body.username, invitation: body.invitation, accessToken: body.liff_access_token },
      request.ip,
    ),
  );

  addRoute(app, apiRoutes.signOut, async ({ member, request }) => {
    await service.signOut(member.id, member.tokenHash, request.ip);
    return { detail: apiMessages.signedOut };
  });

  addRoute(app, apiRoutes.signOutEverywhere, async ({ member, request }) => {
    await service.signOutEverywhere(member.id, request.ip);
    return { detail: apiMessages.signedOutEverywhere };
  });
}
