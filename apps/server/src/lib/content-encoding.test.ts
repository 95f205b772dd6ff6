import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encode, encodeOffThread, encodingStream, isCompressible } from './content-encoding.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
  ])('Accept-Encoding %j is answered as %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('the three ways of compressing give the same content back', () => {
  const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `ประชุมครั้งที่ ${i}` })));

  it('in one call, in the thread pool and as a stream, brotli and gzip alike', async () => {
    expect(brotliDecompressSync(encode(json, 'br')).toString()).toBe(json);
    expect(gunzipSync(encode(json, 'gzip')).toString()).toBe(json);
    expect(encode(json, 'identity').toString()).toBe(json);
    expect(brotliDecompressSync(await encodeOffThread(json, 'br')).toString()).toBe(json);
    expect(gunzipSync(await encodeOffThread(json, 'gzip')).toString()).toBe(json);
    const streamed = (encoding: 'br' | 'gzip') =>
      text(
        Readable.from([json])
          .pipe(encodingStream(encoding))
          .pipe(encoding === 'br' ? createBrotliDecompress() : createGunzip()),
      );
    expect(await streamed('br')).toBe(json);
    expect(await streamed('gzip')).toBe(json);
  });
});

describe('isCompressible', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['text/html; charset=utf-8', true],
    ['text/csv; charset=utf-8', true],
    ['application/javascript; charset=utf-8', true],
    ['image/svg+xml', true],
    ['image/jpeg', false],
    ['application/zip', false],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    [undefined, false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
