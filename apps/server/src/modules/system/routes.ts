import { apiMessages } from '@chapter/contract/messages';
import { buildOpenApiDocument } from '@chapter/contract/openapi';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { addRoute } from '../../lib/route.ts';
import type { PublicConfigService } from '../settings/public-config-service.ts';
import type { HealthService } from './health-service.ts';

export function systemRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; publicConfig: PublicConfigService; health: HealthService },
): void {
  const { config, publicConfig, health } = deps;

  // The back office's settings override the environment's defaults (ADR 18).
  addRoute(app, apiRoutes.config, () => publicConfig.read());

  addRoute(app, apiRoutes.health, async ({ request }) => {
    // No Retry-After: only the line's own refusals promise that nothing ran (ADR 33).
    if (health.lineStalled()) throw ApiError.detail(503, apiMessages.databaseLineStalled);
    const problem = await health.checkDatabase();
    if (problem) {
      // A warning, not an error: the outage is the database's, and a load balancer asks every few seconds.
      request.log.warn(problem, 'health check: database unreachable');
      throw ApiError.detail(503, apiMessages.serviceUnavailable);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  addRoute(app, apiRoutes.openApi, async () => {
    document ??= buildOpenApiDocument(apiRoutes, { title: `${config.chapterName} API`, version: '1' });
    return document;
  });
}
