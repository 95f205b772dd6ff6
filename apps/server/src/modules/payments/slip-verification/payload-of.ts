import { slipPayload } from '../slip-qr/slip-payload.ts';
import type { SlipRow } from '../slips/repository.ts';

/**
 * The slip QR's text, rebuilt from the bank and reference stored with the slip: the provider
 * reads exactly what the slip's QR said (the QR holds nothing else), and no raw text is kept.
 */
export function buildSlipPayload(slip: Pick<SlipRow, 'qrStatus' | 'sendingBank' | 'transRef'>): string | null {
  if (slip.qrStatus !== 'read' || !slip.sendingBank || !slip.transRef) return null;
  return slipPayload({ sendingBank: slip.sendingBank, transRef: slip.transRef });
}
