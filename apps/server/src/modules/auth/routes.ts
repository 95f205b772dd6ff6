import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { AuthService } from './service.ts';

/**
 * The browser may keep a member's event list and profile to revalidate them (ADRs 32, 36): signing
 * out asks it to forget this site's cache, so nothing of theirs stays on a shared phone or computer.
 */
const CLEAR_CACHE = '"cache"';

export function authRoutes(app: FastifyInstance, service: AuthService): void {
  addRoute(app, apiRoutes.login, ({ body, request }) => service.login(body.username, body.code, request.ip));

  addRoute(app, apiRoutes.liffLogin, ({ body, request }) =>
    service.liffLogin(
      { phone: body.username, invitation: body.invitation, accessToken: body.liff_access_token },
      request.ip,
    ),
  );

  addRoute(app, apiRoutes.signOut, async ({ member, request, reply }) => {
    await service.signOut(member.id, member.tokenHash, request.ip);
    reply.header('Clear-Site-Data', CLEAR_CACHE);
    return { detail: apiMessages.signedOut };
  });

  addRoute(app, apiRoutes.signOutEverywhere, async ({ member, request, reply }) => {
    await service.signOutEverywhere(member.id, request.ip);
    reply.header('Clear-Site-Data', CLEAR_CACHE);
    return { detail: apiMessages.signedOutEverywhere };
  });
}
