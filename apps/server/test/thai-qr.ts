import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect } from 'vitest';

/*
 * Reading a Thai QR (PromptPay) as a banking app would (issue 16, ADR 27): decoded from the picture
 * with a real QR decoder, then taken apart as EMVCo TLV; shared by the members' and visitors' tests.
 */

/** The QR code in a PNG data URL, decoded as a phone's camera would. */
export async function decodeQr(image: string): Promise<string> {
  const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error('no QR code in the image');
  return code.data;
}

/** EMVCo TLV: two-digit tag, two-digit length, value; in order, each tag once. */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > text.length) {
      throw new Error(`bad TLV at ${at} in ${text}`);
    }
    if (fields.has(tag)) throw new Error(`tag ${tag} twice in ${text}`);
    fields.set(tag, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), which Thai QR puts in tag 63; written here, not the library's. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** What a banking app reads from the QR code: whom to pay, how much, and whether the code is intact. */
export function readThaiQr(payload: string) {
  const fields = parseTlv(payload);
  const merchant = parseTlv(fields.get('29') ?? '');
  const crc = fields.get('63');
  expect(payload.endsWith(`6304${crc}`)).toBe(true);
  return {
    format: fields.get('00'),
    dynamic: fields.get('01') === '12',
    aid: merchant.get('00'),
    ids: [...merchant].filter(([tag]) => tag !== '00'),
    currency: fields.get('53'),
    country: fields.get('58'),
    amount: fields.get('54'),
    crcValid: crc === crc16CcittFalse(payload.slice(0, -4)),
  };
}
