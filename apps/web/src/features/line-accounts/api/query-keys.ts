/*
 * The LINE accounts tab's query keys, built the way lib/query-keys.ts explains (TkDodo's key
 * factories: one object, `all` first, each key from its parent). Only this tab reads them.
 */
export const lineAccountKeys = {
  all: ['line-accounts'] as const,
  claims: () => [...lineAccountKeys.all, 'claims'] as const,
  members: () => [...lineAccountKeys.all, 'members'] as const,
};
