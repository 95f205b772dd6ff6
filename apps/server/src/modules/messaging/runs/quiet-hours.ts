import { bangkokTime, bangkokWallClock } from '../../../lib/bangkok-time.ts';

/** No scheduled push from 21:00 to 08:00, Bangkok time (issue 18). */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export function isQuiet(instant: Date): boolean {
  const hour = bangkokWallClock(instant).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** The instant itself, or the 08:00 that ends the quiet hours it falls in. */
export function outOfQuietHours(instant: Date): Date {
  if (!isQuiet(instant)) return instant;
  const local = bangkokWallClock(instant);
  const morning = bangkokTime(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), QUIET_UNTIL_HOUR);
  // After 21:00 the morning is tomorrow's; Date.UTC rolls day 32 over into the next month.
  return local.getUTCHours() >= QUIET_FROM_HOUR
    ? bangkokTime(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, QUIET_UNTIL_HOUR)
    : morning;
}
