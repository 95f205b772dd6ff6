import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { AuditService } from './service.ts';

export function auditRoutes(app: FastifyInstance, service: AuditService): void {
  addRoute(app, apiRoutes.adminAuditLog, ({ query }) => service.list(query));
}
