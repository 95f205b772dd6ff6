import type { TLoginResponse } from '@chapter/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies.ts';
import {
  canFollowAttendance,
  canKeepAttendance,
  canRunDoor,
  clearSession,
  forgetTokenCookie,
  getDisplayName,
  getToken,
  isSecretaryTreasurer,
  saveSession,
} from './session.ts';

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

  it('keeps the token in local storage only, never in a cookie a script or a request could carry', () => {
    // Reading document.cookie gives back only name=value, so look at what was written too.
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    saveSession(loginResponse());

    expect(localStorage.getItem('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(getToken()).toBe('tok_abcdefghijklmnopqrstuvwxyz');
    expect(readCookie('token')).toBeNull();
    const written = cookieWrites.mock.calls.map(([cookie]) => cookie);
    expect(written.filter((cookie) => cookie.includes('tok_abcdefghijklmnopqrstuvwxyz'))).toEqual([]);
  });

  it('removes the token cookie an earlier version left behind', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie an earlier version wrote, as it wrote it.
    document.cookie = 'token=tok_old; path=/';
    forgetTokenCookie();
    expect(readCookie('token')).toBeNull();
  });

  it('keeps the roles in local storage as the JSON of member.roles', () => {
    saveSession(loginResponse({ member: { id: 1, first_name: 'a', last_name: 'b', roles: [{ name: 'Member' }] } }));
    expect(localStorage.getItem('roles')).toBe('[{"name":"Member"}]');
  });

  it('keeps the member’s first and last name in the display_name cookie, never their LINE display name', () => {
    saveSession(loginResponse({ user: { liff_display_name: 'Somchai ☕' } }));
    expect(readCookie('display_name')).toBe('สมชาย รักงาน');
    expect(getDisplayName()).toBe('สมชาย รักงาน');
  });

  it('keeps "first last" before the member has used LINE as well', () => {
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

  it('the door is offered to a Visitor Host, a Secretary/Treasurer or an Admin, by exact role name', () => {
    for (const role of ['Visitor Host', 'Secretary/Treasurer', 'Admin']) {
      localStorage.setItem('roles', JSON.stringify([{ name: 'Member' }, { name: role }]));
      expect(canRunDoor(), role).toBe(true);
    }
    localStorage.setItem('roles', JSON.stringify([{ name: 'Member' }, { name: 'Vice President' }]));
    expect(canRunDoor()).toBe(false);
    localStorage.setItem('roles', JSON.stringify([{ name: 'Former Visitor Host' }]));
    expect(canRunDoor()).toBe(false);
    localStorage.removeItem('roles');
    expect(canRunDoor()).toBe(false);
  });

  it('attendance is kept by the Vice President or an Admin, and followed up by them and the Secretary/Treasurer', () => {
    const as = (...names: string[]) => localStorage.setItem('roles', JSON.stringify(names.map((name) => ({ name }))));
    as('Member', 'Vice President');
    expect([canKeepAttendance(), canFollowAttendance()]).toEqual([true, true]);
    as('Admin');
    expect([canKeepAttendance(), canFollowAttendance()]).toEqual([true, true]);
    as('Secretary/Treasurer');
    expect([canKeepAttendance(), canFollowAttendance()]).toEqual([false, true]);
    as('Member', 'Visitor Host');
    expect([canKeepAttendance(), canFollowAttendance()]).toEqual([false, false]);
    as('Former Vice President');
    expect([canKeepAttendance(), canFollowAttendance()]).toEqual([false, false]);
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
