import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../../lib/api-error.ts';
import { payerOf } from '../../books/payer.ts';
import type { ValidationRepository } from './repository.ts';
import type { ValidationService } from './service.ts';

export interface DoorCash {
  eventId: number;
  registrationId: number;
  receivedSatang: number;
  waiverReason: string | null;
}

/**
 * Cash taken at a meeting's door (issue 35): one open seat of that meeting, settled as a cash
 * confirmation by `ValidationService`, so every confirmation rule holds (nobody records their own
 * or their guest's money, a seat is paid once, less than owed needs a reason) and an Admin reverses
 * it as any other. What this adds is the door's own refusals, in the door's words.
 */
export class DoorCashService {
  constructor(
    private readonly repository: ValidationRepository,
    private readonly validation: ValidationService,
  ) {}

  async takeCash(
    hostId: number,
    cash: DoorCash,
    address: string,
  ): Promise<{ detail: string; confirmation: number; credit: number }> {
    const [seat] = await this.repository.registrationsByIds([cash.registrationId]);
    if (!seat || seat.eventId !== cash.eventId) throw ApiError.notFound(apiMessages.doorSeatNotFound);
    if (seat.cancelledAt) throw ApiError.detail(409, apiMessages.doorSeatCancelled);
    if (seat.paidAt) throw ApiError.detail(409, apiMessages.doorSeatAlreadyPaid);
    // A slip already sent may be this very fee: the treasurer settles it, or refuses it, first.
    if (await this.repository.hasWaitingSlip(payerOf(seat))) throw ApiError.detail(409, apiMessages.doorSlipWaiting);
    try {
      const result = await this.validation.confirmCash(
        hostId,
        { registrationIds: [seat.id], receivedSatang: cash.receivedSatang, waiverReason: cash.waiverReason },
        address,
      );
      return { detail: result.detail, confirmation: result.confirmation, credit: result.credit };
    } catch (error) {
      // Two hosts taking the one fee at once: the second finds it paid by the first.
      if (error instanceof ApiError && isAlreadyPaid(error))
        throw ApiError.detail(409, apiMessages.doorSeatAlreadyPaid);
      throw error;
    }
  }
}

function isAlreadyPaid(error: ApiError): boolean {
  const body = error.body as Record<string, unknown>;
  return Array.isArray(body.registrations) && body.registrations.length > 0;
}
