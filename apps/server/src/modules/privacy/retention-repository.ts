import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { query } from '../../backup/catalog.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, retentionRuns } from '../../db/schema/index.ts';
import { type ErasedGuests, eraseGuests } from './guest-erasure-repository.ts';

// The daily retention job's statements, each in the job's one transaction (retention-job.ts).

/** Which slips' images expire: validated or refused ones. */
export type ExpiringSlips = 'validated' | 'refused';

/** Writes the day's run row; false when another process already has. */
export async function claimRetentionDay(tx: Tx, day: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(retentionRuns)
    .values({ day, finishedAt: now, removed: {} })
    .onConflictDoNothing()
    .returning({ day: retentionRuns.day });
  return claimed.length > 0;
}

/**
 * Clears the images of the `which` slips decided before `before` and answers how many and the keys
 * they had (RETURNING shows new values, so a join to the old row).
 */
export async function removeSlipImages(tx: Tx, which: ExpiringSlips, before: Date, now: Date) {
  const due = which === 'validated' ? sql`validated_at < ${before}` : sql`refused_at < ${before}`;
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

/** Drops the client addresses of audit entries older than `before`; answers how many. */
export async function removeAuditIps(tx: Tx, before: Date): Promise<number> {
  const ips = await tx
    .update(auditLog)
    .set({ ip: null })
    .where(and(isNotNull(auditLog.ip), lt(auditLog.at, before)))
    .returning({ id: auditLog.id });
  return ips.length;
}

/**
 * Erases the guests who never joined and whose phone's last visit started before `before` (issue
 * 34, ADR 54), as an Admin's erasure on request does (`eraseGuests`): the seat and its money stay
 * for the accounts, their slips' images go. Every visit of the phone goes together: a later visit
 * keeps them all.
 */
export async function removeGuests(tx: Tx, before: Date, now: Date): Promise<ErasedGuests> {
  const rows = await query<{ id: number }>(
    tx,
    sql`SELECT id FROM guests
        WHERE erased_at IS NULL AND phone IN (
          SELECT g.phone FROM guests g JOIN events e ON e.id = g.event_id
          GROUP BY g.phone
          HAVING max(e.starts_at) < ${before} AND bool_and(g.joined_member_id IS NULL))
        ORDER BY id`,
  );
  return eraseGuests(
    tx,
    rows.map((row) => row.id),
    now,
  );
}

export async function finishRetentionDay(
  tx: Tx,
  day: string,
  removed: Record<string, number>,
  now: Date,
): Promise<void> {
  await tx.update(retentionRuns).set({ removed, finishedAt: now }).where(sql`day = ${day}`);
}
