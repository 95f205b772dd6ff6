import { Column, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { lineFollows } from '../../../db/schema/index.ts';

/**
 * The single source of truth for "this LINE account blocked the chapter's Official Account": its
 * last follow or unfollow event (line_follows, written by line-chat's follows) was an unfollow. An
 * account never heard of is taken as following (pushes to it are tried, as before issue 37). It is
 * messaging's to say who can be reached: the run's recipients use it, and the LINE accounts tab
 * builds on it as the owed queries build on the books' predicates.
 */
export function isBlocked(lineUserId: Column | SQL): SQL<boolean> {
  // Spelled out with its table: in a single table's select list Drizzle writes a column bare, and a
  // bare "line_user_id" inside this subquery would be line_follows' own.
  const account = is(lineUserId, Column)
    ? sql`${sql.identifier(getTableName(lineUserId.table))}.${sql.identifier(lineUserId.name)}`
    : lineUserId;
  return sql<boolean>`exists (select 1 from ${lineFollows} as follow_state where follow_state.line_user_id = ${account} and not follow_state.following)`;
}
