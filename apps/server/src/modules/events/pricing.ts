import type { EventRow } from './repository.ts';

/** Whether the early-bird price applies at `now`: there is one and its end has not come. */
export function isEarlyBird(event: Pick<EventRow, 'earlyBirdPriceSatang' | 'earlyBirdEndsAt'>, now: Date): boolean {
  return event.earlyBirdPriceSatang !== null && event.earlyBirdEndsAt !== null && now < event.earlyBirdEndsAt;
}

/** The price a registration made at `now` keeps, in satang. */
export function priceAt(
  event: Pick<EventRow, 'priceSatang' | 'earlyBirdPriceSatang' | 'earlyBirdEndsAt'>,
  now: Date,
): number {
  return isEarlyBird(event, now) ? (event.earlyBirdPriceSatang as number) : event.priceSatang;
}
