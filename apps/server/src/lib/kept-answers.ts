import type { PreparedAnswer } from './prepared-answer.ts';

/**
 * Prepared answers kept one per key (a member) with the version of the data they were built from
 * (ADR 36). An answer is handed out only for the very version it was kept with, so a change that
 * moves the version is never answered from memory; a new version replaces the old answer rather
 * than joining it. Beyond `limit` keys the one asked for least recently is let go (Map keeps
 * insertion order, and a hit moves its key to the end), so memory stays bounded however many
 * members a chapter has: a key let go only costs its next request a rebuild.
 */
export class KeptAnswers<K> {
  private readonly entries = new Map<K, { version: number; answer: PreparedAnswer }>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept for `key` at exactly `version`, if any. */
  get(key: K, version: number): PreparedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: K, version: number, answer: PreparedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > this.limit) {
      const [oldest] = this.entries.keys();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
