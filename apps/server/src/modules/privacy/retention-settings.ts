import { RETENTION_LIMITS, type RetentionName, type TRetention } from '@chapter/contract/privacy';
import type { Db, DbOrTx } from '../../db/client.ts';
import { changesOf, writeAudit } from '../../lib/audit.ts';
import type { SettingsService } from '../settings/service.ts';

const NAMES = Object.keys(RETENTION_LIMITS) as RetentionName[];
const row = (name: RetentionName) => `retention.${name}`;

/**
 * How long slip images and client addresses are kept (issue 19), in `chapter_settings` like the
 * chapter's other settings (ADR 18): a saved value overrides the default the contract states. The
 * settings module reads and writes the rows; this class knows the names, defaults and audit entry.
 */
export class RetentionSettings {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  defaults(): TRetention {
    return Object.fromEntries(NAMES.map((name) => [name, RETENTION_LIMITS[name].default])) as TRetention;
  }

  async read(db: DbOrTx = this.db): Promise<TRetention> {
    const saved = await this.settings.savedValues(NAMES.map(row), db);
    const values = this.defaults();
    for (const name of NAMES) {
      const value = Number(saved.get(row(name)));
      if (Number.isInteger(value)) values[name] = value;
    }
    return values;
  }

  async update(adminId: number, input: TRetention, address: string): Promise<void> {
    const at = new Date();
    await this.db.transaction(async (tx) => {
      const before = await this.read(tx);
      await this.settings.saveValues(
        tx,
        NAMES.map((name) => [row(name), String(input[name])]),
        adminId,
        at,
      );
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
