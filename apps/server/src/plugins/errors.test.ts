import { apiMessages } from '@chapter/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BlobStoreUnavailable } from '../blobs/store-unavailable.ts';
import { WRITE_UNCONFIRMED } from '../db/errors.ts';
import { ApiError } from '../lib/api-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, errorsPlugin, toFieldErrors } from './errors.ts';

async function appThatThrows(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it('answers an unexpected error with a 500 that leaks nothing', async () => {
    const app = await appThatThrows(new Error('connection to 10.0.0.5 refused: password for user chapter'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: apiMessages.internalError });
    expect(response.body).not.toContain('10.0.0.5');
  });

  it('sends an ApiError as it is, with its headers', async () => {
    const app = await appThatThrows(ApiError.detail(429, 'รอก่อน', { 'Retry-After': '30' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ detail: 'รอก่อน' });
  });
});

describe('a database that does not answer', () => {
  const cut = (cause: Error) => new DrizzleQueryError('update members set phone = $1', ['0812345678'], cause);

  async function appWithLog(error: unknown) {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw error;
    });
    return { app, lines };
  }

  it('answers 503 with Retry-After and the Thai outage message, and logs a warning without the statement’s values', async () => {
    const { app, lines } = await appWithLog(cut(new Error('Connection terminated unexpectedly')));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ detail: apiMessages.databaseUnavailable });
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toEqual([expect.objectContaining({ level: 40, reason: 'Connection terminated unexpectedly' })]);
    expect(lines.join('')).not.toContain('0812345678');
  });

  it('answers a write that may have been saved without Retry-After, saying so', async () => {
    const lost = Object.assign(new Error('Query read timeout'), { [WRITE_UNCONFIRMED]: true });
    const { app } = await appWithLog(cut(lost));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ detail: apiMessages.databaseWriteUnconfirmed });
  });

  it('still answers another service’s refused connection with a 500', async () => {
    const lineDown = new TypeError('fetch failed', {
      cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
    });
    const response = await (await appThatThrows(lineDown)).inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
  });
});

describe('a bucket of images that does not answer', () => {
  it('answers 503 with the Thai text, without Retry-After, where the path does not say it in its own words', async () => {
    const app = await appThatThrows(new BlobStoreUnavailable('the bucket did not answer within 10 s'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ detail: apiMessages.serviceUnavailable });
  });
});

describe('validation problems as DRF field errors', () => {
  it('puts each problem under its field, nested fields dotted, whole-request problems under non_field_errors', () => {
    expect(
      toFieldErrors([
        { keyword: 'invalid_type', instancePath: '/username', message: 'ต้องกรอก', params: {} },
        { keyword: 'too_small', instancePath: '/attendees/2', message: 'ต้องเป็นบวก', params: {} },
        { keyword: 'custom', instancePath: '/', message: 'ทั้งคำขอผิด', params: {} },
        { keyword: 'unrecognized_keys', instancePath: '/', message: 'x', params: { keys: ['is_admin', 'role'] } },
        { keyword: 'invalid_type', instancePath: '/username', message: 'ต้องกรอก', params: {} },
      ]),
    ).toEqual({
      username: ['ต้องกรอก'],
      'attendees.2': ['ต้องเป็นบวก'],
      non_field_errors: ['ทั้งคำขอผิด'],
      is_admin: [apiMessages.unknownField],
      role: [apiMessages.unknownField],
    });
  });
});
