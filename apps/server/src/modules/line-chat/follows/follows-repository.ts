import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { lineFollows } from '../../../db/schema/index.ts';

/**
 * Whether each LINE account follows the chapter's Official Account, as its follow and unfollow
 * events say. Who is then blocked, and so skipped by every run, is messaging's predicate
 * (`messaging/runs/blocked-repository.ts`), which reads this table.
 */
export class FollowsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Records that the account follows (or blocked) the Official Account as of `at`, the event's own
   * time: LINE may deliver an older event after a newer one (a redelivery), and the older one then
   * changes nothing. One statement, so two events of one account at once leave the newer.
   */
  async record(lineUserId: string, following: boolean, at: Date): Promise<boolean> {
    const changed = await this.db
      .insert(lineFollows)
      .values({ lineUserId, following, changedAt: at })
      .onConflictDoUpdate({
        target: lineFollows.lineUserId,
        set: { following, changedAt: at },
        setWhere: sql`${lineFollows.changedAt} < excluded.changed_at`,
      })
      .returning({ lineUserId: lineFollows.lineUserId });
    return changed.length > 0;
  }
}
