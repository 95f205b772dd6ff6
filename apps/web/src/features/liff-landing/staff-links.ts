import { landingTarget } from '../../lib/meeting-links.ts';

/*
 * The staff rich menu's two tiles (issue 37, ADR 60) open https://liff.line.me/<LIFF_ID_PAYMENT>/validation
 * and https://liff.line.me/<LIFF_ID_EVENT>/participants. LINE opens the mini-app's endpoint with the
 * rest in `liff.state`, and `liff.init` moves the page to /liff/payment/validation (or
 * /liff/event/participants); once signed in, the landing goes on to the screen inside the mini-app.
 */

/** The staff screens a landing path may name, each under the mini-app whose LIFF id its link uses. */
export const STAFF_SCREENS = [
  { app: 'payment', screen: 'validation' },
  { app: 'event', screen: 'participants' },
] as const;

export type StaffScreen = (typeof STAFF_SCREENS)[number]['screen'];

/** The landing paths after `liff.init`, for the router. */
export const STAFF_LANDING_PATHS = STAFF_SCREENS.map(({ app, screen }) => `/liff/${app}/${screen}`);

/** The staff screen a landing path names, or null for any other path. */
export function staffScreenOf(pathname: string): StaffScreen | null {
  const path = pathname.replace(/\/+$/, '');
  return STAFF_SCREENS.find(({ app, screen }) => path === `/liff/${app}/${screen}`)?.screen ?? null;
}

/**
 * Where the landing sends a signed-in member: a staff screen the menu named (the mini-app's own
 * route sends anyone else to their events), a meeting's form a chat reply named, or the mini-app.
 */
export function liffLandingTarget(app: string, pathname: string): string {
  const staff = staffScreenOf(pathname);
  return staff ? `/liff-app/${staff}` : landingTarget(app, pathname);
}
