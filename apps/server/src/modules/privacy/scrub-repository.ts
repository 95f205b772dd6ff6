import { sql } from 'drizzle-orm';
import { query } from '../../backup/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { MEMBER_DATA } from './member-data-repository.ts';

export interface ScrubValues {
  /** Distinctive values (phone, full name, email, LINE ids): replaced wherever they are written. */
  anywhere: ReadonlyArray<string | null>;
  /** Short values (a first name alone) that could be part of other words: only in rows about the member. */
  inTheirRows: ReadonlyArray<string | null>;
  placeholder: string;
}

/**
 * Replaces an erased member's values in the free-text columns MEMBER_DATA names (staff's reasons,
 * audit details, message plans), so a name typed into a reason or kept in an audit entry goes too.
 * JSON columns are searched in their text form, with the value written as JSON writes it.
 */
export async function scrubValues(tx: Tx, memberId: number, values: ScrubValues): Promise<void> {
  const types = await query<{ table: string; column: string; type: string }>(
    tx,
    sql`SELECT table_name AS "table", column_name AS "column", data_type AS type
        FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const typeOf = new Map(types.map((t) => [`${t.table}.${t.column}`, t.type]));
  const usable = (list: ReadonlyArray<string | null>) =>
    [...new Set(list.filter((v): v is string => v !== null && v.trim().length > 0))]
      // Longest first: a full name goes before the surname inside it.
      .sort((a, b) => b.length - a.length);
  for (const [table, rule] of Object.entries(MEMBER_DATA)) {
    for (const column of rule.freeText ?? []) {
      const json = typeOf.get(`${table}.${column}`) === 'jsonb';
      const passes = [{ list: usable(values.anywhere), onlyTheirs: false }];
      if (rule.about) passes.push({ list: usable(values.inTheirRows), onlyTheirs: true });
      for (const { list, onlyTheirs } of passes) {
        for (const raw of list) {
          const value = json ? JSON.stringify(raw).slice(1, -1) : raw;
          const text = sql`${sql.identifier(column)}::text`;
          const replaced = json
            ? sql`replace(${text}, ${value}, ${values.placeholder})::jsonb`
            : sql`replace(${text}, ${value}, ${values.placeholder})`;
          const where =
            onlyTheirs && rule.about ? sql` AND (${rule.about({ id: memberId, lineUserId: null })})` : sql``;
          await tx.execute(
            sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${replaced}
                WHERE strpos(${text}, ${value}) > 0${where}`,
          );
        }
      }
    }
  }
}
