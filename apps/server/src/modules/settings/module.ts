import type { AppParts } from '../../app-parts.ts';
import { SettingsService } from './service.ts';

/** The chapter's settings: the back office's values over the environment's (ADR 18). */
export function settingsModule({ db, config }: AppParts) {
  return { settings: new SettingsService(db, config) };
}
