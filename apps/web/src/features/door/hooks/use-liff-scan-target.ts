import { useLocation } from 'react-router';
import { useConfig } from '../../../lib/app-config.ts';
import type { LiffTarget } from '../../../lib/liff-client.ts';

/**
 * Where LINE's QR scanner can be had: only in the mini-app (/liff-app/door, opened from LINE), and
 * through the events mini-app's LIFF app, as the events screen shares through it, so one LIFF app
 * serves the screens that open inside LINE. The desktop tab and a server without LINE use the
 * browser's camera instead.
 */
export function useLiffScanTarget(): LiffTarget | null {
  const { pathname } = useLocation();
  const config = useConfig();
  if (!pathname.startsWith('/liff-app/') || !config.data) return null;
  const { liff_ids: liffIds, demo } = config.data;
  if (liffIds.event === null && !demo) return null;
  return { liffId: liffIds.event, demo };
}
