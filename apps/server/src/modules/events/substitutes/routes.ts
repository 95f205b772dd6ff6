import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { SubstitutesService } from './service.ts';

export function substitutesRoutes(app: FastifyInstance, service: SubstitutesService): void {
  addRoute(app, apiRoutes.mySubstitutes, ({ member }) => service.mine(member.id));
  addRoute(app, apiRoutes.sendSubstitute, ({ member, params, body, request }) =>
    service.send(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.cancelSubstitute, ({ member, params, request }) =>
    service.cancel(member.id, params.id, request.ip),
  );
}
