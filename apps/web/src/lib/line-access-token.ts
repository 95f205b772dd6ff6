/**
 * LINE's access token from the mini-app's login, kept for this browser session only (sessionStorage,
 * gone when LINE closes the mini-app). Erasing oneself sends it, so the server can revoke the app's
 * authorization in LINE too; the desktop never has one. The product's own token is in session.ts.
 */
export const LINE_ACCESS_TOKEN_KEY = 'line-access-token';

export function rememberLineAccessToken(token: string): void {
  try {
    sessionStorage.setItem(LINE_ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode, full): erasure then asks the member to unlink in LINE.
  }
}

export function getLineAccessToken(): string | null {
  try {
    return sessionStorage.getItem(LINE_ACCESS_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function forgetLineAccessToken(): void {
  try {
    sessionStorage.removeItem(LINE_ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored, then.
  }
}
