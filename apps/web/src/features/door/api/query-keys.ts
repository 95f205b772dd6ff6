/*
 * Query keys only the door uses, built the way lib/query-keys.ts explains (one object, `all`
 * first, each key from its parent).
 */
export const doorKeys = {
  all: ['door'] as const,
  meetings: () => [...doorKeys.all, 'meetings'] as const,
  lists: () => [...doorKeys.all, 'list'] as const,
  list: (meetingId: number) => [...doorKeys.lists(), meetingId] as const,
};
