import { randomBytes } from 'node:crypto';
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * A backup writes `<file>.<8 hex>.partial` and renames it when complete. A backup that is killed
 * (SIGKILL, the OOM killer, a power cut) cannot remove it, and it holds personal data: the next
 * backup of the same file removes it. Two backups of one file may run at once (PostgreSQL allows
 * it), so a partial is removed only when nothing has written it for `PARTIAL_STALE_AFTER_MS`; a
 * running backup touches its own every `PARTIAL_HEARTBEAT_MS` even while it waits on a slow image
 * or statement. Age, not a lock file or a process id, because it needs no clean-up of its own after
 * a kill and holds where a process id means nothing (another machine writing to a shared folder).
 */
export const PARTIAL_HEARTBEAT_MS = 30_000;
/** Ten heartbeats missed: that backup is dead (or frozen, e.g. SIGSTOP; then its rename fails, loudly). */
export const PARTIAL_STALE_AFTER_MS = 5 * 60_000;

export interface PartialTiming {
  heartbeatMs?: number;
  staleAfterMs?: number;
}

/** What the start of a backup found beside its target: full paths, sorted. */
export interface PartialCleanup {
  /** Left by backups that stopped: removed. */
  removed: string[];
  /** Written to recently, so perhaps by a backup still running: left alone. */
  kept: string[];
}

const HEX8 = /^[0-9a-f]{8}$/;

export const newPartialName = (file: string) => `${file}.${randomBytes(4).toString('hex')}.partial`;

/** Exactly `<base>.<8 lowercase hex>.partial`: nothing else in the folder is ours to remove. */
export function isPartialOf(name: string, base: string): boolean {
  const prefix = `${base}.`;
  const suffix = '.partial';
  return (
    name.length === prefix.length + 8 + suffix.length &&
    name.startsWith(prefix) &&
    name.endsWith(suffix) &&
    HEX8.test(name.slice(prefix.length, prefix.length + 8))
  );
}

/** Removes the partial files earlier backups of `file` (an absolute path) left, but none a running one writes. */
export async function removeStalePartials(file: string, timing: PartialTiming = {}): Promise<PartialCleanup> {
  const staleAfterMs = timing.staleAfterMs ?? PARTIAL_STALE_AFTER_MS;
  const folder = path.dirname(file);
  const base = path.basename(file);
  const result: PartialCleanup = { removed: [], kept: [] };
  // Regular files only: a link or folder of that name is not something a backup wrote.
  const entries = (await readdir(folder, { withFileTypes: true })).filter(
    (entry) => entry.isFile() && isPartialOf(entry.name, base),
  );
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const partial = path.join(folder, entry.name);
    const modified = await stat(partial).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    // Gone meanwhile: its backup finished (renamed it) or failed (removed it).
    if (modified === null) continue;
    if (Date.now() - modified < staleAfterMs) {
      result.kept.push(partial);
      continue;
    }
    await rm(partial, { force: true });
    result.removed.push(partial);
  }
  return result;
}

/** Keeps `partial` looking written-to until the returned function is called. */
export function keepPartialFresh(partial: string, timing: PartialTiming = {}): () => void {
  const timer = setInterval(() => {
    const now = new Date();
    // Not there yet (the stream opens it a moment later) or already renamed: nothing to mark.
    utimes(partial, now, now).catch(() => {});
  }, timing.heartbeatMs ?? PARTIAL_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
