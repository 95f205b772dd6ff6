import { and, asc, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';
import { isBlocked } from '../../messaging/runs/blocked-repository.ts';

/** Every member bound to a LINE account, by name: the staff's list of bindings. */
export function boundLineAccounts(db: DbOrTx) {
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      lineDisplayName: members.lineDisplayName,
      lineUserId: members.lineUserId,
      lineBoundAt: members.lineBoundAt,
    })
    .from(members)
    .where(isNotNull(members.lineUserId))
    .orderBy(asc(members.firstName), asc(members.lastName));
}

/** Members whose bound LINE account blocked the chapter's Official Account (issue 37): the tab marks them. */
export async function blockedMemberIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNotNull(members.lineUserId), isBlocked(members.lineUserId)));
  return new Set(rows.map((row) => row.id));
}
