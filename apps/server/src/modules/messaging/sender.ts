import { apiMessages } from '@chapter/contract/messages';
import type { TChannelQuota } from '@chapter/contract/reminders';

/**
 * Why a send of `needed` messages must not start (the month's quota cannot take it whole, or only
 * by spending the `reserve` kept for login codes and the claim digest, ADR 46), or null. Unknown
 * figures refuse nothing: LINE itself then refuses what is over.
 */
export function quotaRefusal(quota: TChannelQuota | null, needed: number, reserve = 0): string | null {
  if (quota?.limit == null || quota.used === null) return null;
  const left = Math.max(0, quota.limit - quota.used);
  if (needed > left) return apiMessages.quotaExceeded(needed, left);
  return needed > left - reserve ? apiMessages.quotaReserved(needed, left, reserve) : null;
}

/** LINE's limit of recipients per multicast. */
export const MULTICAST_LIMIT = 500;
