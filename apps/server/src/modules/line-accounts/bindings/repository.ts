import { asc, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema/index.ts';

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
