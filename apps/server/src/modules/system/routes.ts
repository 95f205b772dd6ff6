import { apiMessages } from '@chapter/contract/messages';
import { buildOpenApiDocument } from '@chapter/contract/openapi';
import { formatPromptPayId } from '@chapter/contract/promptpay-id';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../lib/api-error.ts';
import { addRoute } from '../../lib/route.ts';
import type { SettingsService } from '../settings/service.ts';
import type { HealthService } from './health-service.ts';

export function systemRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; settings: SettingsService; health: HealthService },
): void {
  const { config, settings, health } = deps;

  addRoute(app, apiRoutes.config, async () => {
    // The back office's settings override the environment's defaults (ADR 18).
    const values = await settings.effective();
    return {
      chapter_name: values.chapter_name,
      bank: {
        name: values.bank_name,
        account_holder: values.bank_account_holder,
        account_number: values.bank_account_number,
        promptpay_id: values.promptpay_id && formatPromptPayId(values.promptpay_id),
      },
      liff_ids: config.liffIds,
      demo: config.demoMode,
      login_confirmation: config.loginConfirmation,
    };
  });

  addRoute(app, apiRoutes.health, async ({ request }) => {
    try {
      await health.checkDatabase();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
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
