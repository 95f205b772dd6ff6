/**
 * A link the server gave, as a whole address: the server may answer a page's path, which is on the
 * app's own origin; an absolute link is kept as it is.
 */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}
