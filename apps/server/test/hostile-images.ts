import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

export const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** Real images as phones and bank apps produce them: a camera JPEG, a PNG and a WebP screenshot. */
export const images = {
  jpeg: fixture('phone-photo-gps.jpg'),
  png: fixture('transfer-screenshot.png'),
  webp: fixture('transfer-screenshot.webp'),
};

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

export const SIGNATURES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP', 'latin1'),
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a complete, valid PNG of `side` x `side` black pixels, one bit each.
 * 30000 x 30000 is 900 megapixels (2.7 GB once decoded to RGB) in about 110 KB of file.
 * Built by hand because encoding it with sharp would take minutes.
 */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter byte 0, then zeros
  return Buffer.concat([
    SIGNATURES.png,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF) now claims another size: the header lies, the data does not. */
export function jpegClaimingSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  let at = 2;
  while (at + 9 < copy.length && copy[at] === 0xff) {
    const marker = copy[at + 1] as number;
    if (marker >= 0xc0 && marker <= 0xc3) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + copy.readUInt16BE(at + 2);
  }
  throw new Error('no frame header in this JPEG');
}

/** A real extended WebP (VP8X) whose canvas now claims `side` x `side`. */
export function webpClaimingSize(webp: Buffer, side: number): Buffer {
  if (webp.subarray(12, 16).toString('latin1') !== 'VP8X') throw new Error('not an extended WebP');
  const copy = Buffer.from(webp);
  copy.writeUIntLE(side - 1, 24, 3);
  copy.writeUIntLE(side - 1, 27, 3);
  return copy;
}

/** A PNG with an extra chunk before its end, e.g. text that a browser would run if it ever sniffed it as HTML. */
export function pngWithTextChunk(png: Buffer, text: string): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\u0000${text}`, 'latin1')),
    png.subarray(iend),
  ]);
}

/** A JPEG with a comment segment (COM) right after its start marker. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** Things an attacker hides in or after an image, hoping it is served back as something else. */
export const PAYLOADS = {
  html: '<html><body><script>alert(document.cookie)</script></body></html>',
  script: '<?php system($_GET["c"]); ?>',
  /** The start of a ZIP archive (a local file header with a file name), as in JPEG+ZIP "GIFAR"-style polyglots. */
  zip: 'PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000payload/evil.js',
};

/** Files that are not a JPEG, PNG or WebP, though some are images and all are dangerous if served as they came. */
export const NOT_SLIP_IMAGES = {
  gifHtml: Buffer.from(`GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=1;${PAYLOADS.html}`, 'latin1'),
  svgScript: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  ),
  html: Buffer.from(PAYLOADS.html),
  pdf: Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n',
  ),
  zip: Buffer.from(`${PAYLOADS.zip}\u0000\u0000`, 'latin1'),
  bmp: Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]),
  heic: Buffer.concat([Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'), Buffer.alloc(32)]),
};
