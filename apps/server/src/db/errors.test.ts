import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  databaseFailureReason,
  FROM_DATABASE,
  isDatabaseUnavailable,
  isUniqueViolation,
  isWriteUnconfirmed,
  WRITE_UNCONFIRMED,
} from './errors.ts';

/** An error PostgreSQL sent, as node-postgres raises it. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** A socket error, as Node raises it. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code, syscall: 'connect' });
}

/** As Drizzle wraps whatever the driver threw, with the statement and its parameters. */
const throughDrizzle = (cause: Error) =>
  new DrizzleQueryError('select * from members where phone = $1', ['0812345678'], cause);

describe('telling a database outage from any other error', () => {
  it.each([
    ['the statement limit', serverError('57014', 'canceling statement due to statement timeout')],
    [
      'an administrator ending the connection',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server that crashed', serverError('57P02', 'terminating connection due to crash of another server process')],
    ['a server still starting', serverError('57P03', 'the database system is starting up')],
    ['a connection exception', serverError('08006', 'connection failure')],
    [
      'a transaction left idle too long',
      serverError('25P03', 'terminating connection due to idle-in-transaction timeout'),
    ],
    ['no connection slot left', serverError('53300', 'sorry, too many clients already')],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a network that does not reach the server', socketError('EHOSTUNREACH')],
    ['a connection cut mid-statement', new Error('Connection terminated unexpectedly')],
    [
      'a connection that did not open in time',
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    ],
    ['an answer that never came', new Error('Query read timeout')],
    ['a connection already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('counts %s as the database being unavailable', (_, cause) => {
    expect(isDatabaseUnavailable(throughDrizzle(cause))).toBe(true);
  });

  it('counts the pool’s own refusal of a transaction’s connection, which Drizzle does not wrap', () => {
    const error = Object.assign(new Error('timeout exceeded when trying to connect'), { [FROM_DATABASE]: true });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not count what the request or the code got wrong, nor PGlite’s errors', () => {
    expect(isDatabaseUnavailable(throughDrizzle(serverError('23505', 'duplicate key value')))).toBe(false);
    expect(isDatabaseUnavailable(throughDrizzle(serverError('42601', 'syntax error at or near "selct"')))).toBe(false);
    expect(isDatabaseUnavailable(throughDrizzle(new Error('PGlite is closed')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isUniqueViolation(throughDrizzle(serverError('23505', 'duplicate key value')))).toBe(true);
  });

  it('does not count another service’s network failure (LINE, the bucket) as the database’s', () => {
    const lineDown = new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') });
    expect(isDatabaseUnavailable(lineDown)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(false);
  });

  it('knows a write whose answer was lost, wherever it sits in the chain', () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { [WRITE_UNCONFIRMED]: true });
    expect(isWriteUnconfirmed(throughDrizzle(lost))).toBe(true);
    expect(isWriteUnconfirmed(throughDrizzle(new Error('Connection terminated unexpectedly')))).toBe(false);
  });

  it('gives the driver’s reason without Drizzle’s message, which holds the statement’s parameters', () => {
    const reason = databaseFailureReason(
      throughDrizzle(serverError('57014', 'canceling statement due to statement timeout')),
    );
    expect(reason).toBe('57014 canceling statement due to statement timeout');
    expect(reason).not.toContain('0812345678');
  });
});
