import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { RichMenusService } from './service.ts';

export function richMenusRoutes(app: FastifyInstance, service: RichMenusService): void {
  addRoute(app, apiRoutes.rebuildRichMenus, () => service.rebuild());
}
