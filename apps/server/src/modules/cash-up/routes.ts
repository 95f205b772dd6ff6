import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { addRoute } from '../../lib/route.ts';
import type { CashUpService } from './cash-up-service.ts';
import type { HeadcountService } from './headcount-service.ts';

export function cashUpRoutes(
  app: FastifyInstance,
  services: { headcount: HeadcountService; cashUp: CashUpService },
): void {
  const { headcount, cashUp } = services;
  addRoute(app, apiRoutes.meetingHeadcount, ({ params }) => headcount.of(params.id));
  addRoute(app, apiRoutes.meetingCashUp, ({ params }) => cashUp.view(params.id));
  addRoute(app, apiRoutes.closeCashUp, ({ member, params, request }) => cashUp.close(member.id, params.id, request.ip));
  addRoute(app, apiRoutes.meetingCashUpExport, async ({ member, params, query, request, reply }) => {
    const file = await cashUp.exportFile(params.id, query.format, member.id, request.ip);
    reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName, `cash-up.${query.format}`))
      .header('Cache-Control', 'no-store');
    return file.bytes;
  });
}
