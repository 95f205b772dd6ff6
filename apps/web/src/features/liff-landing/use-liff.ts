import { useCallback, useEffect, useState } from 'react';
import { connectLiff, type LiffClient } from '../../lib/liff-client.ts';

export type LiffState =
  | { phase: 'connecting' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; client: LiffClient; loggedIn: boolean };

/**
 * Initialises LIFF for this mini-app and follows its login state. `refresh` re-reads it after
 * something changed it without a page load (the demo's login, a logout).
 */
export function useLiff(target: { liffId: string | null; demo: boolean } | null) {
  const [state, setState] = useState<LiffState>({ phase: 'connecting' });
  const liffId = target?.liffId ?? null;
  const demo = target?.demo ?? false;
  const enabled = target !== null;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    connectLiff({ liffId, demo }).then(
      (client) => current && setState({ phase: 'ready', client, loggedIn: client.isLoggedIn() }),
      (error: unknown) => current && setState({ phase: 'failed', message: describeLiffError(error) }),
    );
    return () => {
      current = false;
    };
  }, [enabled, liffId, demo]);

  const refresh = useCallback(() => {
    setState((previous) =>
      previous.phase === 'ready' ? { ...previous, loggedIn: previous.client.isLoggedIn() } : previous,
    );
  }, []);

  return { state, refresh };
}

/** LiffError carries LINE's code and message ("INIT_FAILED", "access_denied: ..."): show both. */
export function describeLiffError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' && message ? message : String(error);
    return typeof code === 'string' && code && !text.startsWith(code) ? `${code}: ${text}` : text;
  }
  return String(error);
}
