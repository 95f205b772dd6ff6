import type { TLoginResponse } from '@chapter/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies.ts';
import { clearSession, getDisplayName, getToken, isSecretaryTreasurer, saveSession } from './session.ts';

function loginResponse(overrides: Partial<TLoginResponse> = {}): TLoginResponse {
  return {
    token: 'tok_abcdefghijklmnopqrstuvwxyz',
    member: { id: 1, first_name: 'สมชาย', last_name: 'รักงาน', roles: [{ name: 'Member' }] },
    user: { liff_display_name: null },
    ...overrides,
  };
}

describe('session (spec section 3)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the token in local storage and in a cookie that lasts 1000 days', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00Z') });
    // Reading document.cookie gives back only name=value, so look at what was written.
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    saveSession(loginResponse());

    expect(localStorage.getItem('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(getToken()).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(readCookie('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');

    const tokenCookie = cookieWrites.mock.calls
      .map(([written]) => written)
      .find((written) => written.startsWith('token='));
    const in1000Days = new Date(Date.parse('2026-01-01T00:00:00Z') + 1000 * 86_400_000).toUTCString();
    expect(tokenCookie).toContain(`expires=${in1000Days}`);
    expect(tokenCookie).toContain('path=/');
    expect(tokenCookie).toContain('SameSite=Lax');
  });

  it('keeps the roles in local storage as the JSON of member.roles', () => {
    saveSession(loginResponse({ member: { id: 1, first_name: 'a', last_name: 'b', roles: [{ name: 'Member' }] } }));
    expect(localStorage.getItem('roles')).toBe('[{"name":"Member"}]');
  });

  it('keeps the LINE display name in the display_name cookie', () => {
    saveSession(loginResponse({ user: { liff_display_name: 'Somchai ☕' } }));
    expect(readCookie('display_name')).toBe('Somchai ☕');
    expect(getDisplayName()).toBe('Somchai ☕');
  });

  it('falls back to "first last" for the display name before the member has used LINE', () => {
    saveSession(loginResponse());
    expect(getDisplayName()).toBe('สมชาย รักงาน');
  });

  it('Secretary/Treasurer is found by substring in the stored roles', () => {
    localStorage.setItem('roles', JSON.stringify([{ name: 'Member' }, { name: 'Secretary/Treasurer' }]));
    expect(isSecretaryTreasurer()).toBe(true);
    // The spec's rule is a substring check of the stored text, not an exact match of a role name.
    localStorage.setItem('roles', 'anything containing Secretary/Treasurer');
    expect(isSecretaryTreasurer()).toBe(true);
  });

  it('members without that role, and nobody at all, are not Secretary/Treasurer', () => {
    expect(isSecretaryTreasurer()).toBe(false);
    localStorage.setItem('roles', JSON.stringify([{ name: 'Member' }, { name: 'Secretary' }]));
    expect(isSecretaryTreasurer()).toBe(false);
  });

  it('clearSession removes the token, the token cookie, the roles and the display name', () => {
    saveSession(loginResponse());
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('display_name')).toBeNull();
  });
});
