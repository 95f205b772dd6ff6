import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';

/**
 * Signs a member out everywhere: every live token stops working with the next request. One home for
 * it, run in the caller's transaction by sign-out-everywhere, deactivation, unbinding a LINE account
 * and replacing it. Returns how many tokens were live.
 */
export async function revokeMemberTokens(db: DbOrTx, memberId: number, at: Date): Promise<number> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: at })
    .where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length;
}
