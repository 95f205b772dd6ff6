import type { DbOrTx } from '../../db/client.ts';
import type { Notice, NoticeQueue } from '../../lib/notice-queue.ts';
import type { RunPlan } from './runs/plan.ts';
import { queueNoticeRun } from './runs/runs-repository.ts';

/** Staff hear of LINE claims at most once per this long each (ADR 46). */
export const CLAIMS_DIGEST_WINDOW_MS = 15 * 60 * 1000;

export type { Notice };

/**
 * Money and identity notices to a member over LINE (issue 18). Queued in the transaction of the
 * change they tell about, so a notice exists exactly when its change does (a transactional
 * outbox); the message worker sends it once that transaction has committed and `flush` is called.
 */
export class Notices implements NoticeQueue {
  constructor(
    /** The chapter's name, which every notice starts with. */
    readonly chapterName: () => Promise<string>,
    private readonly onQueued: () => void = () => {},
  ) {}

  async queue(tx: DbOrTx, notice: Notice, now: Date): Promise<void> {
    const plan: RunPlan = {
      audience: {
        type: 'member',
        memberId: notice.memberId,
        ...(notice.lineUserId !== undefined && { lineUserId: notice.lineUserId }),
      },
      content: { type: 'composed', kind: 'text', message: notice.text, altText: null },
      reminder: false,
    };
    await queueNoticeRun(tx, `notice:${notice.key}`, { ...plan }, now);
  }

  /**
   * Tells staff of a LINE claim in the digest of its window (ADR 46): one run per window, due as the
   * window closes, whatever the number of claims in it; its unique key makes it once across every
   * process. Several claims a minute thus cost each staff member one message per window, not one each.
   */
  async queueClaimsDigest(tx: DbOrTx, now: Date): Promise<void> {
    const from = Math.floor(now.getTime() / CLAIMS_DIGEST_WINDOW_MS) * CLAIMS_DIGEST_WINDOW_MS;
    const until = new Date(from + CLAIMS_DIGEST_WINDOW_MS);
    const plan: RunPlan = {
      audience: { type: 'staff' },
      content: { type: 'claims_digest', from: new Date(from).toISOString(), until: until.toISOString() },
      reminder: false,
    };
    await queueNoticeRun(tx, `notice:line-claims:${until.toISOString()}`, { ...plan }, until);
  }

  /** After the transaction committed: have the worker send what was queued. */
  flush(): void {
    this.onQueued();
  }
}
