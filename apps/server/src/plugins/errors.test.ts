import { apiMessages } from '@chapter/contract/messages';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { errorsPlugin, toFieldErrors } from './errors.ts';

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
