import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { AdminMembersService } from './service.ts';

/** A chapter's CSV is a few hundred rows; this leaves room for thousands. */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

export function adminMembersRoutes(app: FastifyInstance, services: { members: AdminMembersService }): void {
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
  addRoute(app, apiRoutes.adminExportMembers, async ({ member, query, request, reply }) => {
    const file = await members.export(member.id, query.format, request.ip);
    reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store');
    return file.bytes;
  });
}
