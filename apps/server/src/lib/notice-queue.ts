import type { DbOrTx } from '../db/client.ts';

/** A notice to one member over LINE: what a module queues in the transaction of the change it tells about. */
export interface Notice {
  /** Names the notice once: the same key twice is one notice (`payment-confirmed:55`). */
  key: string;
  memberId: number;
  /** A LINE account other than the member's current one (the binding notice to a replaced account). */
  lineUserId?: string;
  text: string;
}

/**
 * What a module needs of messaging's `Notices` to tell a member something (given as a tie, ADR 39).
 * Declared here rather than imported from messaging, so a module that messaging itself reads
 * (leave: who has answered a meeting, issue 37) does not make a cycle of the two.
 */
export interface NoticeQueue {
  /** The chapter's name, which every notice starts with. */
  readonly chapterName: () => Promise<string>;
  queue(tx: DbOrTx, notice: Notice, now: Date): Promise<void>;
  /** After the transaction committed: have the worker send what was queued. */
  flush(): void;
}
