import type { TConfigResponse } from '@chapter/contract/system';

export type LiffAppName = keyof TConfigResponse['liff_ids'];

/**
 * Which of the three mini-apps this page is (spec: chosen by whether the URL contains
 * liff/profile, liff/event or liff/payment; profile by default). Each has its own LIFF id, because
 * LINE opens each at its own endpoint URL.
 */
export function liffAppOf(pathname: string): LiffAppName {
  if (pathname.includes('liff/event')) return 'event';
  if (pathname.includes('liff/payment')) return 'payment';
  return 'profile';
}

/**
 * Query parameters LINE adds on the way back from its login (and on errors): `liff.init` reads them,
 * so they must stay until it has run, and go afterwards so a copied or reloaded URL is clean.
 */
const LINE_PARAMS = [
  'code',
  'state',
  'liffClientId',
  'liffRedirectUri',
  'error',
  'error_description',
  'liffOAuth2Error',
  'liffIsEscapedFromApp',
];

/**
 * The app's own parameter carrying a personal invitation's token (`invitationLink` in the contract).
 * It is not LINE's, so it stays in the address through LINE Login and comes back with the member.
 */
export const INVITE_PARAM = 'invite';

/**
 * Whether the landing must run LIFF even with a token stored: `liff.state` means LIFF still has to
 * move to a deeper path, LINE's login parameters must be read by init, and an invitation binds the
 * LINE account that opens it, so that account has to be asked for (ADR 25).
 */
export function needsLiffInit(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('liff.state') || params.has(INVITE_PARAM) || LINE_PARAMS.some((name) => params.has(name));
}

/** The invitation token in the address, if any. */
export function invitationOf(search: string): string | null {
  return new URLSearchParams(search).get(INVITE_PARAM) || null;
}

/** The search string without the invitation (the member chose to go on without it). */
export function withoutInvitation(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(INVITE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The search string without LINE's login parameters (keeps the app's own). */
export function withoutLineParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of LINE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
