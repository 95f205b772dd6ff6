import type { TChapterSettings, TSettingsResponse, TSettingsValues } from '@chapter/contract/admin-settings';
import { CHAPTER_SETTINGS } from '@chapter/contract/chapter-settings';
import { inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { chapterSettings } from '../../db/schema/index.ts';
import { changesOf, writeAudit } from '../../lib/audit.ts';

const NAMES = CHAPTER_SETTINGS;

/**
 * The chapter name, bank details and PromptPay id. The environment gives defaults (so a deployment works before
 * anyone opens the back office); what an admin saves overrides them, for every server process,
 * because it lives in the database (ADR 18).
 */
export class SettingsService {
  private readonly defaults: TChapterSettings;

  constructor(
    private readonly db: Db,
    config: Pick<AppConfig, 'chapterName' | 'bank'>,
  ) {
    // The environment's variable for each setting (the README's configuration table).
    this.defaults = {
      chapter_name: config.chapterName,
      bank_name: config.bank.name,
      bank_account_holder: config.bank.accountHolder,
      bank_account_number: config.bank.accountNumber,
      promptpay_id: config.bank.promptpayId,
    };
  }

  /** What members see now: each saved setting, else its default. One small query. */
  async effective(): Promise<TChapterSettings> {
    return (await this.read()).values;
  }

  async chapterName(): Promise<string> {
    return (await this.effective()).chapter_name;
  }

  async read(): Promise<TSettingsResponse> {
    const rows = await this.db
      .select()
      .from(chapterSettings)
      .where(inArray(chapterSettings.name, [...NAMES]));
    const saved = new Map(rows.map((row) => [row.name, row.value]));
    const values = { ...this.defaults };
    for (const name of NAMES) values[name] = saved.get(name) ?? this.defaults[name];
    return { values, defaults: { ...this.defaults }, overridden: NAMES.filter((name) => saved.has(name)) };
  }

  /** Saves the settings; a blank one is removed, so its default applies again. */
  async update(adminId: number, input: TSettingsValues, address: string): Promise<TSettingsResponse> {
    const before = await this.read();
    const at = new Date();
    await this.db.transaction(async (tx) => {
      for (const name of NAMES) {
        const value = input[name] ?? null;
        if (value === null) {
          await tx.delete(chapterSettings).where(inArray(chapterSettings.name, [name]));
        } else {
          await tx
            .insert(chapterSettings)
            .values({ name, value, updatedAt: at, updatedBy: adminId })
            .onConflictDoUpdate({ target: chapterSettings.name, set: { value, updatedAt: at, updatedBy: adminId } });
        }
      }
      const after = { ...this.defaults };
      for (const name of NAMES) after[name] = input[name] ?? this.defaults[name];
      await writeAudit(tx, {
        actorId: adminId,
        action: 'settings.update',
        subjectType: 'settings',
        details: { changes: changesOf(before.values, after) },
        ip: address,
      });
    });
    return this.read();
  }
}
