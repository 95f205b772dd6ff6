import { apiRoutes } from '@chapter/contract/routes';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerError, mockApi, noResponse } from '../test/mock-api.ts';
import { setUnauthorizedHandler } from './api-client.ts';
import { readCookie } from './cookies.ts';
import { logout } from './logout.ts';
import { saveSession } from './session.ts';

function signIn() {
  saveSession({
    token: 'tok_abcdefghijklmnopqrstuvwxyz',
    member: { id: 2, first_name: 'สมชาย', last_name: 'รักงาน', roles: [{ name: 'Secretary/Treasurer' }] },
    user: { liff_display_name: 'Somchai' },
  });
}

function expectSignedOut() {
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('roles')).toBeNull();
  expect(readCookie('token')).toBeNull();
  expect(readCookie('display_name')).toBeNull();
}

describe('logout', () => {
  it('revokes the token on the server with the token itself, then forgets the session', async () => {
    signIn();
    const api = mockApi({ 'POST /api/users/sign-out/': answer(apiRoutes.signOut, { detail: 'ออกจากระบบเรียบร้อยแล้ว' }) });
    await logout();
    expect(api.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/users/sign-out/' })]);
    expect(api.calls[0]?.authorization).toBe('Bearer tok_abcdefghijklmnopqrstuvwxyz');
    expectSignedOut();
  });

  it('still clears everything when sign-out fails with a server error', async () => {
    signIn();
    mockApi({ 'POST /api/users/sign-out/': answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' }) });
    await expect(logout()).resolves.toBeUndefined();
    expectSignedOut();
  });

  it('still clears everything when the network is down', async () => {
    signIn();
    mockApi({ 'POST /api/users/sign-out/': noResponse('Network Error') });
    await logout();
    expectSignedOut();
  });

  it('a token already revoked (401) does not trigger the stale-token redirect', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /api/users/sign-out/': answerError(401, { detail: 'revoked' }) });
    await logout();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expectSignedOut();
  });
});
