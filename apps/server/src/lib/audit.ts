import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

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
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
