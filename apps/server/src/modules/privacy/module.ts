import type { AppParts } from '../app-parts.ts';
import type { SettingsService } from '../settings/service.ts';
import { ErasureService } from './erasure-service.ts';
import { ExportRepository } from './export-repository.ts';
import { ExportService } from './export-service.ts';
import { GuestDataService } from './guest-data-service.ts';
import { NoticeRepository } from './notice-repository.ts';
import { NoticeService } from './notice-service.ts';
import { RetentionJob } from './retention-job.ts';
import { RetentionSettings } from './retention-settings.ts';

/** Members' privacy (ADR 30): the notice and consent, their data's export and erasure, retention; guests' on request (issue 34). */
export function privacyModule(
  { db, blobs, line, now, log }: AppParts,
  ties: { settings: SettingsService; forgetRichMenu: (lineUserId: string) => Promise<void> },
) {
  /** The retention periods are settings: the settings module keeps their rows. */
  const retention = new RetentionSettings(db, ties.settings);
  return {
    retention,
    /** Rides the message queue's beat, once a day in one process. */
    retentionJob: new RetentionJob(db, blobs, retention, log),
    notices: new NoticeService(db, new NoticeRepository(db), retention, now),
    exports: new ExportService(db, new ExportRepository(db), blobs, now),
    erasure: new ErasureService({ db, blobs, lineLogin: line.login, forgetRichMenu: ties.forgetRichMenu, now, log }),
    guests: new GuestDataService({ db, blobs, now, log }),
  };
}
