import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { addRoute } from '../../../lib/route.ts';
import { renderCardNotice, renderCardPage } from './card-page.ts';
import type { BusinessCardService } from './service.ts';

/** The public business card: its JSON, its contact file and its page, by the card's opaque id (ADR 15). */
export function cardRoutes(app: FastifyInstance, businessCards: BusinessCardService): void {
  addRoute(app, apiRoutes.publicProfile, ({ params, request }) => businessCards.publicProfile(params.id, request.ip));
  addRoute(app, apiRoutes.vcard, async ({ params, request, reply }) => {
    const card = await businessCards.vCard(params.id, request.ip);
    reply
      .type('text/vcard; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', card.fileName, 'contact.vcf'))
      // A member may change their card at any time: always ask again.
      .header('Cache-Control', 'no-cache');
    return card.text;
  });

  /*
   * The card page itself: a finished HTML page rather than the SPA (ADR 21). Public, and not an
   * API route, so it is not in the contract; the same rate limits as the card's API apply.
   */
  app.get<{ Params: { id: string } }>('/nc/:id', async (request, reply) => {
    const vCard = pathOf(apiRoutes.vcard, { id: request.params.id });
    try {
      const card = await businessCards.publicProfile(request.params.id, request.ip);
      const page = `${request.protocol}://${request.host}${request.url}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(renderCardPage(card, { vCard, page }));
    } catch (error) {
      if (!(error instanceof ApiError) || (error.statusCode !== 404 && error.statusCode !== 429)) throw error;
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.code(error.statusCode).type('text/html; charset=utf-8').send(renderCardNotice(error.statusCode));
    }
  });
}
