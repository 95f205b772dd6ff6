import type { TLoginResponse } from '@chapter/contract/auth';
import { fullName } from '@chapter/contract/names';
import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER, ROLE_VICE_PRESIDENT, ROLE_VISITOR_HOST } from '@chapter/contract/roles';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';
import { forgetLineAccessToken } from './line-access-token.ts';

/**
 * The signed-in member as the browser remembers them (spec section 3): the token and the roles in
 * local storage, the member's name ("first last") in a cookie. Only the Authorization header authenticates a
 * request. The token is no longer also a cookie (issue 31): nothing on the server reads one, and a
 * script-readable cookie sent with every request for 1000 days only widened where it could leak.
 */
export const TOKEN_KEY = 'token';
export const ROLES_KEY = 'roles';
export const DISPLAY_NAME_COOKIE = 'display_name';
export const DISPLAY_NAME_COOKIE_DAYS = 1000;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function hasToken(): boolean {
  return Boolean(getToken());
}

/** Remembers a successful login. */
export function saveSession(login: TLoginResponse): void {
  localStorage.setItem(TOKEN_KEY, login.token);
  forgetTokenCookie();
  localStorage.setItem(ROLES_KEY, JSON.stringify(login.member.roles));
  const name = fullName(login.member.first_name, login.member.last_name);
  // The member's own name, never their LINE display name (a nickname or emoji staff would not
  // recognise). Kept as long as the token, or the menu would lose the name while signed in.
  writeCookie(DISPLAY_NAME_COOKIE, name, DISPLAY_NAME_COOKIE_DAYS);
}

/** Removes the token cookie earlier versions wrote; main.tsx calls it at every start. */
export function forgetTokenCookie(): void {
  if (readCookie(TOKEN_KEY) !== null) deleteCookie(TOKEN_KEY);
}

/** Forgets the member on this browser (the server-side revocation is logout's job). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  forgetTokenCookie();
  localStorage.removeItem(ROLES_KEY);
  deleteCookie(DISPLAY_NAME_COOKIE);
  forgetLineAccessToken();
}

export function getDisplayName(): string {
  return readCookie(DISPLAY_NAME_COOKIE) ?? '';
}

/**
 * Whether to show the staff tabs. A substring check of the stored roles text, as the spec says:
 * it only decides what to show, the server refuses staff calls from anyone else (403).
 */
export function isSecretaryTreasurer(): boolean {
  return (localStorage.getItem(ROLES_KEY) ?? '').includes(ROLE_SECRETARY_TREASURER);
}

/**
 * Whether to offer the back office. The stored roles are parsed (a substring test would take
 * "Admin" inside another role's name); it only decides what to show, the server refuses every
 * back-office call from anyone without the role (403).
 */
export function isAdmin(): boolean {
  return hasRole(ROLE_ADMIN);
}

/**
 * Whether to offer the meeting's door (issue 35): the Visitor Host, and the Secretary/Treasurer and
 * Admin who run it when no host is there (the contract's `door` access). Only what to show: the
 * server refuses the door's calls from anyone else (403).
 */
export function canRunDoor(): boolean {
  return [ROLE_VISITOR_HOST, ROLE_SECRETARY_TREASURER, ROLE_ADMIN].some(hasRole);
}

/**
 * Whether to offer the attendance sheet and leave decisions (issue 35): the Vice President, or an
 * Admin (the contract's `vp` access). Only what to show: the server refuses anyone else (403).
 */
export function canKeepAttendance(): boolean {
  return [ROLE_VICE_PRESIDENT, ROLE_ADMIN].some(hasRole);
}

/**
 * Whether to offer the members at risk for their absences: the Vice President, the
 * Secretary/Treasurer, who both follow them up, or an Admin (the contract's `officers` access).
 */
export function canFollowAttendance(): boolean {
  return [ROLE_VICE_PRESIDENT, ROLE_SECRETARY_TREASURER, ROLE_ADMIN].some(hasRole);
}

/** Whether the stored roles name this one, parsed (a substring test would take one inside another's name). */
function hasRole(name: string): boolean {
  try {
    const roles: unknown = JSON.parse(localStorage.getItem(ROLES_KEY) ?? '[]');
    return Array.isArray(roles) && roles.some((role) => (role as { name?: unknown })?.name === name);
  } catch {
    return false;
  }
}
