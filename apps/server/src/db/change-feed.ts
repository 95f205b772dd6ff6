import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channel migration 0028's triggers tell every change on (ADR 62). */
export const CHANGES_CHANNEL = 'chapter_changes';

/**
 * Told each payload heard, in commit order, or `null` when the feed started listening or stopped:
 * whatever was kept from earlier must be forgotten, since changes may have gone unheard.
 */
export type ChangeListener = (payload: string | null) => void;

/**
 * Every committed change to what a signed-in read stands on (ADR 62). A process may keep such data
 * only while `listening`; the moment it is not, it asks the database again.
 */
export interface ChangeFeed {
  readonly listening: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has been heard (or the feed stopped
   * listening, which makes every listener forget). A write answers only after it, so the next
   * request to this process sees the write.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<ChangeListener>();
  add(listener: ChangeListener): () => void {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  }
  tell(payload: string | null): void {
    for (const listener of this.set) listener(payload);
  }
}

/**
 * PGlite: one process owns the database and every statement runs on its one session, which hears
 * its own notifications before the statement's promise resolves: a change is heard by the time the
 * writer learns it committed, so there is nothing to settle.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const stop = await client.listen(CHANGES_CHANNEL, (payload) => listeners.tell(payload));
  let listening = true;
  return {
    get listening() {
      return listening;
    },
    subscribe: (listener) => listeners.add(listener),
    settle: async () => {},
    close: async () => {
      listening = false;
      listeners.tell(null);
      await stop().catch(() => {});
    },
  };
}

/**
 * A fence not heard back within this long means the listening connection is gone without saying
 * so (a silent network partition): the feed stops, and reads ask the database.
 */
const FENCE_MS = 2_000;

/** How long after a lost connection the feed tries again, doubling up to the last. */
const RETRY_MS = [100, 200, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL: a connection of its own, outside the pool, LISTENs. Notifications reach it a moment
 * after the commit; `settle` sends a fence (a notification of this process's own) through the
 * pool and waits to hear it back: PostgreSQL delivers notifications in commit order, so by then
 * every change committed before it has been heard. A lost connection (an error, the server
 * ending it) stops the feed, which tells the listeners to forget, until it listens again.
 */
export async function postgresChangeFeed(
  connect: () => pg.Client,
  pool: Pick<pg.Pool, 'query'>,
  onError: (message: string) => void = () => {},
): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const fences = new Map<string, () => void>();
  const fencePrefix = `f:${process.pid}-${Math.random().toString(36).slice(2, 8)}-`;
  let fenceCount = 0;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | null = null;

  const releaseFences = () => {
    for (const release of fences.values()) release();
    fences.clear();
  };
  const lost = (current: pg.Client, why: string) => {
    if (client !== current) return;
    client = null;
    const wasListening = listening;
    listening = false;
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    releaseFences();
    if (wasListening) {
      onError(`stopped listening for changes (${why}); reads ask the database until it listens again`);
      listeners.tell(null);
    }
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5_000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      void listen();
    }, wait);
    retry.unref();
  };
  const listen = async () => {
    if (closed) return;
    const current = connect();
    client = current;
    current.on('error', (error) => lost(current, error.message));
    current.on('end', () => lost(current, 'connection ended'));
    current.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith('f:')) return fences.get(payload)?.();
      listeners.tell(payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      return lost(current, (error as Error).message);
    }
    if (client !== current || closed) return;
    attempt = 0;
    listening = true;
    // Whatever was kept before this moment may have missed changes: forget it.
    listeners.tell(null);
  };
  // The first attempt is awaited, so a server starts serving from memory at once when it can.
  await listen();

  return {
    get listening() {
      return listening;
    },
    subscribe: (listener) => listeners.add(listener),
    settle: async () => {
      if (!listening) return;
      fenceCount += 1;
      const fence = `${fencePrefix}${fenceCount}`;
      const heard = new Promise<void>((resolve) => fences.set(fence, resolve));
      // Sent through the pool, not Drizzle: it is no statement of the request's own (query counts).
      try {
        await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, fence]);
      } catch {
        // Nothing was sent, so nothing will come back; what was kept cannot be vouched for.
        fences.delete(fence);
        if (client) lost(client, 'a fence could not be sent');
        return;
      }
      const current = client;
      const unheard = setTimeout(() => current && lost(current, 'a fence went unheard'), FENCE_MS);
      await heard;
      clearTimeout(unheard);
      fences.delete(fence);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      listening = false;
      releaseFences();
      listeners.tell(null);
      await current?.end().catch(() => {});
    },
  };
}

/** For an app built without a feed (a tool, a test of something else): nothing is ever kept. */
export const silentChangeFeed: ChangeFeed = {
  listening: false,
  subscribe: () => () => {},
  settle: async () => {},
  close: async () => {},
};
