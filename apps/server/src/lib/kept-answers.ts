import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * The one home of prepared answers kept per member (ADR 63): each key (a member) keeps one answer
 * with the version of the data it was built from — the member's profile version (ADR 36), or the
 * event list's snapshot and phase (ADR 32). An answer is handed out only for the very version it
 * was kept with, so a change that moves the version is never answered from memory; a new version
 * replaces the old answer rather than joining it. Beyond `limit` keys the one asked for least
 * recently is let go (Map keeps insertion order, and a hit moves its key to the end), so memory
 * stays bounded however many members a chapter has: a key let go only costs its next request a
 * rebuild.
 */
export class KeptAnswers<K, V extends number | string = number> {
  private readonly entries = new Map<K, { version: V; answer: PreparedAnswer }>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept for `key` at exactly `version`, if any. */
  get(key: K, version: V): PreparedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /**
   * The answer kept for `key` at `version`, else the one `build` makes, kept for it. Without a
   * version (nothing to check a kept answer against) it is built every time and not kept.
   */
  async answer(
    key: K,
    version: V | null,
    build: () => PreparedAnswer | Promise<PreparedAnswer>,
  ): Promise<PreparedAnswer> {
    const kept = version === null ? undefined : this.get(key, version);
    if (kept) return kept;
    const built = await build();
    if (version !== null) this.set(key, version, built);
    return built;
  }

  set(key: K, version: V, answer: PreparedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > this.limit) {
      const [oldest] = this.entries.keys();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
