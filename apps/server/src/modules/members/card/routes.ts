import { apiMessages } from '@chapter/contract/messages';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { addRoute } from '../../../lib/route.ts';
import { pageHeaders } from '../../../plugins/security-headers.ts';
import { type CardNotice, renderCardNotice, renderCardPage } from './card-page.ts';
import type { BusinessCardService } from './service.ts';

const HTML = 'text/html; charset=utf-8';

/** The notice a card link shows for an answer other than the card, by its status (a 503 also by its message). */
export function cardNoticeFor(status: number, detail: unknown): CardNotice {
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooMany';
  if (status === 503) return detail === apiMessages.databaseBusy ? 'busy' : 'unavailable';
  return status < 500 ? 'badLink' : 'failed';
}

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
  app.get<{ Params: { id: string } }>(
    '/nc/:id',
    {
      /*
       * Every answer of the card page is a page (issue 36): someone who opened a link from LINE never
       * reads JSON. A refusal or a failure (unknown card, rate limit, the database's line full or the
       * database down, a bug) is answered as for the API, by the errors plugin, with its status and
       * headers (Retry-After); only its body becomes a Thai notice. Only objects reach this hook: the
       * card itself is sent as a string.
       */
      preSerialization: async (_request, reply, payload) => {
        const detail = (payload as { detail?: unknown } | null)?.detail;
        const html = renderCardNotice(cardNoticeFor(reply.statusCode, detail));
        // Never kept: on the next try the card may be there, or the server free again.
        reply
          .type(HTML)
          .header('Cache-Control', 'no-store')
          .serializer(() => html);
        return payload;
      },
    },
    async (request, reply) => {
      const card = await businessCards.publicProfile(request.params.id, request.ip);
      const vCard = pathOf(apiRoutes.vcard, { id: request.params.id });
      const page = `${request.protocol}://${request.host}${request.url}`;
      return reply.type(HTML).header('Cache-Control', 'no-cache').send(renderCardPage(card, { vCard, page }));
    },
  );
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify refuses a path it cannot route (a broken percent-encoding, 400; a segment over 100
 * characters, 414) before any route or hook runs, so the card page above never sees a mangled card
 * link. Such a link gets the card's "not a card link" page here; every other path, `others`.
 */
export function cardLinkFrameworkErrors(others: FrameworkErrors): FrameworkErrors {
  return (error, request, reply) => {
    if (!request.url.startsWith('/nc/')) return others(error, request, reply);
    reply
      .code(error.statusCode ?? 400)
      // Sent before any hook: the security headers plugin never sees it, so it gets a page's own here.
      .headers(pageHeaders)
      .header('Cache-Control', 'no-store')
      .type(HTML)
      .send(renderCardNotice('badLink'));
  };
}
