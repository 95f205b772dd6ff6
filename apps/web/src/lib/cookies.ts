/** Minimal cookie helpers; values are URI-encoded so Thai display names survive the round trip. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      const raw = entry.slice(prefix.length);
      try {
        return decodeURIComponent(raw);
      } catch {
        // A cookie written by something else, not URI-encoded: better the raw text than nothing.
        return raw;
      }
    }
  }
  return null;
}

/** Writes a cookie for the whole site; `days` omitted makes it a session cookie. */
export function writeCookie(name: string, value: string, days?: number): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (days !== undefined) parts.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token and display name in plain cookies; the Cookie Store API is missing from older LINE WebViews.
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${encodeURIComponent(name)}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
