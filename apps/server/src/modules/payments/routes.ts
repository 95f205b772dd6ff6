import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { bahtToSatang } from '../../lib/money.ts';
import { addRoute } from '../../lib/route.ts';
import type { ConfirmationsService } from './confirmations/service.ts';
import type { PromptPayService } from './promptpay/service.ts';
import type { ReversalService } from './reversal/service.ts';
import type { PaymentsService } from './slips/service.ts';
import { SLIP_LIMITS } from './slips/slip-image.ts';
import { streamDataUrlField, streamedDataUrl } from './slips/upload-body.ts';
import type { GuestQueueService } from './validation/guest-queue.ts';
import type { Receipt, ValidationService } from './validation/service.ts';

/** A 10 MB image is about 13.4 MB as base64; the slip service gives the precise refusal below this. */
const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

export function paymentsRoutes(
  app: FastifyInstance,
  services: {
    payments: PaymentsService;
    validation: ValidationService;
    guestQueue: GuestQueueService;
    reversal: ReversalService;
    confirmations: ConfirmationsService;
    promptPay: PromptPayService;
  },
): void {
  const { payments: service, validation, guestQueue, reversal, confirmations, promptPay } = services;
  addRoute(app, apiRoutes.paymentHistory, ({ member }) => service.history(member.id));

  addRoute(app, apiRoutes.promptPayQr, ({ member, query }) =>
    promptPay.qr({ kind: 'member', id: member.id }, query.registrations),
  );

  addRoute(
    app,
    apiRoutes.createSlip,
    ({ member, body, request }) =>
      service.create(
        member.id,
        { image: streamedDataUrl(request) ?? body.image, amountSatang: bahtToSatang(body.amount) },
        request.ip,
      ),
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // The image is decoded as the body arrives: a 13 MB body is never held as text (ADR 34).
      preParsing: streamDataUrlField('image', SLIP_LIMITS.maxBytes),
    },
  );

  addRoute(app, apiRoutes.deleteSlip, async ({ member, params, request }) => {
    await service.delete(member.id, params.id, request.ip);
    return { detail: apiMessages.slipDeleted };
  });

  addRoute(app, apiRoutes.slipImage, async ({ params, query, reply, request }) => {
    const image = await service.image(params.id, query, request.ip);
    reply
      .type(image.contentType)
      // The link is the permission: keep it out of shared caches and only until it expires.
      .header('Cache-Control', `private, max-age=${image.maxAgeSeconds}, immutable`)
      .header('Content-Disposition', 'inline');
    return image.bytes;
  });

  addRoute(app, apiRoutes.unvalidatedMembers, ({ member }) => validation.unvalidatedMembers(member.id));

  addRoute(app, apiRoutes.unvalidatedGuests, ({ member }) => guestQueue.unvalidatedGuests(member.id));

  addRoute(app, apiRoutes.guestPaymentDetailList, ({ params, member }) =>
    guestQueue.slipsOf(params.guestId, member.id),
  );

  addRoute(app, apiRoutes.paymentDetailList, ({ params, member }) => validation.slipsOf(params.memberId, member.id));

  addRoute(app, apiRoutes.submitPayment, ({ member, body, request }) =>
    validation.confirm(
      member.id,
      {
        registrationIds: body.registrations,
        waiverReason: body.waiver_reason,
        ...receiptOf(body),
      },
      request.ip,
    ),
  );

  addRoute(app, apiRoutes.acceptSlipsAsCredit, ({ member, body, request }) =>
    validation.acceptAsCredit(member.id, receiptOf(body), request.ip),
  );

  addRoute(app, apiRoutes.refuseSlip, async ({ member, params, body, request }) => {
    await validation.refuse(member.id, params.id, body.reason, request.ip);
    return { detail: apiMessages.slipRefused };
  });

  addRoute(app, apiRoutes.checkSlipAgain, ({ params, member }) => service.checkAgain(params.id, member.id));

  addRoute(app, apiRoutes.reverseConfirmation, async ({ member, params, body, request }) => {
    await reversal.reverse(member.id, params.id, body.reason, request.ip);
    return { detail: apiMessages.paymentReversed };
  });

  addRoute(app, apiRoutes.paymentConfirmations, ({ query }) => confirmations.ofMonth(query.month));

  addRoute(app, apiRoutes.paymentExport, async ({ member, query, request, reply }) => {
    const file = await confirmations.export(query.month, query.format, member.id, request.ip);
    reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName, `payments.${query.format}`))
      .header('Cache-Control', 'no-store');
    return file.bytes;
  });
}

function receiptOf(body: { payments: number[]; received: number | null; received_reason: string | null }): Receipt {
  return {
    slipIds: body.payments,
    receivedSatang: body.received === null ? null : bahtToSatang(body.received),
    receivedReason: body.received_reason,
  };
}
