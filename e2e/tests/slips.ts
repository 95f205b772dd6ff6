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

/**
 * The slip as a phone's camera saves it (issue 38): a 12 MP JPEG of quality 95 stored on its side
 * with EXIF orientation 6 (a portrait shot), the slip in the middle of a grainy desk. Several MB:
 * the web app shrinks it before the upload (apps/web/src/lib/shrink-photo.ts).
 */
export async function slipCameraPhoto(slip: TransferSlip) {
  const frame = { width: 3024, height: 4032 };
  const rendered = await sharp(await renderTransferSlip(slip))
    .resize({ width: 1700 })
    .png()
    .toBuffer();
  const scene = await sharp({
    create: { ...frame, channels: 3, background: '#9c8a74', noise: { type: 'gaussian', mean: 140, sigma: 24 } },
  })
    .composite([{ input: rendered, gravity: 'centre' }])
    .png()
    .toBuffer();
  // Stored turned a quarter to the left; orientation 6 tells a viewer to turn it back.
  const buffer = await sharp(scene).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
  return { name: 'IMG_0038.JPG', mimeType: 'image/jpeg', buffer };
}
