import type { DbOrTx } from '../db/client.ts';
import { insertAuditRow } from './audit-repository.ts';

export interface AuditEntry {
  actorId: number | null;
  /** Dotted verb, e.g. `auth.login`, `payment.confirm`. */
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Appends to the audit log; pass the transaction of the change it records, so both land or neither. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

/**
 * What an edit changed, for the audit log: `{field: {from, to}}` for the fields whose values differ
 * (compared as JSON, so dates and arrays compare by value).
 */
export function changesOf<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
