import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { bahtToSatang } from '../../lib/money.ts';
import { addRoute } from '../../lib/route.ts';
import { SLIP_LIMITS } from '../payments/slips/slip-image.ts';
import { streamDataUrlField, streamedDataUrl } from '../payments/slips/upload-body.ts';
import type { VisitorInvitationsService } from './invitations-service.ts';
import type { StaffVisitorsService } from './staff-visitors-service.ts';
import type { VisitService } from './visit-service.ts';

/** A 10 MB image is about 13.4 MB as base64, as for members' slips. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export function visitorsRoutes(
  app: FastifyInstance,
  services: { invitations: VisitorInvitationsService; visits: VisitService; staff: StaffVisitorsService },
): void {
  const { invitations, visits, staff } = services;
  addRoute(app, apiRoutes.createVisitInvitation, ({ member, params, request }) =>
    invitations.invite(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.myVisitors, ({ member }) => invitations.mine(member.id));

  addRoute(app, apiRoutes.visit, ({ query, request }) => visits.view(query.visit, request.ip));
  addRoute(app, apiRoutes.visitRegister, ({ query, body, request }) => visits.register(query.visit, body, request.ip));
  addRoute(
    app,
    apiRoutes.visitSlip,
    ({ query, body, request }) =>
      visits.slip(
        query.visit,
        { image: streamedDataUrl(request) ?? body.image, amountSatang: bahtToSatang(body.amount) },
        request.ip,
      ),
    { bodyLimit: UPLOAD_BODY_LIMIT, preParsing: streamDataUrlField('image', SLIP_LIMITS.maxBytes) },
  );
  addRoute(app, apiRoutes.visitAgree, ({ query, body, request }) =>
    visits.agree(query.visit, body.notice_version, request.ip),
  );
  addRoute(app, apiRoutes.visitPayAtDoor, ({ query, request }) => visits.payAtDoor(query.visit, request.ip));

  addRoute(app, apiRoutes.registerVisitorByStaff, ({ member, params, body, request }) =>
    staff.register(member.id, params.id, body, request.ip),
  );
  addRoute(app, apiRoutes.meetingGuestsExport, async ({ member, params, query, request, reply }) => {
    const file = await staff.exportGuests(params.id, query.format, member.id, request.ip);
    reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName, `guests.${query.format}`))
      .header('Cache-Control', 'no-store');
    return file.bytes;
  });
}
