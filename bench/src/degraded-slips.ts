import { renderTransferSlip, type TransferSlip } from '@chapter/server/demo';
import type { SlipQrReader } from '@chapter/server/testing';
import { demoSlips, mulberry32, variants } from './slip-decode.ts';

export interface DegradedSlip {
  variant: string;
  slip: TransferSlip;
  image: Buffer;
}

/**
 * The slips QR table's degraded set (slip-decode.ts): the same slips, variants and seeds, made in
 * the same order, so these are the very 200 images `npm run bench -- --only slips` reads.
 */
export async function degradedSlips(count = 40): Promise<DegradedSlip[]> {
  const slips = demoSlips(count);
  const pngs = await Promise.all(slips.map((slip) => renderTransferSlip(slip)));
  const made: DegradedSlip[] = [];
  for (const variant of variants(mulberry32(7))) {
    for (const [i, slip] of slips.entries()) {
      // Made even when not kept: the phone-photo variant draws its noise from the shared seed.
      const image = await variant.make(pngs[i] as Buffer, i);
      if (variant.degraded) made.push({ variant: variant.name, slip, image });
    }
  }
  return made;
}

/** Whether the reader found this slip's own QR (bank and reference as printed). */
export async function readsSlip(reader: SlipQrReader, image: Buffer, slip: TransferSlip): Promise<boolean> {
  const reading = await reader.read(image);
  return reading.status === 'read' && reading.sendingBank === slip.sendingBank && reading.transRef === slip.transRef;
}
