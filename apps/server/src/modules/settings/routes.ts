import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { SettingsService } from './service.ts';

export function settingsRoutes(app: FastifyInstance, service: SettingsService): void {
  addRoute(app, apiRoutes.adminSettings, () => service.read());
  addRoute(app, apiRoutes.adminUpdateSettings, ({ member, body, request }) =>
    service.update(member.id, body, request.ip),
  );
}
