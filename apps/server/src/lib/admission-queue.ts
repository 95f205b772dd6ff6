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
  /**
   * How many places one key (a client's address) may hold at once; its further requests wait while
   * others go in. Without it, one address could hold every place (ADR 44).
   */
  perKeyConcurrency?: number;
  /** How many of one key may wait; one more is refused at once, so one address cannot fill the line. */
  perKeyQueued?: number;
}

export interface AdmissionClock {
  /** Calls `fn` after `ms`; the returned function cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
  /** Runs `fn` on a later turn of the event loop, after pending I/O has been read. */
  defer(fn: () => void): void;
  /** Milliseconds, to tell how long the line has been stuck; Date.now when absent. */
  now?(): number;
}

const realClock: AdmissionClock = {
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
  defer: (fn) => setImmediate(fn),
  now: () => Date.now(),
};

/**
 * What tells the line that a caller left: an AbortSignal, or anything with its three members. The
 * database line's plugin passes a plain object of its own: a Node AbortController per request cost
 * about 8 % of a repeated read's CPU (issue 38's profile), for the few requests that ever wait.
 */
export interface LeaveSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

interface Waiter {
  /** Whose request it is (the client's address); none for callers that are not requests. */
  key: string | undefined;
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
 * hand-over, so a newcomer cannot overtake those already waiting. A waiter whose key already holds its
 * share of places is passed over for the next one, so one address cannot take every place (ADR 44).
 */
export class AdmissionQueue {
  private active = 0;
  private lastServed: 'read' | 'write' = 'read';
  private servedInTurn = 0;
  private readonly writes: Waiter[] = [];
  private readonly reads: Waiter[] = [];
  /** Places held per key, hand-overs included. */
  private readonly held = new Map<string, number>();
  private readonly waitingPerKey = new Map<string, number>();
  /** Since when requests have waited with every place taken and none let in; null while the line moves. */
  private stuckSince: number | null = null;

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
   * How long requests have been waiting with every place taken and nobody let in; 0 while the line
   * moves or nobody waits. Past the longest wait, every request that reaches the line is refused.
   */
  get stalledMs(): number {
    return this.stuckSince === null ? 0 : this.now() - this.stuckSince;
  }

  /** Stuck for the longest wait: from now on it refuses whatever reaches it, so health says so. */
  get stalled(): boolean {
    return this.stuckSince !== null && this.stalledMs >= this.limits.maxWaitMs;
  }

  /**
   * Resolves once the caller may go ahead, after which it must call `release()` exactly once.
   * Rejects with QueueRefusal when the line is full, the wait runs out, or `signal` aborts (the
   * client left): such a caller never holds a place and must not release one. `key` (the client's
   * address) is given back to `release`.
   */
  enter(kind: 'read' | 'write', signal?: LeaveSignal, key?: string): Promise<void> {
    if (signal?.aborted) return Promise.reject(new QueueRefusal('gone'));
    // A free place with waiters left only happens when every one of them is over its key's share.
    if (this.active < this.limits.concurrency && this.mayHold(key) && this.nextEligible() === undefined) {
      // Even a free place is entered a turn later: the requests of one batch of readable sockets
      // then all take their places (or join the line) before any of them runs.
      this.take(kind, key);
      return new Promise((resolve) => this.clock.defer(resolve));
    }
    if (this.queued >= this.limits.maxQueued) return Promise.reject(new QueueRefusal('full'));
    if (key !== undefined && count(this.waitingPerKey, key) >= (this.limits.perKeyQueued ?? Number.POSITIVE_INFINITY))
      return Promise.reject(new QueueRefusal('full'));
    const line = kind === 'write' ? this.writes : this.reads;
    return new Promise<void>((resolve, reject) => {
      let cancelTimer = () => {};
      const onAbort = () => waiter.refuse('gone');
      const leave = () => {
        cancelTimer();
        signal?.removeEventListener('abort', onAbort);
        const index = line.indexOf(waiter);
        if (index < 0) return;
        line.splice(index, 1);
        if (key !== undefined) add(this.waitingPerKey, key, -1);
        this.mark();
      };
      const waiter: Waiter = {
        key,
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
      if (key !== undefined) add(this.waitingPerKey, key, 1);
      this.mark();
      cancelTimer = this.clock.setTimer(() => waiter.refuse('timeout'), this.limits.maxWaitMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Gives the caller's place to the next in line (a turn later), or frees it. `key` as given to `enter`. */
  release(key?: string): void {
    if (key !== undefined) add(this.held, key, -1);
    if (this.queued === 0) {
      this.active -= 1;
      this.mark();
      return;
    }
    this.clock.defer(() => {
      // Those waiting may have left meanwhile, or all be over their share; then the place is freed.
      const next = this.nextEligible();
      if (!next) {
        this.active -= 1;
        this.mark();
        return;
      }
      this.active -= 1;
      this.take(next.kind, next.waiter.key);
      next.waiter.admit();
    });
  }

  /** Counts a place as taken by `key`; the line has moved. */
  private take(kind: 'read' | 'write', key: string | undefined): void {
    this.active += 1;
    if (key !== undefined) add(this.held, key, 1);
    this.served(kind);
    this.mark(true);
  }

  private mayHold(key: string | undefined): boolean {
    return key === undefined || count(this.held, key) < (this.limits.perKeyConcurrency ?? Number.POSITIVE_INFINITY);
  }

  /** The first waiter of the line whose turn it is (else of the other) whose key may take one more place. */
  private nextEligible(): { kind: 'read' | 'write'; waiter: Waiter } | undefined {
    const first = this.nextKind();
    for (const kind of [first, first === 'write' ? 'read' : 'write'] as const) {
      const waiter = (kind === 'write' ? this.writes : this.reads).find((w) => this.mayHold(w.key));
      if (waiter) return { kind, waiter };
    }
    return undefined;
  }

  /** Starts or stops the stall clock: it runs while requests wait with every place taken. */
  private mark(moved = false): void {
    const stuck = this.queued > 0 && this.active >= this.limits.concurrency;
    if (!stuck) this.stuckSince = null;
    else if (moved || this.stuckSince === null) this.stuckSince = this.now();
  }

  private now(): number {
    return this.clock.now?.() ?? Date.now();
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

function count(map: Map<string, number>, key: string): number {
  return map.get(key) ?? 0;
}

/** Adds `delta` to a key's count, forgetting keys that reach 0 so the maps hold only the present. */
function add(map: Map<string, number>, key: string, delta: number): void {
  const next = count(map, key) + delta;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
