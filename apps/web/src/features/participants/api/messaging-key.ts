/**
 * The key every LINE-messaging query starts with (preview, quota, reminder rules): a send changes
 * the quota, who owes what and the rules' last runs, so it refreshes them all at once.
 */
export const messagingKey = ['messaging'] as const;
