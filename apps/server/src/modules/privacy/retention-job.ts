import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDate, bangkokWallClock } from '../../lib/bangkok-time.ts';
import {
  claimRetentionDay,
  finishRetentionDay,
  removeAuditIps,
  removeGuests,
  removeSlipImages,
} from './retention-repository.ts';
import type { RetentionSettings } from './retention-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job runs at the first beat after this Bangkok hour, when nobody is uploading. */
const RUN_FROM_HOUR = 2;

export interface RetentionRemoved {
  validated_slip_images: number;
  refused_slip_images: number;
  audit_ips: number;
  guests: number;
}

/**
 * The daily retention job (issue 19), on the message jobs' beat: slip images past their period
 * after validation or refusal, client addresses in the audit log past theirs, and guests who never
 * joined past theirs from their last visit, with their slips' images (issue 34). The day's
 * `retention_runs` row is written in the same transaction as the removals, so one process does a
 * day once (a second waits on the row's key, then finds it), and a crash leaves the day undone for
 * the next beat. The images go after the commit; one a crash leaves behind is an orphan the next
 * start sweeps (ADR 23).
 */
export class RetentionJob {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly settings: RetentionSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Runs today's job if it is time and no process has; what it removed, or null. */
  async tick(now: Date): Promise<RetentionRemoved | null> {
    if (bangkokWallClock(now).getUTCHours() < RUN_FROM_HOUR) return null;
    const day = bangkokDate(now);
    const outcome = await this.db.transaction(async (tx) => {
      if (!(await claimRetentionDay(tx, day, now))) return null;
      const periods = await this.settings.read(tx);
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const validated = await removeSlipImages(tx, 'validated', ago(periods.validated_slip_days), now);
      const refused = await removeSlipImages(tx, 'refused', ago(periods.refused_slip_days), now);
      const ips = await removeAuditIps(tx, ago(periods.audit_ip_days));
      const guests = await removeGuests(tx, ago(periods.guest_days), now);
      const removed: RetentionRemoved = {
        validated_slip_images: validated.slips,
        refused_slip_images: refused.slips,
        audit_ips: ips,
        guests: guests.guests,
      };
      await finishRetentionDay(tx, day, { ...removed }, now);
      await writeAudit(tx, { actorId: null, action: 'privacy.retention', details: { day, ...removed } });
      return { removed, keys: [...validated.keys, ...refused.keys, ...guests.keys] };
    });
    if (outcome === null) return null;
    for (const key of outcome.keys) {
      await this.blobs
        .delete(key)
        .catch((error) => this.log?.warn({ err: error, key }, 'expired slip image not removed'));
    }
    return outcome.removed;
  }
}
