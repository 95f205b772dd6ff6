import type { AppParts } from '../app-parts.ts';
import { PublicConfigService } from './public-config-service.ts';
import { SettingsRepository } from './repository.ts';
import { SettingsService } from './service.ts';

/** The chapter's settings: the back office's values over the environment's (ADR 18). */
export function settingsModule({ db, config }: AppParts) {
  const settings = new SettingsService(db, new SettingsRepository(db), config);
  return { settings, publicConfig: new PublicConfigService(settings, config) };
}
