import type { PromptPayIdKind } from '@chapter/contract/promptpay-id';
import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import sharp from 'sharp';

/*
 * The Thai QR payload (EMVCo merchant-presented, PromptPay credit transfer) and its picture.
 * promptpay-qr writes the TLV fields: tag 29 with PromptPay's AID and the id under sub-tag 01
 * (phone, as 0066 + 9 digits), 02 (national/tax id) or 03 (e-wallet), chosen by the id's length,
 * which is why only ids parsePromptPayId accepted reach it; tag 54 the amount; tag 63 the
 * CRC-16/CCITT-FALSE. The tests decode the picture and check every one of these. It knows no
 * books: whoever asks (a member's payment today) decides the amount and hands it the id.
 */

/** The payload for paying `amountSatang` (more than 0) to a PromptPay id of parsePromptPayId's digits. */
export function promptPayPayload(id: { kind: PromptPayIdKind; digits: string }, amountSatang: number): string {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
    // Without an amount the library makes a static QR, where the member types the amount: never here.
    throw new Error(`a PromptPay payload needs an amount above zero, not ${amountSatang} satang`);
  }
  // The library formats the amount with toFixed(2), exact for a whole number of satang over 100.
  return generatePayload(id.digits, { amount: amountSatang / 100 });
}

/** Pixels per QR module: a Thai QR payload is version 3 or 4, so the picture is about 450–500 px. */
const MODULE_PX = 12;
/** The quiet zone the QR standard asks for, in modules. */
const QUIET_MODULES = 4;

/**
 * The QR code as a PNG data URL, large enough to scan from a screen and to save to the phone's
 * gallery for a banking app to read. Level M survives a smudged screen or a cropped screenshot.
 * qrcode gives the modules; sharp writes the PNG off the event loop (qrcode's own PNG writer takes
 * ~50 ms of the event loop at this size) as a two-colour palette image of under 1 kB.
 */
export async function qrPngDataUrl(payload: string): Promise<string> {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET_MODULES) * MODULE_PX;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const start = ((row + QUIET_MODULES) * MODULE_PX + dy) * side + (col + QUIET_MODULES) * MODULE_PX;
        pixels.fill(0, start, start + MODULE_PX);
      }
    }
  }
  const png = await sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ palette: true, colours: 2, effort: 1, compressionLevel: 9 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
