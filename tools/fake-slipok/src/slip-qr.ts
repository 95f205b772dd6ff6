/**
 * The Bank of Thailand slip verification QR ("mini QR") printed on every transfer slip, which is
 * what SlipOK's `data` field takes: EMVCo-style TLV (2-digit id, 2-digit length, value) with
 * tag 00 holding the API id 000001 (sub-tag 00), the sending bank (01) and the transaction
 * reference (02); tag 51 the country; tag 91 a CRC-16/CCITT-FALSE over everything before its
 * value. The same layout promptparse writes and reads, so the app's reader accepts these payloads.
 */
export interface SlipQr {
  sendingBank: string;
  transRef: string;
}

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload a bank prints on the slip of this transfer. */
export function slipQrPayload({ sendingBank, transRef }: SlipQr): string {
  const body = tlv('00', tlv('00', '000001') + tlv('01', sendingBank) + tlv('02', transRef)) + tlv('51', 'TH');
  const withCrcTag = `${body}9104`;
  return withCrcTag + crc16(withCrcTag);
}

function decode(text: string): Map<string, string> | undefined {
  const tags = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) return undefined;
    tags.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
}

/**
 * The bank and reference of a slip QR, or undefined when the text is not one (wrong layout, not
 * API 000001, or a CRC that does not match). SlipOK tells these apart: an unknown transfer in a
 * well-formed slip QR is 1011, anything else is 1008.
 */
export function readSlipQr(text: string): SlipQr | undefined {
  const match = /^(.*9104)([0-9A-Fa-f]{4})$/s.exec(text);
  if (!match?.[1] || crc16(match[1]) !== match[2]?.toUpperCase()) return undefined;
  const inner = decode(decode(text)?.get('00') ?? '');
  const sendingBank = inner?.get('01');
  const transRef = inner?.get('02');
  if (inner?.get('00') !== '000001' || !sendingBank || !transRef) return undefined;
  return { sendingBank, transRef };
}
