import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchesEtag, PreparedAnswer } from './prepared-answer.ts';

describe('PreparedAnswer', () => {
  const big = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `ประชุมครั้งที่ ${i}` })));

  it('renders once, compresses once per encoding, and renders again only for an encoding not kept', () => {
    let renders = 0;
    const answer = new PreparedAnswer(() => {
      renders += 1;
      return big;
    });
    const br = answer.body('br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(big);
    expect(answer.body('br').bytes).toBe(br.bytes);
    expect(renders).toBe(1);
    expect(answer.body('identity').bytes.toString()).toBe(big);
    expect(renders).toBe(2);
  });

  it('sends an answer under 1 kB as it is, whatever the client accepts', () => {
    const answer = new PreparedAnswer(() => '[]');
    expect(answer.body('br')).toEqual({ encoding: 'identity', bytes: Buffer.from('[]') });
  });

  it('gives the same content the same weak ETag and other content another', () => {
    expect(new PreparedAnswer(() => big).etag).toBe(new PreparedAnswer(() => big).etag);
    expect(new PreparedAnswer(() => big).etag).not.toBe(new PreparedAnswer(() => '[]').etag);
    expect(new PreparedAnswer(() => big).etag).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    [undefined, false],
  ])('If-None-Match %j matches: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
