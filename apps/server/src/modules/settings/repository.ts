import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { chapterSettings } from '../../db/schema/index.ts';

/**
 * The `chapter_settings` rows: the one place that reads and writes them, for the chapter's settings
 * and the other modules' (privacy's retention periods) alike (ADR 18).
 */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  /** The saved rows among `names`; one statement. */
  saved(names: readonly string[], db: DbOrTx = this.db): Promise<Array<{ name: string; value: string }>> {
    return db
      .select()
      .from(chapterSettings)
      .where(inArray(chapterSettings.name, [...names]));
  }

  /** Saves each value in turn, one statement each; null removes the row, so its default applies again. */
  async save(tx: Tx, values: ReadonlyArray<[name: string, value: string | null]>, adminId: number, at: Date) {
    for (const [name, value] of values) {
      if (value === null) {
        await tx.delete(chapterSettings).where(inArray(chapterSettings.name, [name]));
      } else {
        await tx
          .insert(chapterSettings)
          .values({ name, value, updatedAt: at, updatedBy: adminId })
          .onConflictDoUpdate({ target: chapterSettings.name, set: { value, updatedAt: at, updatedBy: adminId } });
      }
    }
  }
}
