import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { PaymentsService } from './service.ts';
import type { ValidationService } from './validation-service.ts';

/** A 10 MB image is about 13.4 MB as base64; the slip service gives the precise refusal below this. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export function paymentsRoutes(
  app: FastifyInstance,
  services: { payments: PaymentsService; validation: ValidationService },
): void {
  const { payments: service, validation } = services;
  addRoute(app, apiRoutes.paymentHistory, ({ member }) => service.history(member.id));

  addRoute(
    app,
    apiRoutes.createSlip,
    ({ member, body, request }) => service.create(member.id, body.image, request.ip),
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
    },
  );

  addRoute(app, apiRoutes.deleteSlip, async ({ member, params, request }) => {
    await service.delete(member.id, params.id, request.ip);
    return { detail: apiMessages.slipDeleted };
  });

  addRoute(app, apiRoutes.slipImage, async ({ params, query, reply }) => {
    const image = await service.image(params.id, query.variant, query.expires, query.signature);
    reply
      .type(image.contentType)
      // The link is the permission: keep it out of shared caches and only until it expires.
      .header('Cache-Control', `private, max-age=${image.maxAgeSeconds}, immutable`)
      .header('Content-Disposition', 'inline');
    return image.bytes;
  });

  addRoute(app, apiRoutes.unvalidatedMembers, () => validation.unvalidatedMembers());

  addRoute(app, apiRoutes.paymentDetailList, ({ params }) => validation.slipsOf(params.memberId));

  addRoute(app, apiRoutes.submitPayment, ({ member, body, request }) =>
    validation.confirm(member.id, body.registrations, body.payments, request.ip),
  );
}
