import { checksum, decode, generate, validate } from 'promptparse';

/**
 * The Bank of Thailand slip verification QR ("mini QR") printed on every Thai transfer slip:
 * tag 00 holds the API id 000001 (00), the sending bank's code (01) and the transaction
 * reference (02); tag 51 the country; tag 91 a CRC-16 over everything before its value. The
 * reference is unique per transfer across banks, which is what makes a slip a slip (ADR 28).
 */
export interface SlipQr {
  sendingBank: string;
  transRef: string;
}

export type SlipPayloadRead = ({ ok: true } & SlipQr) | { ok: false; problem: 'not_slip' | 'bad_crc' };

/** Banks' references are letters and digits; anything else is not a reference we store. */
const TRANS_REF = /^[A-Za-z0-9]{6,35}$/;
const BANK_CODE = /^\d{3}$/;

/** Reads a QR's text as a slip QR: the structure and the CRC are both checked (promptparse). */
export function readSlipPayload(text: string): SlipPayloadRead {
  const checked = validate.slipVerify(text);
  if (checked) {
    return BANK_CODE.test(checked.sendingBank) && TRANS_REF.test(checked.transRef)
      ? { ok: true, sendingBank: checked.sendingBank, transRef: checked.transRef }
      : { ok: false, problem: 'not_slip' };
  }
  return looksLikeSlipWithBadCrc(text) ? { ok: false, problem: 'bad_crc' } : { ok: false, problem: 'not_slip' };
}

/** The slip QR's shape with a CRC that does not match: a damaged or edited code, shown to staff. */
function looksLikeSlipWithBadCrc(text: string): boolean {
  const match = /^(.*91)04([0-9A-Fa-f]{4})$/s.exec(text);
  if (!match) return false;
  try {
    const tags = decode(text);
    const inner = tags.find((tag) => tag.id === '00');
    const api = inner && decode(inner.value).find((tag) => tag.id === '00');
    return api?.value === '000001' && checksum(`${match[1]}04`, true) !== match[2]?.toUpperCase();
  } catch {
    return false;
  }
}

/** The payload a bank prints for a transfer (demo slips, tests and the bench). */
export function slipPayload({ sendingBank, transRef }: SlipQr): string {
  return generate.slipVerify({ sendingBank, transRef });
}
