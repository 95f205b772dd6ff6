import pg from 'pg';
import type { DatabaseLimits } from '../config.ts';
import { FROM_DATABASE, WRITE_UNCONFIRMED } from './errors.ts';

/**
 * How much longer than the statement limit the driver waits for an answer. PostgreSQL cancels a
 * statement at the limit and says so at once; only a server that cannot answer at all (a network
 * partition, where the cancellation never arrives) leaves us waiting past it.
 */
const QUERY_READ_MARGIN_MS = 1_000;
/**
 * TCP keepalive from this idle time on: a connection a firewall or NAT dropped silently is found
 * before a request picks it from the pool.
 */
const KEEPALIVE_AFTER_MS = 10_000;

/** The connection settings every connection to the server takes, with or without limits. */
function connectionOptions(url: string, limits: DatabaseLimits | undefined): pg.ClientConfig {
  return {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_MS,
    ...(limits && { connectionTimeoutMillis: limits.connectTimeoutMs }),
  };
}

/**
 * The server's pool. With limits, every connection starts with PostgreSQL's own statement and
 * idle-in-transaction limits (startup parameters, so no statement is spent on them) and the driver
 * gives up on an answer a little after the statement limit. pg-pool's connectionTimeoutMillis bounds
 * both opening a connection and waiting for a free one.
 */
export function openPool(url: string, limits: DatabaseLimits | undefined): pg.Pool {
  const statement = limits?.statementTimeoutMs ?? null;
  const idle = limits?.idleInTransactionTimeoutMs ?? null;
  const pool = new pg.Pool({
    ...connectionOptions(url, limits),
    max: 10,
    ...(statement !== null && { statement_timeout: statement, query_timeout: statement + QUERY_READ_MARGIN_MS }),
    ...(idle !== null && { idle_in_transaction_session_timeout: idle }),
  });
  // Without a listener an idle client's network error would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error', error.message));
  pool.on('connect', guardClient);
  // A Drizzle transaction takes its connection with pool.connect(), outside Drizzle's wrapping of
  // errors: tagged here so the error handler knows the database raised it (errors.ts).
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = (callback) =>
    callback === undefined
      ? connect()?.catch((error: unknown) => Promise.reject(fromDatabase(error)))
      : connect(callback);
  return pool;
}

/** A connection of its own for the migrations at start: no statement limit cuts a long one. */
export function migrationClient(url: string, limits: DatabaseLimits | undefined): pg.Client {
  const client = new pg.Client(connectionOptions(url, limits));
  // A lost connection fails the migration's statement; unheard, it would also crash the process.
  client.on('error', () => {});
  return client;
}

/**
 * The connection that LISTENs for changes (ADR 62): outside the pool, so it is never busy, and
 * without a statement limit, as it runs none but LISTEN. Its errors end the feed (change-feed.ts).
 */
export function listenClient(url: string, limits: DatabaseLimits | undefined): pg.Client {
  return new pg.Client({ ...connectionOptions(url, limits), application_name: LISTENER_NAME });
}

/** How the listening connections show in pg_stat_activity (an operator, a test cutting them). */
export const LISTENER_NAME = 'chapter-changes';

function fromDatabase(error: unknown): unknown {
  if (error && typeof error === 'object') (error as { [FROM_DATABASE]?: boolean })[FROM_DATABASE] = true;
  return error;
}

type QueryFn = (...args: unknown[]) => unknown;
type Callback = (error: unknown, result?: unknown) => void;

/** A write that, sent on its own (autocommit), is applied once the server has it. */
const WRITE_STATEMENT = /^\s*(insert|update|delete|merge|with|truncate)\b/i;
/** An error the server sent (a SQLSTATE) is an answer: the statement failed and was undone. */
const answered = (error: unknown) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown })?.code ?? ''));
/** A statement the driver refused to send on a connection already broken never reached the server. */
const neverSent = (error: unknown) => /not queryable/.test(String((error as { message?: unknown })?.message ?? ''));

/**
 * Two things node-postgres leaves undone on a connection whose server stops answering:
 * - its "Query read timeout" answers the caller but keeps the connection, whose next statement
 *   would then queue behind the lost one for ever. A Drizzle transaction gives its connection back
 *   without an error (release()), so the pool would hand it to the next request: the socket is
 *   destroyed here, which makes the pool drop the connection and the transaction's rollback fail fast.
 * - a connection taken with pool.connect() (Drizzle's transactions) has no 'error' listener while
 *   it is out of the pool, so a reset socket would crash the process. The statement under way gets
 *   the error anyway; the listener only keeps the process alive.
 * It also marks the errors of a connection lost after a COMMIT or a write outside a transaction
 * was sent: that write may have been applied (errors.ts, isWriteUnconfirmed).
 */
function guardClient(client: pg.PoolClient): void {
  client.on('error', () => {});
  const socket = () => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  const query = client.query.bind(client) as QueryFn;
  let inTransaction = false;
  let unconfirmed = false;

  const failed = (text: string, wasInTransaction: boolean, error: unknown) => {
    if (!error || typeof error !== 'object') return error;
    if ((error as Error).message === 'Query read timeout') socket()?.destroy();
    const isCommit = /^\s*commit\b/i.test(text);
    if (!answered(error) && !neverSent(error) && (isCommit || (!wasInTransaction && WRITE_STATEMENT.test(text))))
      unconfirmed = true;
    if (unconfirmed) (error as { [WRITE_UNCONFIRMED]?: boolean })[WRITE_UNCONFIRMED] = true;
    return error;
  };

  (client as unknown as { query: QueryFn }).query = (...args) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
    const wasInTransaction = inTransaction;
    if (/^\s*begin\b/i.test(text)) inTransaction = true;
    if (/^\s*(commit|rollback)\b/i.test(text)) inTransaction = false;
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: unknown, result?: unknown) =>
        callback(error ? failed(text, wasInTransaction, error) : error, result);
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => Promise.reject(failed(text, wasInTransaction, error)));
  };
}
