import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TPromptPayResponse } from '@chapter/contract/promptpay';
import type { TVisit, TVisitorRegisterValues } from '@chapter/contract/visitors';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { satangToBaht } from '../../lib/money.ts';
import type { RateLimiter, RateLimiters } from '../../lib/rate-limiter.ts';
import { hashToken } from '../../lib/tokens.ts';
import { slipStatus } from '../books/credit.ts';
import type { Payer } from '../books/payer.ts';
import type { SlipUploadImage } from '../payments/slips/slip-upload.ts';
import { toVisitMeeting } from './meeting.ts';
import type { VisitorState, VisitorsRepository } from './repository.ts';
import { visitStatus } from './visit-status.ts';

/** What the visitor's link needs of payments: the members' slip upload and PromptPay QR, for a guest payer. */
export interface GuestPayments {
  createForGuest(
    guestId: number,
    upload: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<unknown>;
  qr(payer: Payer, chosen: undefined): Promise<TPromptPayResponse>;
}

export interface VisitLimits {
  /** Requests per address in the window, over every visitor route. */
  requestsPerAddress: number;
  /** Unknown or expired links per address in the window: more than a mistyped link makes. */
  missesPerAddress: number;
  windowMs: number;
}

export const defaultVisitLimits: VisitLimits = { requestsPerAddress: 120, missesPerAddress: 20, windowMs: 600_000 };

type Invitation = NonNullable<Awaited<ReturnType<VisitorsRepository['invitationByHash']>>>;

/**
 * A visitor's link (ADR 55), public by design: the token is the only key, and it opens the one
 * registration made through it. Every route counts against the caller's address first.
 */
export class VisitService {
  private readonly requests: RateLimiter;
  private readonly misses: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly repository: VisitorsRepository,
    private readonly payments: GuestPayments,
    private readonly chapterName: () => Promise<string>,
    rateLimiters: RateLimiters,
    private readonly now: () => Date = () => new Date(),
    limits: VisitLimits = defaultVisitLimits,
  ) {
    const windowMs = limits.windowMs;
    this.requests = rateLimiters('visit-requests-by-address', { limit: limits.requestsPerAddress, windowMs });
    this.misses = rateLimiters('visit-misses-by-address', { limit: limits.missesPerAddress, windowMs });
  }

  async view(token: string, address: string): Promise<TVisit> {
    return this.show(await this.open(token, address));
  }

  async register(token: string, input: TVisitorRegisterValues, address: string): Promise<TVisit> {
    await this.open(token, address);
    const now = this.now();
    const invitation = await this.db.transaction(async (tx) => {
      // Locked: two visitors submitting one link at once leave one registration.
      const found = await this.repository.invitationByHash(tx, hashToken(token), true);
      if (!found || found.expiresAt <= now) throw ApiError.notFound(apiMessages.visitLinkInvalid);
      if (found.guestId !== null) throw ApiError.detail(409, apiMessages.visitAlreadyRegistered);
      const { event } = found;
      if (event.cancelledAt !== null) throw ApiError.nonField(apiMessages.visitMeetingCancelled);
      if (event.startsAt <= now) throw ApiError.nonField(apiMessages.visitMeetingStarted);
      const notice = await this.repository.currentNotice(tx);
      if (!notice) throw ApiError.nonField(apiMessages.visitNoNotice);
      if (notice.version !== input.notice_version) throw ApiError.detail(409, apiMessages.visitNoticeChanged);
      const guestId = await this.repository.register(tx, {
        invitationId: found.id,
        eventId: event.id,
        hostMemberId: found.hostMemberId,
        firstName: input.first_name,
        lastName: input.last_name,
        company: input.company,
        businessCategory: input.business_category,
        phone: input.phone,
        noticeVersion: notice.version,
        at: now,
        priceSatang: event.visitorFeeSatang ?? 0,
      });
      await writeAudit(tx, {
        actorId: null,
        action: 'visitor.register',
        subjectType: 'guest',
        subjectId: guestId,
        details: { invitation: found.id, event: event.id, host: found.hostMemberId, noticeVersion: notice.version },
        ip: address,
      });
      return { ...found, guestId };
    });
    return this.show(invitation);
  }

  /** The visitor's slip for their fee, through the members' upload (its limits, reader and duplicate rules). */
  async slip(
    token: string,
    upload: { image: SlipUploadImage; amountSatang: number },
    address: string,
  ): Promise<TVisit> {
    const invitation = await this.open(token, address);
    const state = await this.stateOf(invitation);
    const status = visitStatus(state);
    if (status === 'paid') throw ApiError.nonField(apiMessages.visitAlreadyPaid);
    if (status === 'cancelled') throw ApiError.nonField(apiMessages.visitCancelled);
    if (status === 'slip_waiting') throw ApiError.nonField(apiMessages.visitSlipWaiting);
    if (state.guest.agreedAt === null) throw ApiError.nonField(apiMessages.visitAgreeFirst);
    await this.payments.createForGuest(state.guest.id, upload, address);
    return this.show(invitation);
  }

  /** A guest someone else registered (a substitute paying their own meal) agrees to the notice. */
  async agree(token: string, noticeVersion: number, address: string): Promise<TVisit> {
    const invitation = await this.open(token, address);
    const state = await this.stateOf(invitation);
    if (state.guest.agreedAt === null) {
      const notice = await this.repository.currentNotice();
      if (!notice) throw ApiError.nonField(apiMessages.visitNoNotice);
      if (notice.version !== noticeVersion) throw ApiError.detail(409, apiMessages.visitNoticeChanged);
      await this.db.transaction(async (tx) => {
        // Only while not agreed: two presses record the first.
        if (await this.repository.agree(tx, state.guest.id, notice.version, this.now())) {
          await writeAudit(tx, {
            actorId: null,
            action: 'visitor.agree',
            subjectType: 'guest',
            subjectId: state.guest.id,
            details: { noticeVersion: notice.version },
            ip: address,
          });
        }
      });
    }
    return this.show(invitation);
  }

  /** The visitor will pay at the door (the door takes it: issue 35). */
  async payAtDoor(token: string, address: string): Promise<TVisit> {
    const invitation = await this.open(token, address);
    const state = await this.stateOf(invitation);
    const status = visitStatus(state);
    if (status === 'paid') throw ApiError.nonField(apiMessages.visitAlreadyPaid);
    if (status === 'cancelled') throw ApiError.nonField(apiMessages.visitCancelled);
    if (state.guest.agreedAt === null) throw ApiError.nonField(apiMessages.visitAgreeFirst);
    await this.repository.setPayAtDoor(state.guest.id, this.now());
    return this.show(invitation);
  }

  /**
   * The guest whose link this is, for the door's check-in code (issue 35): the link's own limits and
   * refusals, then registered and not cancelled.
   */
  async guestOfLink(token: string, address: string): Promise<{ guestId: number; eventId: number }> {
    const invitation = await this.open(token, address);
    const state = await this.stateOf(invitation);
    if (visitStatus(state) === 'cancelled') throw ApiError.nonField(apiMessages.visitCancelled);
    return { guestId: state.guest.id, eventId: invitation.event.id };
  }

  /** The invitation behind a link, after the address's counts: unknown and expired links read alike. */
  private async open(token: string, address: string): Promise<Invitation> {
    const waits = await Promise.all([this.requests.take(address), this.misses.retryAfter(address)]);
    const wait = Math.max(...waits);
    if (wait > 0) throw ApiError.detail(429, apiMessages.tooManyRequests, { 'Retry-After': String(wait) });
    const invitation = await this.repository.invitationByHash(this.db, hashToken(token));
    if (!invitation || invitation.expiresAt <= this.now()) {
      await this.misses.hit(address);
      throw ApiError.notFound(apiMessages.visitLinkInvalid);
    }
    return invitation;
  }

  private async stateOf(invitation: Invitation): Promise<VisitorState> {
    const state =
      invitation.guestId === null
        ? undefined
        : (await this.repository.visitorStates([invitation.guestId])).get(invitation.guestId);
    if (!state) throw ApiError.nonField(apiMessages.visitNotRegistered);
    // An erased guest's link opens nothing: their data went on their request or by retention.
    if (state.guest.erasedAt !== null) throw ApiError.notFound(apiMessages.visitLinkInvalid);
    return state;
  }

  private async show(invitation: Invitation): Promise<TVisit> {
    const [notice, chapterName, state] = await Promise.all([
      this.repository.currentNotice(),
      this.chapterName(),
      invitation.guestId === null ? null : this.stateOf(invitation),
    ]);
    const status = visitStatus(state);
    const owes = state !== null && (status === 'registered' || status === 'refused' || status === 'pay_at_door');
    const qr = owes ? await this.payments.qr({ kind: 'guest', id: state.guest.id }, undefined) : null;
    const { guest } = state ?? {};
    return {
      meeting: toVisitMeeting(invitation.event),
      host_name: fullName(invitation.hostFirstName, invitation.hostLastName),
      chapter_name: chapterName,
      notice: notice && { version: notice.version, text: notice.body },
      visitor:
        state && guest
          ? {
              kind: guest.kind,
              needs_consent: guest.agreedAt === null,
              first_name: guest.firstName,
              last_name: guest.lastName,
              company: guest.company,
              business_category: guest.businessCategory,
              phone: guest.phone,
              status,
              owed: qr?.amount ?? (state.seat && state.seat.paidAt === null ? satangToBaht(state.seat.priceSatang) : 0),
              slips: state.slips.map((slip) => ({
                id: slip.id,
                created: slip.createdAt.toISOString(),
                amount: slip.amountSatang === null ? null : satangToBaht(slip.amountSatang),
                status: slipStatus(slip),
                refusal_reason: slip.refusalReason,
              })),
              can_send_slip: owes && guest.agreedAt !== null,
            }
          : null,
      promptpay: qr && {
        promptpay_id: qr.promptpay_id,
        account_holder: qr.account_holder,
        amount: qr.amount,
        payload: qr.payload,
        image: qr.image,
      },
    };
  }
}
