import { RETENTION_LIMITS, type RetentionName, type TRetention } from '@chapter/contract/privacy';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { chapterSettings } from '../../db/schema/index.ts';
import { changesOf, writeAudit } from '../../lib/audit.ts';

const NAMES = Object.keys(RETENTION_LIMITS) as RetentionName[];
const row = (name: RetentionName) => `retention.${name}`;

/**
 * How long slip images and client addresses are kept (issue 19), in `chapter_settings` like the
 * chapter's other settings (ADR 18): a saved value overrides the default the contract states.
 */
export class RetentionSettings {
  constructor(private readonly db: Db) {}

  defaults(): TRetention {
    return Object.fromEntries(NAMES.map((name) => [name, RETENTION_LIMITS[name].default])) as TRetention;
  }

  async read(db: DbOrTx = this.db): Promise<TRetention> {
    const rows = await db
      .select()
      .from(chapterSettings)
      .where(inArray(chapterSettings.name, NAMES.map(row)));
    const saved = new Map(rows.map((r) => [r.name, Number(r.value)]));
    const values = this.defaults();
    for (const name of NAMES) {
      const value = saved.get(row(name));
      if (value !== undefined && Number.isInteger(value)) values[name] = value;
    }
    return values;
  }

  async update(adminId: number, input: TRetention, address: string): Promise<void> {
    const at = new Date();
    await this.db.transaction(async (tx) => {
      const before = await this.read(tx);
      for (const name of NAMES) {
        const value = String(input[name]);
        await tx
          .insert(chapterSettings)
          .values({ name: row(name), value, updatedAt: at, updatedBy: adminId })
          .onConflictDoUpdate({ target: chapterSettings.name, set: { value, updatedAt: at, updatedBy: adminId } });
      }
      await writeAudit(tx, {
        actorId: adminId,
        action: 'privacy.retention_update',
        subjectType: 'settings',
        details: { changes: changesOf(before, input) },
        ip: address,
      });
    });
  }
}
