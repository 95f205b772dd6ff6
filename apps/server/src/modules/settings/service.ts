import type { TChapterSettings, TSettingsResponse, TSettingsValues } from '@chapter/contract/admin-settings';
import { CHAPTER_SETTINGS } from '@chapter/contract/chapter-settings';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { changesOf, writeAudit } from '../../lib/audit.ts';
import type { SettingsRepository } from './repository.ts';

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
    private readonly repository: SettingsRepository,
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
    const saved = await this.savedValues(NAMES);
    const values = { ...this.defaults };
    for (const name of NAMES) values[name] = saved.get(name) ?? this.defaults[name];
    return { values, defaults: { ...this.defaults }, overridden: NAMES.filter((name) => saved.has(name)) };
  }

  /** Saves the settings; a blank one is removed, so its default applies again. */
  async update(adminId: number, input: TSettingsValues, address: string): Promise<TSettingsResponse> {
    const before = await this.read();
    const at = new Date();
    await this.db.transaction(async (tx) => {
      await this.repository.save(
        tx,
        NAMES.map((name) => [name, input[name] ?? null]),
        adminId,
        at,
      );
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

  /**
   * The saved values among `names`: the chapter's, or another module's kept beside them (privacy's
   * retention periods), in the caller's transaction when it gives one.
   */
  async savedValues(names: readonly string[], db?: DbOrTx): Promise<Map<string, string>> {
    const rows = await this.repository.saved(names, db);
    return new Map(rows.map((row) => [row.name, row.value]));
  }

  /** Saves other modules' settings in the caller's transaction, which writes its own audit entry. */
  saveValues(tx: Tx, values: ReadonlyArray<[name: string, value: string]>, adminId: number, at: Date) {
    return this.repository.save(tx, values, adminId, at);
  }
}
