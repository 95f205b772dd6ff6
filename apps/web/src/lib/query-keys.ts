/*
 * Query-key factories, after TkDodo's "Effective React Query Keys": every TanStack Query key the
 * app uses comes from one `xxxKeys` object, never from an array written where it is used. Each
 * object starts with `all`, and every key under it is built from its parent, so invalidating a
 * parent refreshes all beneath it (`paymentKeys.all` reloads every payment query) and a key cannot
 * drift from the prefix that is meant to refresh it. `setQueryData` goes through the query's own
 * `xxxQueryOptions(...).queryKey`: the same key from here, typed with the data it holds.
 *
 * The families here are the ones more than one feature reads or refreshes: features never import
 * each other, so what they share lives in lib (the back office's event changes refresh the members'
 * event list, say). A family only one feature uses lives in that feature's `api/query-keys.ts`.
 * This file imports nothing, so the entry chunk can seed the config without the rest of lib.
 */

/** GET /api/config/: one answer for the whole app. */
export const configKeys = {
  all: ['config'] as const,
};

/** Events as members and staff see them; the back office's changes refresh them all. */
export const eventKeys = {
  all: ['event'] as const,
  available: () => [...eventKeys.all, 'available'] as const,
  /** Every month's events with their attendees, to refresh them all once attendances change. */
  months: () => [...eventKeys.all, 'month'] as const,
  /** Null while no month is chosen (nothing is asked). */
  month: (year: number, month: number | null) => [...eventKeys.months(), year, month] as const,
};

/** Members: the staff's list, the signed-in member's profile, and the messages and LINE bindings staff see. */
export const memberKeys = {
  all: ['member'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  profile: () => [...memberKeys.all, 'profile'] as const,
  outbox: () => [...memberKeys.all, 'outbox'] as const,
  lineBindings: () => [...memberKeys.all, 'line-bindings'] as const,
};

/** Everything about payments: whatever changes one (a reversal, say) refreshes them all. */
export const paymentKeys = {
  all: ['payment'] as const,
  /** The signed-in member's slips. */
  history: () => [...paymentKeys.all, 'history'] as const,
  promptPay: (registrationIds: readonly number[]) => [...paymentKeys.all, 'promptpay', [...registrationIds]] as const,
  unvalidatedMembers: () => [...paymentKeys.all, 'unvalidated-members'] as const,
  /** Every member's slips and owed registrations, as payment validation shows them. */
  detailLists: () => [...paymentKeys.all, 'detail-list'] as const,
  detailList: (memberId: number) => [...paymentKeys.detailLists(), memberId] as const,
  /** The month's confirmations (YYYY-MM) in the back office. */
  confirmations: (month: string) => [...paymentKeys.all, 'confirmations', month] as const,
};

/** Meeting attendance (issue 35): the member's own, which the events screen and the profile both show. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  mine: () => [...attendanceKeys.all, 'mine'] as const,
};

/** The privacy notice the consent gate asks about, and what erasing oneself would leave behind. */
export const privacyKeys = {
  all: ['privacy'] as const,
  notice: () => [...privacyKeys.all, 'notice'] as const,
  erasureCheck: () => [...privacyKeys.all, 'erasure-check'] as const,
};
