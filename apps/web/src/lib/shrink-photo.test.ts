import { describe, expect, it } from 'vitest';
import { SLIP_SHRINK, shrinkPhoto } from './shrink-photo.ts';

/*
 * The rules that need no drawing. The drawing itself (upright, 1600 px, JPEG, the QR still read) is
 * measured in Chromium: e2e/tests/slip-photo.spec.ts and the bench's phone upload.
 */

/** A file of `size` bytes starting with `head`. */
function fileOf(head: number[], size: number, type: string): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], 'slip', { type });
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
// An iPhone's HEIC: "ftypheic" at byte 4, which no browser but Safari draws.
const HEIC = [0, 0, 0, 0x18, ...Array.from('ftypheic', (c) => c.charCodeAt(0))];

describe('a chosen slip before it is read for the upload', () => {
  it('a screenshot or small photo (1 MB or less) goes as it was chosen', async () => {
    const small = fileOf(JPEG, SLIP_SHRINK.passBytes, 'image/jpeg');
    expect(await shrinkPhoto(small)).toBe(small);
  });

  it('a large file that is not a JPEG, PNG or WebP by its bytes goes as it is, whatever its name says', async () => {
    const heic = fileOf(HEIC, 3_000_000, 'image/jpeg');
    expect(await shrinkPhoto(heic)).toBe(heic);
    const text = fileOf([0x25, 0x50, 0x44, 0x46], 2_000_000, 'image/png');
    expect(await shrinkPhoto(text)).toBe(text);
  });

  it('a large photo this browser cannot draw goes as it is, for the server to judge', async () => {
    // jsdom draws nothing: the photo's decoding fails, as a corrupt file's does in a browser.
    const broken = fileOf(JPEG, 2_000_000, 'image/jpeg');
    expect(await shrinkPhoto(broken)).toBe(broken);
  });
});
