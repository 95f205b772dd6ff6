import type { TPublicProfileResponse } from '@chapter/contract/members';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { ApiError } from '../../../lib/api-error.ts';
import type { RateLimiter, RateLimiters } from '../../../lib/rate-limiter.ts';
import type { BusinessCardRepository } from './repository.ts';
import { buildVCard, type VCardContact, vCardFileName } from './vcard.ts';

export interface CardLimits {
  /** Card and contact-file requests per client address per window: slows scraping. */
  requestsPerAddress: number;
  /** Unknown ids per client address per window: an address that keeps guessing is stopped early. */
  missesPerAddress: number;
  windowMs: number;
}

/**
 * Cards are opened from links people share, a few at a time; a chapter meeting may put thirty
 * members behind one venue address, each opening a handful of cards (page and contact file).
 * Ids are 128 random bits, so guessing is hopeless anyway; the miss limit keeps trying cheap
 * to stop and the request limit keeps one address from copying every card it has links to.
 */
export const defaultCardLimits: CardLimits = {
  requestsPerAddress: 300,
  missesPerAddress: 30,
  windowMs: 10 * 60 * 1000,
};

export class BusinessCardService {
  private readonly requests: RateLimiter;
  private readonly misses: RateLimiter;

  constructor(
    private readonly repository: BusinessCardRepository,
    limits: CardLimits = defaultCardLimits,
    /** Where the counts are kept: this process's memory, or PostgreSQL shared by every process (ADR 38). */
    rateLimiters: RateLimiters,
  ) {
    const { requestsPerAddress, missesPerAddress, windowMs } = limits;
    this.requests = rateLimiters('card-requests-by-address', { limit: requestsPerAddress, windowMs });
    this.misses = rateLimiters('card-misses-by-address', { limit: missesPerAddress, windowMs });
  }

  /** GET /api/member/public-profile/{id}/: the spec's business card profile. */
  async publicProfile(cardId: string, address: string): Promise<TPublicProfileResponse> {
    const card = await this.find(cardId, address);
    return {
      full_name: fullName(card.firstName, card.lastName),
      email: card.email,
      company: card.company,
      tel: card.phone,
      liff_picture_url: card.pictureUrl,
      position: card.position,
      website: card.website,
    };
  }

  /** GET /api/member/vcard/{id}/: the contact file and the name it is saved under. */
  async vCard(cardId: string, address: string): Promise<{ text: string; fileName: string }> {
    const card = await this.find(cardId, address);
    return { text: buildVCard(card), fileName: vCardFileName(card) };
  }

  private async find(cardId: string, address: string): Promise<VCardContact> {
    // Side by side: a shared store answers both in one round trip's time.
    const waits = await Promise.all([this.requests.take(address), this.misses.retryAfter(address)]);
    const wait = Math.max(...waits);
    if (wait > 0) throw ApiError.detail(429, apiMessages.tooManyRequests, { 'Retry-After': String(wait) });
    const card = await this.repository.findShownByCardId(cardId);
    if (!card) {
      await this.misses.hit(address);
      throw ApiError.notFound(apiMessages.cardNotFound);
    }
    return card;
  }
}
