import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** Appends one row to the audit log, in the caller's transaction. */
export async function insertAuditRow(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}
