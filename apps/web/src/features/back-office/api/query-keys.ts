import type { TAuditKind } from '@chapter/contract/admin-audit';

/** What the audit log shows: it is part of the log's key, so it lives beside the key. */
export interface AuditFilter {
  member: number | null;
  /** YYYY-MM-DD, Bangkok. */
  from: string;
  to: string;
  /** Only entries of this kind; null for all. */
  kind: TAuditKind | null;
}

/*
 * The back office's query keys, built the way lib/query-keys.ts explains (TkDodo's key factories:
 * one object, `all` first, each key from its parent). Only the back office reads `/api/admin/*`,
 * so these live here; what it refreshes elsewhere (events, members, payments) comes from lib.
 */
export const adminKeys = {
  all: ['admin'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  eventsOf: (year: number, month: number) => [...adminKeys.events(), year, month] as const,
  /** Under events: the weekly meetings are events, so whatever refreshes events refreshes them too. */
  meetingSeries: () => [...adminKeys.events(), 'series'] as const,
  /** Under it: every search of the list and every member's erasure check. */
  members: () => [...adminKeys.all, 'members'] as const,
  memberSearch: (search: string) => [...adminKeys.members(), search] as const,
  erasureCheck: (id: number) => [...adminKeys.members(), id, 'erasure-check'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  privacy: () => [...adminKeys.all, 'privacy'] as const,
  auditLog: (filter: AuditFilter) => [...adminKeys.all, 'audit-log', filter] as const,
};
