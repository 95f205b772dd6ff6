import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL's error code for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique violation (optionally of one named constraint or index).
 * Drizzle wraps the driver's error, and pg and PGlite both put the SQLSTATE in `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/** PostgreSQL's error code for a foreign-key violation (a row still referenced elsewhere). */
const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * SQLSTATEs of a database that is gone or gave up on us: the statement limit (57014), the server
 * shutting down or not yet accepting connections (57P01–57P03), any connection exception (08xxx),
 * a transaction rolled back for being left idle (25P03), no connection slot left (53300).
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '53300']);
/** The operating system's words for a network that does not carry us to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);
/**
 * node-postgres and pg-pool say it only in words: "Connection terminated unexpectedly", "…due to
 * connection timeout", "timeout exceeded when trying to connect" (no pool connection in time),
 * "timeout expired" (connecting), "Query read timeout" (our client-side limit) and "Client has
 * encountered a connection error and is not queryable".
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error)/;

/** Set on an error the pool raised before Drizzle saw it (a transaction's connection), see client.ts. */
export const FROM_DATABASE = Symbol('from the database');

/** Set on a driver error when a write may have reached the server and its answer was lost. */
export const WRITE_UNCONFIRMED = Symbol('write unconfirmed');

type ErrorLink = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  [FROM_DATABASE]?: unknown;
  [WRITE_UNCONFIRMED]?: unknown;
};

/** The error and its causes, outermost first (Drizzle wraps the driver's error). */
function* chain(error: unknown): Generator<ErrorLink> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    yield current as ErrorLink;
    current = (current as ErrorLink).cause;
  }
}

/**
 * Whether an error says the database is unreachable or past its time limit, rather than that the
 * request or the code is wrong: the API answers those 503 with Retry-After, never 500. Only errors
 * that came out of the database (through Drizzle, or tagged by the pool) count: LINE's or the
 * bucket's ECONNREFUSED is no database outage. Embedded PGlite runs in this process and cannot be
 * cut off: it raises none of these (the statement limit is PostgreSQL's alone), so nothing misfires there.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const links = [...chain(error)];
  if (!links.some((link) => link instanceof DrizzleQueryError || link[FROM_DATABASE] === true)) return false;
  return links.some(({ code, message }) => {
    const text = typeof code === 'string' ? code : '';
    if (UNAVAILABLE_CODES.has(text) || /^08[0-9A-Z]{3}$/.test(text) || NETWORK_CODES.has(text)) return true;
    return typeof message === 'string' && DRIVER_MESSAGES.test(message);
  });
}

/**
 * Whether the database went away after a COMMIT, or a write outside a transaction, was sent and
 * before it was answered: it may have been applied. Such a request must not be repeated blindly
 * (ADR 33), unlike one cut before or inside its transaction, which PostgreSQL rolls back.
 */
export function isWriteUnconfirmed(error: unknown): boolean {
  return [...chain(error)].some((link) => link[WRITE_UNCONFIRMED] === true);
}

/** The driver's own words under Drizzle's wrapper, whose message carries the statement's parameters (personal data). */
export function databaseFailureReason(error: unknown): string {
  for (const { code, message } of chain(error)) {
    if (typeof message === 'string' && !message.startsWith('Failed query:'))
      return typeof code === 'string' ? `${code} ${message}` : message;
  }
  return 'unknown';
}
