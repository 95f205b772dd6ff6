import { demoTransRef, renderTransferSlip, type TransferSlip } from '@chapter/server/demo';
import sharp from 'sharp';

/*
 * Transfer slips for the end-to-end tests (issue 17): real-looking slips with a valid slip QR,
 * each with a transfer reference of its own, since the server refuses a transfer it already holds.
 * The serial starts from the clock and the process, so reruns against one demo never repeat.
 */
let serial = (Date.now() % 1_000_000) * 10 + (process.pid % 10);

export function transferSlip(amountBaht: number, overrides: Partial<TransferSlip> = {}): TransferSlip {
  const transferredAt = new Date(Date.now() - 5 * 60_000);
  return {
    sendingBank: '004',
    transRef: demoTransRef('004', transferredAt, ++serial),
    amountBaht,
    transferredAt,
    senderName: 'สมาชิก ทดสอบ',
    receiverName: 'ชาปเตอร์สาธิต (บัญชีตัวอย่าง)',
    receiverAccount: 'xxx-x-x6789-x',
    ...overrides,
  };
}

/** The slip as a banking app saves it: a PNG screenshot, ready for a file chooser. */
export async function slipScreenshot(slip: TransferSlip) {
  return { name: 'slip.png', mimeType: 'image/png', buffer: await renderTransferSlip(slip) };
}

/** The same slip photographed again: smaller, turned a little, a JPEG; other pixels, one transfer. */
export async function slipRephotographed(slip: TransferSlip) {
  const buffer = await sharp(await renderTransferSlip(slip))
    .resize({ width: 900 })
    .rotate(3, { background: '#ffffff' })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { name: 'slip-photo.jpg', mimeType: 'image/jpeg', buffer };
}
