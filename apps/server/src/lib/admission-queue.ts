/** Why a request was not let through: the line was full, it waited too long, or its client left. */
export type QueueRefusalReason = 'full' | 'timeout' | 'gone';

export class QueueRefusal extends Error {
  constructor(readonly reason: QueueRefusalReason) {
    super(`not admitted: ${reason}`);
    this.name = 'QueueRefusal';
  }
}

export interface AdmissionLimits {
  /** How many admitted requests may be running at once. */
  concurrency: number;
  /** How many may wait; one more is refused at once. */
  maxQueued: number;
  /** How long one may wait before it is refused. */
  maxWaitMs: number;
  /**
   * How many of one kind (reads or writes) are let in in a row while the other kind waits. More
   * than one: every write invalidates the cached event list (ADR 22), and reads let in together
   * share one rebuild, where reads let in one at a time between writes rebuilt it nearly every time
   * (half the throughput in the bench).
   */
  turn: number;
}

export interface AdmissionClock {
  /** Calls `fn` after `ms`; the returned function cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
  /** Runs `fn` on a later turn of the event loop, after pending I/O has been read. */
  defer(fn: () => void): void;
}

const realClock: AdmissionClock = {
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
  defer: (fn) => setImmediate(fn),
};

interface Waiter {
  admit(): void;
  refuse(reason: QueueRefusalReason): void;
}

/**
 * A bounded line of requests in front of the database. Reads and writes wait in two lines that
 * take turns (of `turn` requests) whenever both have someone waiting, so a crowd reloading the event list cannot hold a
 * registration back behind all of it, and a crowd registering cannot shut the readers out (a strict
 * writes-first order did, in the bench: every read waited out its time). A freed place is
 * handed to the next in line on a later turn of the event loop (`defer`), never straight away:
 * PGlite runs in-process and synchronously, so a request's statements, once started, run to the end
 * without giving Node a turn, and letting them in at once would chain every ready request into one
 * turn that reads no socket for seconds. Letting them in a turn later lets the server read new
 * requests (and answer the health check) between database requests. A place stays taken during the
 * hand-over, so a newcomer cannot overtake those already waiting.
 */
export class AdmissionQueue {
  private active = 0;
  private lastServed: 'read' | 'write' = 'read';
  private servedInTurn = 0;
  private readonly writes: Waiter[] = [];
  private readonly reads: Waiter[] = [];

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly clock: AdmissionClock = realClock,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.writes.length + this.reads.length;
  }

  /**
   * Resolves once the caller may go ahead, after which it must call `release()` exactly once.
   * Rejects with QueueRefusal when the line is full, the wait runs out, or `signal` aborts (the
   * client left): such a caller never holds a place and must not release one.
   */
  enter(kind: 'read' | 'write', signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new QueueRefusal('gone'));
    if (this.active < this.limits.concurrency && this.queued === 0) {
      // Even a free place is entered a turn later: the requests of one batch of readable sockets
      // then all take their places (or join the line) before any of them runs.
      this.active += 1;
      this.served(kind);
      return new Promise((resolve) => this.clock.defer(resolve));
    }
    if (this.queued >= this.limits.maxQueued) return Promise.reject(new QueueRefusal('full'));
    const line = kind === 'write' ? this.writes : this.reads;
    return new Promise<void>((resolve, reject) => {
      let cancelTimer = () => {};
      const onAbort = () => waiter.refuse('gone');
      const leave = () => {
        cancelTimer();
        signal?.removeEventListener('abort', onAbort);
        const index = line.indexOf(waiter);
        if (index >= 0) line.splice(index, 1);
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          resolve();
        },
        refuse: (reason) => {
          leave();
          reject(new QueueRefusal(reason));
        },
      };
      line.push(waiter);
      cancelTimer = this.clock.setTimer(() => waiter.refuse('timeout'), this.limits.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Gives the caller's place to the next in line (a turn later), or frees it. */
  release(): void {
    if (this.queued === 0) {
      this.active -= 1;
      return;
    }
    this.clock.defer(() => {
      // Those waiting may have left meanwhile; then the place is simply freed.
      const kind = this.nextKind();
      const next = kind === 'write' ? this.writes[0] : this.reads[0];
      if (!next) {
        this.active -= 1;
        return;
      }
      this.served(kind);
      next.admit();
    });
  }

  /** The line whose turn it is, when both have someone waiting: the same until its turn is used up. */
  private nextKind(): 'read' | 'write' {
    if (this.writes.length === 0) return 'read';
    if (this.reads.length === 0) return 'write';
    if (this.servedInTurn < this.limits.turn) return this.lastServed;
    return this.lastServed === 'write' ? 'read' : 'write';
  }

  private served(kind: 'read' | 'write'): void {
    this.servedInTurn = kind === this.lastServed ? this.servedInTurn + 1 : 1;
    this.lastServed = kind;
  }
}
