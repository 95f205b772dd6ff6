import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseTarget } from '../config.ts';
import {
  type AdmissionClock,
  type AdmissionLimits,
  AdmissionQueue,
  type LeaveSignal,
  QueueRefusal,
} from '../lib/admission-queue.ts';
import { ApiError } from '../lib/api-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The line of requests in front of the database (ADR 33). */
    databaseQueue: AdmissionQueue;
  }
}

export interface DatabaseQueueOptions extends AdmissionLimits {
  /** What a refused client is told to wait before trying again. */
  retryAfterSeconds: number;
  /** Tests hand over places when they choose. */
  clock?: AdmissionClock;
}

/**
 * PGlite runs one request's statements at a time in this process, a few places keep a request
 * whose wait is on something else (LINE, an image) from holding everyone up. A PostgreSQL pool of
 * 10 takes twice that, so its own line stays short and busy. Five seconds of waiting plus the work
 * keeps an answer well inside the ten seconds a phone (or the bench) waits; 500 waiting is a rush of
 * 500 phones at once, and bounds the memory the line holds. A turn of two rounds of places lets the
 * reads of a turn share one rebuild of the event list (measured: 8 on PGlite doubled the throughput
 * of a turn of 1).
 *
 * One address may hold half the places and 400 of the 500 waiting (ADR 44): whatever one client
 * sends, half the places and 100 waiting are there for everyone else. A chapter whose members all
 * share the venue's Wi-Fi (one address) loses almost nothing: PGlite runs one request's statements
 * at a time anyway, on PostgreSQL half the places is the whole pool of 10, and 400 waiting is more
 * phones than a chapter has members.
 */
export function databaseQueueDefaults(kind: DatabaseTarget['kind']): DatabaseQueueOptions {
  const concurrency = kind === 'pglite' ? 4 : 20;
  const maxQueued = 500;
  return {
    concurrency,
    turn: 2 * concurrency,
    maxQueued,
    maxWaitMs: 5_000,
    retryAfterSeconds: 5,
    perKeyConcurrency: concurrency / 2,
    perKeyQueued: maxQueued - 100,
  };
}

/**
 * Routes that stay out of the line. The health check, so it answers during a rush; it still runs
 * its own `SELECT 1`, so it says when the database is truly unreachable. The slip upload, because
 * its image is decoded as the body arrives (ADR 34): a 10 MB photo sent over mobile data and then
 * decoded would hold one of PGlite's four places for seconds. Its own bounds (two images at once, one
 * upload per member at a time, ADR 11, ADR 34) keep it from crowding the database, and its few
 * statements come after the image work.
 */
const OUTSIDE_THE_LINE = new Set<string>([apiRoutes.health.path, apiRoutes.createSlip.path]);

/** The requests that use the database: the API and the card page; the web app's files and unknown paths need none. */
export function needsDatabase(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || OUTSIDE_THE_LINE.has(route)) return false;
  return route.startsWith('/api/') || route.startsWith('/nc/');
}

/**
 * That a request's client left, told to the line (a `LeaveSignal`): one listener at most (the
 * line's, while the request waits), so a plain object does what an AbortController would, at a
 * fraction of its cost on every request that never waits.
 */
class RequestLeft implements LeaveSignal {
  aborted = false;
  private listener: (() => void) | null = null;

  addEventListener(_type: 'abort', listener: () => void, _options?: { once?: boolean }): void {
    this.listener = listener;
  }

  removeEventListener(): void {
    this.listener = null;
  }

  leave(): void {
    this.aborted = true;
    const listener = this.listener;
    this.listener = null;
    listener?.();
  }
}

/** Refusals before any statement ran: whatever the request was, nothing of it was written. */
function busy(retryAfterSeconds: number): ApiError {
  return ApiError.detail(503, apiMessages.databaseBusy, { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Admits the requests that use the database through one bounded line, reads and writes taking
 * turns (a registration does not wait behind a crowd reloading the event list). Over the bound, or after
 * the longest wait, the answer is a 503 with Retry-After instead of a request that hangs until the
 * client gives up; a request whose client has left is dropped from the line and never runs.
 * A request joins the line once its body has arrived whole (preValidation): a body trickling in
 * a byte at a time holds a socket, never a place (ADR 44). Registered before the auth plugin, whose
 * session lookup, the first statement of most requests, runs in the same phase after it.
 */
export const databaseQueuePlugin = fp<DatabaseQueueOptions>(
  async (app: FastifyInstance, options) => {
    const queue = new AdmissionQueue(options, options.clock);
    app.decorate('databaseQueue', queue);
    /** The address each admitted request holds its place under, to give it back. */
    const holding = new WeakMap<FastifyRequest, string>();
    const leaving = new WeakMap<FastifyRequest, RequestLeft>();

    app.addHook('preValidation', async (request) => {
      if (!needsDatabase(request)) return;
      const left = new RequestLeft();
      leaving.set(request, left);
      const kind = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
      // The client's address as TRUST_PROXY reads it: behind a proxy, X-Forwarded-For's trusted entry.
      const key = request.ip;
      try {
        await queue.enter(kind, left, key);
      } catch (error) {
        if (error instanceof QueueRefusal) throw busy(options.retryAfterSeconds);
        throw error;
      }
      holding.set(request, key);
      // The client may have gone while its place was being handed over: its work would be wasted.
      if (request.raw.socket?.destroyed) throw busy(options.retryAfterSeconds);
    });
    // A client that gives up (a phone's timeout, a closed app) leaves the line at once.
    app.addHook('onRequestAbort', async (request) => {
      leaving.get(request)?.leave();
    });
    // onSend, not onResponse: Fastify runs it for every reply, even one whose client has gone.
    app.addHook('onSend', async (request, _reply, payload) => {
      const key = holding.get(request);
      if (key === undefined) return payload;
      holding.delete(request);
      queue.release(key);
      return payload;
    });
  },
  { name: 'database-queue' },
);
