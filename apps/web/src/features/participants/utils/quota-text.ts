import * as th from '../../../i18n/th.ts';
import type { ChannelQuota } from '../api/get-channel-quota.ts';

const q = th.quota;

/** The quota line staff read before sending: used of the limit, unlimited, unknown, or LINE not connected. */
export function quotaText(quota: ChannelQuota): string {
  if (!quota.connected) return q.notConnected;
  // LINE answers the limit and the use together: neither known means it could not say.
  if (quota.limit === null) return quota.used === null ? q.unknown : q.unlimitedUsed(quota.used);
  return quota.used === null ? q.usedUnknown(quota.limit) : q.used(quota.used, quota.limit);
}

/** How many messages the channel can still send this month; null when there is no known limit. */
export function quotaLeft(quota: ChannelQuota): number | null {
  if (!quota.connected || quota.limit === null || quota.used === null) return null;
  return Math.max(0, quota.limit - quota.used);
}
