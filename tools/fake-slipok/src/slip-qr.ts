import { generate, validate } from 'promptparse';

/**
 * The Bank of Thailand slip verification QR ("mini QR") printed on every transfer slip, which is
 * what SlipOK's `data` field takes: EMVCo-style TLV with the API id 000001, the sending bank and
 * the transaction reference in tag 00, the country in tag 51 and a CRC-16 in tag 91. Written and
 * read with promptparse, the library the app reads slips with, so the two agree on the layout.
 */
export interface SlipQr {
  sendingBank: string;
  transRef: string;
}

/** The payload a bank prints on the slip of this transfer. */
export function slipQrPayload(slip: SlipQr): string {
  return generate.slipVerify(slip);
}

/**
 * The bank and reference of a slip QR, or undefined when the text is not one (wrong layout, not
 * API 000001, or a CRC that does not match). SlipOK tells these apart: an unknown transfer in a
 * well-formed slip QR is 1011, anything else is 1008.
 */
export function readSlipQr(text: string): SlipQr | undefined {
  return validate.slipVerify(text) ?? undefined;
}
