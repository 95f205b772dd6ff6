import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { bangkokDate } from '../../../lib/bangkok-time.ts';
import { addRoute } from '../../../lib/route.ts';
import type { AdminMembersService } from './service.ts';

/** A chapter's CSV is a few hundred rows; this leaves room for thousands. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export function adminMembersRoutes(
  app: FastifyInstance,
  services: { members: AdminMembersService; now: () => Date },
): void {
  const { members } = services;
  addRoute(app, apiRoutes.adminMembers, ({ query }) => members.list(query.search));
  addRoute(app, apiRoutes.adminCreateMember, ({ member, body, request }) =>
    members.create(member.id, body, request.ip),
  );
  addRoute(app, apiRoutes.adminUpdateMember, ({ member, params, body, request }) =>
    members.update(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.adminPreviewMemberImport, ({ body }) => members.previewImport(body.csv), {
    bodyLimit: IMPORT_BODY_LIMIT,
  });
  addRoute(
    app,
    apiRoutes.adminImportMembers,
    ({ member, body, request }) => members.import(member.id, body.csv, request.ip),
    {
      bodyLimit: IMPORT_BODY_LIMIT,
    },
  );
  addRoute(app, apiRoutes.adminExportMembers, async ({ member, request, reply }) => {
    const csv = await members.exportCsv(member.id, request.ip);
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="members-${bangkokDate(services.now())}.csv"`)
      .header('Cache-Control', 'no-store');
    return Buffer.from(csv, 'utf8');
  });
}
