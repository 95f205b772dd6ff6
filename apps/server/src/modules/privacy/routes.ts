import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { ErasureService } from './erasure-service.ts';
import type { ExportService } from './export-service.ts';
import type { GuestDataService } from './guest-data-service.ts';
import type { NoticeService } from './notice-service.ts';
import type { RetentionSettings } from './retention-settings.ts';

export interface PrivacyServices {
  notices: NoticeService;
  exports: ExportService;
  erasure: ErasureService;
  retention: RetentionSettings;
  guests: GuestDataService;
}

export function privacyRoutes(app: FastifyInstance, services: PrivacyServices): void {
  const { notices, exports, erasure, retention, guests } = services;
  addRoute(app, apiRoutes.privacyNotice, ({ member }) => notices.forMember(member.id));
  addRoute(app, apiRoutes.agreeToPrivacyNotice, ({ member, body, request }) =>
    notices.agree(member.id, body.version, request.ip),
  );
  addRoute(app, apiRoutes.myData, async ({ member, request, reply }) => {
    const data = await exports.build(member.id, request.ip);
    reply.type('application/zip').header('Content-Disposition', `attachment; filename="${data.fileName}"`);
    return data.zip;
  });
  addRoute(app, apiRoutes.erasureCheck, ({ member }) => erasure.check(member.id));
  addRoute(app, apiRoutes.eraseMe, ({ member, body, request }) =>
    erasure.eraseSelf(
      member.id,
      { moneyAcknowledged: body.money_acknowledged, lineAccessToken: body.line_access_token },
      request.ip,
    ),
  );
  addRoute(app, apiRoutes.adminErasureCheck, ({ params }) => erasure.check(params.id));
  addRoute(app, apiRoutes.adminEraseMember, ({ member, params, body, request }) =>
    erasure.eraseByAdmin(member.id, params.id, body.money_acknowledged, request.ip),
  );
  addRoute(app, apiRoutes.adminPrivacy, () => notices.adminView());
  addRoute(app, apiRoutes.adminPublishGuestNotice, ({ member, body, request }) =>
    notices.publishGuest(member.id, body.body, request.ip),
  );
  addRoute(app, apiRoutes.adminPublishNotice, ({ member, body, request }) =>
    notices.publish(member.id, body.body, request.ip),
  );
  addRoute(app, apiRoutes.adminUpdateRetention, async ({ member, body, request }) => {
    await retention.update(member.id, body, request.ip);
    return notices.adminView();
  });
  addRoute(app, apiRoutes.adminGuestData, ({ member, query, request }) =>
    guests.export(member.id, query.phone, request.ip),
  );
  addRoute(app, apiRoutes.adminEraseGuest, ({ member, body, request }) =>
    guests.erase(member.id, body.phone, request.ip),
  );
}
