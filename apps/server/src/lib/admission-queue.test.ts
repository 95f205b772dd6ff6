import { describe, expect, it } from 'vitest';
import { type AdmissionClock, AdmissionQueue, QueueRefusal } from './admission-queue.ts';

/** A clock the test turns by hand: deferred hand-overs and timers run only when it says so. */
function manualClock() {
  let turns: Array<() => void> = [];
  const timers = new Set<() => void>();
  const clock: AdmissionClock = {
    defer: (fn) => {
      turns.push(fn);
    },
    setTimer: (fn) => {
      timers.add(fn);
      return () => timers.delete(fn);
    },
  };
  return {
    clock,
    /** Runs the hand-overs waiting for a turn, then lets the promises settle. */
    async turn() {
      const now = turns;
      turns = [];
      for (const fn of now) fn();
      await new Promise((resolve) => setImmediate(resolve));
    },
    /** Fires every pending wait limit, as if they had all run out. */
    async expireAll() {
      for (const fn of [...timers]) fn();
      await new Promise((resolve) => setImmediate(resolve));
    },
    timers,
  };
}

function track(promise: Promise<void>) {
  const state = { settled: 'waiting' as 'waiting' | 'admitted' | string };
  promise.then(
    () => {
      state.settled = 'admitted';
    },
    (error: QueueRefusal) => {
      state.settled = error.reason;
    },
  );
  return state;
}

describe('the admission queue in front of the database', () => {
  it('lets a request into a free place only a turn later, so a batch of sockets all queue first', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 1000, turn: 1 }, time.clock);
    const first = track(queue.enter('read'));
    const second = track(queue.enter('read'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(first.settled).toBe('waiting');
    expect(queue.queued).toBe(1);
    await time.turn();
    expect(first.settled).toBe('admitted');
    expect(second.settled).toBe('waiting');
    queue.release();
    expect(second.settled).toBe('waiting');
    await time.turn();
    expect(second.settled).toBe('admitted');
    queue.release();
    expect(queue.running).toBe(0);
  });

  it('lets reads and writes take turns, so a flood of either cannot shut the other out', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 1000, turn: 1 }, time.clock);
    const order: string[] = [];
    const enter = (label: string, kind: 'read' | 'write') =>
      queue.enter(kind).then(() => {
        order.push(label);
      });
    void enter('holder', 'write');
    await time.turn();
    for (const label of ['w1', 'w2', 'w3']) void enter(label, 'write');
    for (const label of ['r1', 'r2']) void enter(label, 'read');
    for (let i = 0; i < 5; i++) {
      queue.release();
      await time.turn();
    }
    expect(order).toEqual(['holder', 'r1', 'w1', 'r2', 'w2', 'w3']);
  });

  it('lets in up to a turn of one kind in a row before the other kind', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 1000, turn: 2 }, time.clock);
    const order: string[] = [];
    const enter = (label: string, kind: 'read' | 'write') =>
      queue.enter(kind).then(() => {
        order.push(label);
      });
    void enter('holder', 'read');
    await time.turn();
    for (const label of ['r1', 'r2', 'r3']) void enter(label, 'read');
    for (const label of ['w1', 'w2', 'w3']) void enter(label, 'write');
    for (let i = 0; i < 6; i++) {
      queue.release();
      await time.turn();
    }
    expect(order).toEqual(['holder', 'r1', 'w1', 'w2', 'r2', 'r3', 'w3']);
  });

  it('hands a freed place to a waiting write before the reads that came earlier', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 1000, turn: 1 }, time.clock);
    const holder = track(queue.enter('read'));
    await time.turn();
    const reads = [track(queue.enter('read')), track(queue.enter('read'))];
    const write = track(queue.enter('write'));
    queue.release();
    // A newcomer during the hand-over does not take the place either.
    const late = track(queue.enter('read'));
    await time.turn();
    expect(holder.settled).toBe('admitted');
    expect(write.settled).toBe('admitted');
    expect(reads.map((read) => read.settled)).toEqual(['waiting', 'waiting']);
    queue.release();
    await time.turn();
    expect(reads.map((read) => read.settled)).toEqual(['admitted', 'waiting']);
    expect(late.settled).toBe('waiting');
  });

  it('refuses at once when the line is full, and those whose wait runs out', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 1000, turn: 1 }, time.clock);
    track(queue.enter('read'));
    const waiting = track(queue.enter('read'));
    const over = track(queue.enter('write'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(over.settled).toBe('full');
    expect(waiting.settled).toBe('waiting');
    await time.expireAll();
    expect(waiting.settled).toBe('timeout');
    expect(queue.queued).toBe(0);
  });

  it('drops a waiting request whose client left, and frees the place if nobody else waits', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 1000, turn: 1 }, time.clock);
    track(queue.enter('read'));
    await time.turn();
    const client = new AbortController();
    const gone = track(queue.enter('write', client.signal));
    client.abort();
    await new Promise((resolve) => setImmediate(resolve));
    expect(gone.settled).toBe('gone');
    expect(queue.queued).toBe(0);
    expect(time.timers.size).toBe(0);
    queue.release();
    expect(queue.running).toBe(0);
    await expect(queue.enter('read', client.signal)).rejects.toBeInstanceOf(QueueRefusal);
  });

  it('frees the place when everyone waiting left during the hand-over', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 1000, turn: 1 }, time.clock);
    track(queue.enter('read'));
    await time.turn();
    const client = new AbortController();
    track(queue.enter('read', client.signal));
    queue.release();
    client.abort();
    await time.turn();
    expect(queue.running).toBe(0);
    expect(queue.queued).toBe(0);
  });

  it('passes over the waiters of an address that holds its share, and gives it its place back when one ends', async () => {
    const time = manualClock();
    const queue = new AdmissionQueue(
      { concurrency: 4, maxQueued: 10, maxWaitMs: 1000, turn: 8, perKeyConcurrency: 2, perKeyQueued: 1 },
      time.clock,
    );
    const crowd = [track(queue.enter('read', undefined, 'a')), track(queue.enter('read', undefined, 'a'))];
    const third = track(queue.enter('read', undefined, 'a'));
    const fourth = track(queue.enter('read', undefined, 'a'));
    const other = track(queue.enter('read', undefined, 'b'));
    await time.turn();
    expect(crowd.map((state) => state.settled)).toEqual(['admitted', 'admitted']);
    expect([third.settled, fourth.settled, other.settled]).toEqual(['waiting', 'full', 'admitted']);
    expect([queue.running, queue.queued]).toEqual([3, 1]);
    queue.release('b');
    await time.turn();
    // Another address's place goes free rather than to an address already at its share.
    expect([third.settled, queue.running]).toEqual(['waiting', 2]);
    queue.release('a');
    await time.turn();
    expect([third.settled, queue.running, queue.queued]).toEqual(['admitted', 2, 0]);
  });

  it('counts how long requests wait with every place taken, and starts again whenever one is let in', async () => {
    let now = 0;
    const time = manualClock();
    const queue = new AdmissionQueue(
      { concurrency: 1, maxQueued: 10, maxWaitMs: 1000, turn: 1 },
      { ...time.clock, now: () => now },
    );
    track(queue.enter('read'));
    await time.turn();
    now = 5_000;
    expect(queue.stalled).toBe(false);
    track(queue.enter('read'));
    track(queue.enter('read'));
    now += 999;
    expect([queue.stalledMs, queue.stalled]).toEqual([999, false]);
    now += 1;
    expect(queue.stalled).toBe(true);
    queue.release();
    await time.turn();
    expect(queue.stalledMs).toBe(0);
    queue.release();
    await time.turn();
    expect([queue.queued, queue.stalled]).toEqual([0, false]);
  });
});
