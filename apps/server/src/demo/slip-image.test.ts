import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { SlipQrReader } from '../modules/payments/slip-qr/slip-qr-reader.ts';
import {
  demoTransRef,
  makeDemoSlip,
  renderTransferSlip,
  TRANSFER_SLIP_QR_BOX,
  type TransferSlip,
  thaiSlipDate,
} from './slip-image.ts';

// 24 Nov 2026, 14:05 in Bangkok.
const at = new Date('2026-11-24T07:05:00Z');
const slip: TransferSlip = {
  sendingBank: '004',
  transRef: demoTransRef('004', at, 1),
  amountBaht: 1250,
  transferredAt: at,
  // Markup in a name must come out as text, not break the SVG.
  senderName: 'นายสมชาย <ใจดี> & "Co"',
  receiverName: 'บจก. แชปเตอร์',
  receiverAccount: 'xxx-x-x1234-x',
};

const reader = new SlipQrReader();
afterAll(() => reader.close());

describe('demo transfer slips', () => {
  it('prints a slip QR that reads back as its bank and reference', async () => {
    const png = await renderTransferSlip(slip);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(await reader.read(png)).toEqual({ status: 'read', sendingBank: '004', transRef: slip.transRef });
  });

  it('reads back from a narrower render too', async () => {
    const other = { ...slip, sendingBank: '014', transRef: demoTransRef('014', at, 2) };
    const png = await renderTransferSlip(other, { width: 720 });
    expect((await sharp(png).metadata()).width).toBe(720);
    expect(await reader.read(png)).toEqual({ status: 'read', sendingBank: '014', transRef: other.transRef });
  });

  it('makes a stored demo slip (JPEG, WebP thumbnail, pixel hash) whose QR still reads', async () => {
    const demo = await makeDemoSlip(slip);
    expect(demo.contentType).toBe('image/jpeg');
    expect(demo.pixelHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharp(demo.image).metadata()).toMatchObject({
      format: 'jpeg',
      width: demo.width,
      height: demo.height,
    });
    expect((await sharp(demo.thumbnail).metadata()).format).toBe('webp');
    expect(await reader.read(demo.image)).toEqual({ status: 'read', sendingBank: '004', transRef: slip.transRef });
  });

  it('gives different references, and so different pictures, per serial', async () => {
    const refs = new Set(Array.from({ length: 50 }, (_, serial) => demoTransRef('004', at, serial)));
    expect(refs.size).toBe(50);
    for (const ref of refs) expect(ref).toMatch(/^[A-Za-z0-9]{6,35}$/);
    const other = { ...slip, transRef: demoTransRef('004', at, 3) };
    const [a, b] = await Promise.all([renderTransferSlip(slip), renderTransferSlip(other)]);
    expect(a.equals(b)).toBe(false);
    // Stored demo slips must not be taken for one another's duplicate (same pixels).
    const [demoA, demoB] = await Promise.all([makeDemoSlip(slip), makeDemoSlip(other)]);
    expect(demoA.pixelHash).not.toBe(demoB.pixelHash);
  });

  it('prints the QR as real slips do: a fifth of the width, clear of a cropped navigation bar', () => {
    expect(TRANSFER_SLIP_QR_BOX.width).toBeGreaterThanOrEqual(0.18);
    expect(TRANSFER_SLIP_QR_BOX.width).toBeLessThanOrEqual(0.22);
    expect(TRANSFER_SLIP_QR_BOX.left).toBeGreaterThan(0.5);
    // The bench crops 6 % off the top and the bottom like a screenshot; the code must survive it.
    expect(TRANSFER_SLIP_QR_BOX.top).toBeGreaterThan(0.5);
    expect(TRANSFER_SLIP_QR_BOX.top + TRANSFER_SLIP_QR_BOX.height).toBeLessThan(0.94);
  });

  it('prints the date as Thai banking apps do: Bangkok time, short Buddhist year', () => {
    expect(thaiSlipDate(at)).toBe('24 พ.ย. 69 14:05 น.');
    // 23:30 UTC on 31 Dec is already New Year's Day in Bangkok.
    expect(thaiSlipDate(new Date('2025-12-31T23:30:00Z'))).toBe('1 ม.ค. 69 06:30 น.');
  });
});
