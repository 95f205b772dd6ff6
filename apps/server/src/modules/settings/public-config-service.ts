import { formatPromptPayId } from '@chapter/contract/promptpay-id';
import type { TConfigResponse } from '@chapter/contract/system';
import type { AppConfig } from '../../config.ts';
import type { SettingsService } from './service.ts';

/**
 * GET /api/config/: what the web app needs before anyone logs in. The chapter's name and bank are
 * the settings in force (ADR 18); the LINE ids and the login mode come from the environment.
 */
export class PublicConfigService {
  constructor(
    private readonly settings: SettingsService,
    private readonly config: Pick<AppConfig, 'liffIds' | 'demoMode' | 'loginConfirmation'>,
  ) {}

  async read(): Promise<TConfigResponse> {
    const values = await this.settings.effective();
    return {
      chapter_name: values.chapter_name,
      bank: {
        name: values.bank_name,
        account_holder: values.bank_account_holder,
        account_number: values.bank_account_number,
        promptpay_id: values.promptpay_id && formatPromptPayId(values.promptpay_id),
      },
      liff_ids: this.config.liffIds,
      demo: this.config.demoMode,
      login_confirmation: this.config.loginConfirmation,
    };
  }
}
