import { apiMessages } from '@chapter/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../../lib/api-error.ts';
import type { SlipChecker } from '../slip-verification/slip-checker.ts';
import type { PaymentsRepository, SlipRow } from './repository.ts';

export interface SlipProviderCheckDeps {
  repository: PaymentsRepository;
  /** The optional slip-verification provider; without one, slips are read but not checked. */
  checker?: SlipChecker | null | undefined;
  log: FastifyBaseLogger;
}

/** What the slip-verification provider says about stored slips: after an upload, and again when staff ask. */
export class SlipProviderCheck {
  constructor(private readonly deps: SlipProviderCheckDeps) {}

  /**
   * Asks the slip-verification provider about a stored slip and keeps its answer. The slip is
   * stored first: the provider being slow or down never loses a member's upload (staff can ask
   * again), and its answer is for staff, never a refusal (ADR 28).
   */
  async check(row: SlipRow): Promise<SlipRow> {
    const checker = this.deps.checker;
    if (!checker || row.qrStatus !== 'read') return row;
    try {
      const verification = await checker.check(row);
      return (await this.deps.repository.setVerification(row.id, verification)) ?? row;
    } catch (error) {
      // The slip is stored whatever happens here; it shows as not checked yet.
      this.deps.log.warn({ err: error, slipId: row.id }, 'slip not checked with the provider');
      return row;
    }
  }

  /**
   * Staff ask the provider again about a slip it could not check. Only then: a slip the provider
   * answered about was recorded there (`log`), and asking again would come back as a duplicate.
   */
  async again(slipId: number): Promise<SlipRow> {
    const slip = await this.deps.repository.findById(slipId);
    if (!slip) throw ApiError.notFound(apiMessages.slipNotFound);
    if (!this.deps.checker) throw ApiError.nonField(apiMessages.slipCheckNoProvider);
    if (slip.qrStatus !== 'read') throw ApiError.nonField(apiMessages.slipCheckNoQr);
    if (slip.verification && slip.verification.outcome !== 'error') throw ApiError.nonField(apiMessages.slipCheckDone);
    return this.check(slip);
  }
}
