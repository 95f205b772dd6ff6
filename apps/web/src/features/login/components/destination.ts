import type { To } from 'react-router';

/**
 * Where to go after logging in: the page the member was sent away from (route state `from`, set
 * by the token guard), else home. Only in-app paths are accepted, and never /login itself.
 */
export function destinationAfterLogin(state: unknown): To {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return isAppPath(from) ? from : '/';
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string' && isAppPath(pathname)) {
      return {
        pathname,
        search: typeof search === 'string' ? search : '',
        hash: typeof hash === 'string' ? hash : '',
      };
    }
  }
  return '/';
}

function isAppPath(path: string): boolean {
  // "//host" would be another site; "/login" would loop.
  return path.startsWith('/') && !path.startsWith('//') && !/^\/login\/?(?:[?#]|$)/.test(path);
}
