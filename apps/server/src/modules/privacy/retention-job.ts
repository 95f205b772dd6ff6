import { and, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { query } from '../../backup/catalog.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, retentionRuns } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { bangkokDate, bangkokWallClock } from '../../lib/bangkok-time.ts';
import type { RetentionSettings } from './retention-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The job runs at the first beat after this Bangkok hour, when nobody is uploading. */
const RUN_FROM_HOUR = 2;

export interface RetentionRemoved {
  validated_slip_images: number;
  refused_slip_images: number;
  audit_ips: number;
}

/**
 * The daily retention job (issue 19), on the message jobs' beat: slip images past their period
 * after validation or refusal, and client addresses in the audit log past theirs. The day's
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
      const claimed = await tx
        .insert(retentionRuns)
        .values({ day, finishedAt: now, removed: {} })
        .onConflictDoNothing()
        .returning({ day: retentionRuns.day });
      if (claimed.length === 0) return null;
      const periods = await this.settings.read(tx);
      const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
      const validated = await this.removeImages(tx, sql`validated_at < ${ago(periods.validated_slip_days)}`, now);
      const refused = await this.removeImages(tx, sql`refused_at < ${ago(periods.refused_slip_days)}`, now);
      const ips = await tx
        .update(auditLog)
        .set({ ip: null })
        .where(and(isNotNull(auditLog.ip), lt(auditLog.at, ago(periods.audit_ip_days))))
        .returning({ id: auditLog.id });
      const removed: RetentionRemoved = {
        validated_slip_images: validated.slips,
        refused_slip_images: refused.slips,
        audit_ips: ips.length,
      };
      await tx
        .update(retentionRuns)
        .set({ removed: { ...removed }, finishedAt: now })
        .where(sql`day = ${day}`);
      await writeAudit(tx, { actorId: null, action: 'privacy.retention', details: { day, ...removed } });
      return { removed, keys: [...validated.keys, ...refused.keys] };
    });
    if (outcome === null) return null;
    for (const key of outcome.keys) {
      await this.blobs
        .delete(key)
        .catch((error) => this.log?.warn({ err: error, key }, 'expired slip image not removed'));
    }
    return outcome.removed;
  }

  /** Clears the images of the slips `due` picks and answers the keys they had (RETURNING shows new values, so a join to the old row). */
  private async removeImages(tx: Tx, due: SQL, now: Date) {
    const rows = await query<{ image: string; thumbnail: string }>(
      tx,
      sql`UPDATE payment_slips AS s SET image_key = NULL, thumbnail_key = NULL, images_removed_at = ${now}
          FROM (SELECT id, image_key, thumbnail_key FROM payment_slips
                WHERE image_key IS NOT NULL AND ${due}) AS old
          WHERE s.id = old.id
          RETURNING old.image_key AS image, old.thumbnail_key AS thumbnail`,
    );
    return { slips: rows.length, keys: rows.flatMap((r) => [r.image, r.thumbnail]) };
  }
}
