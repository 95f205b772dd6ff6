import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { ReminderRulesService } from './rules-service.ts';
import type { MessagingService } from './service.ts';

export function messagingRoutes(
  app: FastifyInstance,
  services: { messaging: MessagingService; rules: ReminderRulesService },
): void {
  const { messaging, rules } = services;
  addRoute(app, apiRoutes.sendPushMessage, ({ member, body, request }) => messaging.send(member.id, body, request.ip));
  addRoute(app, apiRoutes.messageRun, ({ params }) => messaging.run(params.id));
  addRoute(app, apiRoutes.outbox, () => messaging.latest());
  addRoute(app, apiRoutes.channelQuota, () => messaging.quota());
  addRoute(app, apiRoutes.previewMessage, ({ body }) => messaging.preview(body));
  addRoute(app, apiRoutes.reminderRules, () => rules.list());
  addRoute(app, apiRoutes.createReminderRule, ({ member, body, request }) => rules.create(member.id, body, request.ip));
  addRoute(app, apiRoutes.setReminderRuleActive, ({ member, params, body, request }) =>
    rules.setActive(member.id, params.id, body.active, request.ip),
  );
  addRoute(app, apiRoutes.deleteReminderRule, ({ member, params, request }) =>
    rules.remove(member.id, params.id, request.ip),
  );
}
