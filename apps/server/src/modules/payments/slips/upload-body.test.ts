import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/api-error.ts';
import { decodeDataUrl, uploadBytes } from './data-url.ts';
import { STREAMED_PLACEHOLDER, streamDataUrlField, streamedDataUrl } from './upload-body.ts';

const MAX = 48;
let lastKind = '';
const b64 = (bytes: number, seed = 1) =>
  Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 31 + seed) % 256)).toString('base64');

/** What the route made of a body before streaming: JSON.parse, then decodeDataUrl on the text. */
function whole(body: string): unknown {
  let parsed: { image?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'malformed';
  }
  return outcome(parsed, () => decodeDataUrl(parsed.image as string, MAX));
}

function outcome(parsed: { image?: unknown }, bytes: () => Buffer): unknown {
  if (typeof parsed?.image !== 'string' || parsed.image === '') return { image: parsed?.image ?? null };
  try {
    return { bytes: bytes().toString('hex'), rest: { ...parsed, image: undefined } };
  } catch (error) {
    return { refused: (error as ApiError).body };
  }
}

/** The same body through the streaming hook, sent in chunks of `size` bytes. */
async function streamed(body: string, size: number): Promise<unknown> {
  const raw = Buffer.from(body);
  const chunks = Array.from({ length: Math.ceil(raw.length / size) }, (_, i) => raw.subarray(i * size, (i + 1) * size));
  const request = {
    routeOptions: { bodyLimit: 1 << 20 },
    headers: { 'content-type': 'application/json', 'content-length': String(raw.length) },
  } as unknown as FastifyRequest;
  const hook = streamDataUrlField('image', MAX) as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Readable,
  ) => Promise<Readable & { receivedEncodedLength: number }>;
  const rest = await hook(request, {} as FastifyReply, Readable.from(chunks));
  expect(rest.receivedEncodedLength).toBe(raw.length);
  const restText = Buffer.concat(await rest.toArray()).toString('utf8');
  // Streamed or not, the rest is small: the image's text is never kept when it was decoded.
  let parsed: { image?: unknown };
  try {
    parsed = JSON.parse(restText);
  } catch {
    return 'malformed';
  }
  const decoded = streamedDataUrl(request);
  lastKind = decoded?.kind ?? 'text';
  if (decoded) expect(parsed.image).toBe(STREAMED_PLACEHOLDER);
  return outcome(parsed, () => uploadBytes(decoded ?? (parsed.image as string), MAX));
}

const image = (value: string, extra = '') => `{"image":${value},"amount":450${extra}}`;

const BODIES: Record<string, string> = {
  plain: image(`"data:image/png;base64,${b64(40)}"`),
  'at the limit': image(`"data:image/jpeg;base64,${b64(MAX)}"`),
  'one byte over': image(`"data:image/jpeg;base64,${b64(MAX + 1)}"`),
  'far over': image(`"data:image/jpeg;base64,${b64(MAX * 10)}"`),
  'far over, then not base64': image(`"data:image/jpeg;base64,${b64(MAX * 10)}!!"`),
  'one padding': image(`"data:image/png;base64,${b64(41)}"`),
  'two padding': image(`"data:image/png;base64,${b64(40 - 3)}"`),
  'three padding': image(`"data:image/png;base64,${b64(40)}==="`),
  'padding in the middle': image(`"data:image/png;base64,QQ==${b64(9)}"`),
  'length not a multiple of 4': image(`"data:image/png;base64,${b64(40).slice(0, -1)}"`),
  'escaped slashes': image(`"data:image\\/png;base64,${b64(40).replaceAll('/', '\\/')}"`),
  'a unicode escape': image(`"data:image/png;base64,\\u0041${b64(39).slice(1)}"`),
  'an escaped quote': image(`"data:image/png;base64,AA\\"AA"`),
  'a NUL escape': image(`"data:image/png;base64,\\u0000AAA"`),
  'a raw control character': image(`"data:image/png;base64,AA\tA"`),
  'a raw control character in the prefix': image(`"data:image/\tpng;base64,AAAA"`),
  'not base64': image(`"data:image/png;base64,AA.A"`),
  'no prefix': image(`"${b64(40)}"`),
  'other media type': image(`"data:text/plain;charset=utf-8;base64,${b64(12)}"`),
  'no comma': image(`"data:image/png;base64"`),
  'a prefix over 256': image(`"data:image/png;${'x'.repeat(300)};base64,AAAA"`),
  'UTF-8 in the prefix': image(`"data:imäge/png;base64,AAAA"`),
  'empty payload': image(`"data:image/png;base64,"`),
  empty: image('""'),
  'a number': image('12'),
  null: image('null'),
  'an object': image(`{"image":"data:image/png;base64,AAAA"}`),
  'key with an escape': `{"im\\u0061ge":"data:image/png;base64,${b64(30)}","amount":1}`,
  'image twice, last wins': `{"image":"data:image/png;base64,${b64(6)}","image":"data:image/png;base64,${b64(9, 2)}"}`,
  'image twice, last is text': `{"image":"data:image/png;base64,${b64(6)}","image":"x"}`,
  'nested image is not the field': `{"note":{"image":"data:image/png;base64,AAAA"},"image":"data:image/png;base64,${b64(3)}"}`,
  'string containing a quote before': `{"note":"a \\"image\\": x","image":"data:image/png;base64,${b64(3)}"}`,
  'array at the top': `["image","data:image/png;base64,AAAA"]`,
  unterminated: `{"image":"data:image/png;base64,AAAA`,
  'trailing garbage': `${image(`"data:image/png;base64,AAAA"`)} x`,
  whitespace: ` \n{ "image" : "data:image/png;base64,${b64(12)}" , "amount" : 1 } `,
  'UTF-8 elsewhere': `{"image":"data:image/png;base64,${b64(12)}","note":"ค่าสมาชิก"}`,
};

describe('decoding a data URL as the body arrives', () => {
  for (const [name, body] of Object.entries(BODIES)) {
    it(`${name}: the same outcome as parsing the whole body`, async () => {
      const expected = whole(body);
      for (const size of [1, 2, 3, 5, 7, 64, 1 << 16]) expect(await streamed(body, size)).toEqual(expected);
    });
  }

  it('keeps at most the decoded bytes of an image over the limit, however long its text', async () => {
    const body = image(`"data:image/jpeg;base64,${b64(200_000)}"`);
    expect(await streamed(body, 4096)).toEqual({ refused: { image: [expect.any(String)] } });
    expect(lastKind).toBe('too-large');
  });

  it('decodes a plain data URL, with or without escaped slashes, as it arrives', async () => {
    for (const name of ['plain', 'escaped slashes', 'whitespace', 'UTF-8 elsewhere']) {
      await streamed(BODIES[name] as string, 7);
      expect(lastKind, name).toBe('bytes');
    }
  });
});
