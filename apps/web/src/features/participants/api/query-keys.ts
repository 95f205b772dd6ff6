import { eventKeys, memberKeys } from '../../../lib/query-keys.ts';

/*
 * Query and mutation keys only the participant list uses, built the way lib/query-keys.ts explains
 * (TkDodo's key factories: one object, `all` first, each key from its parent). The member and event
 * keys it shares with other features come from lib.
 */

/** Every LINE-messaging query: a send changes the quota, who owes what and the rules' last runs. */
export const messagingKeys = {
  all: ['messaging'] as const,
  quota: () => [...messagingKeys.all, 'quota'] as const,
  preview: (body: unknown) => [...messagingKeys.all, 'preview', body] as const,
  rules: () => [...messagingKeys.all, 'rules'] as const,
  /** One send as it goes (GET /api/messaging/runs/:id/). */
  run: (id: number) => [...messagingKeys.all, 'run', id] as const,
};

/**
 * A weekly meeting's headcount and cash-up (issue 35): each dialog asks afresh when it opens, and
 * closing the cash-up refreshes both.
 */
export const meetingMoneyKeys = {
  all: ['meeting-money'] as const,
  headcount: (meetingId: number) => [...meetingMoneyKeys.all, 'headcount', meetingId] as const,
  cashUp: (meetingId: number) => [...meetingMoneyKeys.all, 'cash-up', meetingId] as const,
};

/** The sends and saves the screen keeps its other buttons still for while they run (useIsMutating). */
export const participantMutationKeys = {
  sendPushMessage: [...memberKeys.all, 'send-push-message'] as const,
  submitBniVerified: [...eventKeys.all, 'submit-bni-verified'] as const,
};
