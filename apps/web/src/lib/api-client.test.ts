import { apiRoutes } from '@chapter/contract/routes';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { API_TIMEOUT_MS, apiClient, apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';

const profile = {
  id: 1,
  first_name: 'สมชาย',
  last_name: 'รักงาน',
  liff_picture_url: null,
  sum_amount: 0,
  registrations: [],
};

describe('api client (spec section 7)', () => {
  it('uses the spec settings: same origin, 60 s timeout, CSRF cookie and header names', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(apiClient.defaults.timeout).toBe(60_000);
    expect(apiClient.defaults.baseURL).toBe('');
    expect(apiClient.defaults.xsrfCookieName).toBe('csrftoken');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-CSRFToken');
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'tok_1234567890abcdefghij');
    const api = mockApi({ 'GET /api/member/profile/': { status: 200, data: profile } });
    await expect(apiRequest(apiRoutes.profile)).resolves.toEqual(profile);
    expect(api.calls[0]?.authorization).toBe('Bearer tok_1234567890abcdefghij');
  });

  it('sends no Authorization header without a token', async () => {
    const api = mockApi({ 'GET /api/config/': { status: 200, data: {} } });
    await apiRequest(apiRoutes.config);
    expect(api.calls[0]?.authorization).toBeNull();
  });

  it('posts the body as JSON to the contract path', async () => {
    const api = mockApi({ 'POST /api/users/api-token-auth/': { status: 200, data: {} } });
    await apiRequest(apiRoutes.login, { body: { username: '0811111111' } });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/users/api-token-auth/',
      body: { username: '0811111111' },
    });
  });

  it('throws failures as normalised ApiErrors', async () => {
    mockApi({ 'GET /api/member/profile/': { status: 403, data: { detail: 'ไม่มีสิทธิ์' } } });
    const error = await apiRequest(apiRoutes.profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorMessages: ['ไม่มีสิทธิ์'] });
  });

  it('a 401 from a call that needs a token clears the session and leaves for /login', async () => {
    localStorage.setItem('token', 'tok_stale_aaaaaaaaaaaaaaa');
    localStorage.setItem('roles', '[]');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/member/profile/': { status: 401, data: { detail: 'หมดอายุ' } } });

    await expect(apiRequest(apiRoutes.profile)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
  });

  it('a 401 from the login call is left to the login screen', async () => {
    localStorage.setItem('token', 'tok_old_aaaaaaaaaaaaaaaaa');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/users/api-token-auth/': { status: 401, data: { detail: 'no' } } });

    await expect(apiRequest(apiRoutes.login, { body: { username: '0800000000' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok_old_aaaaaaaaaaaaaaaaa');
  });

  it('will not compile a call that leaves out a route body', () => {
    // @ts-expect-error the login route takes a body, so leaving it out is a type error
    const call = () => apiRequest(apiRoutes.login);
    expect(call).toBeTypeOf('function');
  });
});
