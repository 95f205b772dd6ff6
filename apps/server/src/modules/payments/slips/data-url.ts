import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../../lib/api-error.ts';

/** `data:<any media type and parameters>;base64,` — the media type is ignored: the bytes decide. */
export const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]+)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What a data URL streamed out of a request body came to (ADR 34). */
export type StreamedDataUrl =
  | { kind: 'bytes'; bytes: Buffer }
  /** The same refusals `decodeDataUrl` makes, decided on the same rules, in the same order. */
  | { kind: 'not-data-url' }
  | { kind: 'too-large' }
  /**
   * Not a plain base64 data URL (an escape other than `\/`, a character outside base64): its text
   * is handed on unchanged, so JSON parsing, validation and `decodeDataUrl` judge it as before.
   */
  | { kind: 'text' };

/**
 * The bytes of a base64 data URL, refusing anything that would decode to more than `maxBytes`
 * before decoding it (the size follows from the text's length).
 */
export function decodeDataUrl(value: string, maxBytes: number): Buffer {
  const prefix = DATA_URL_PREFIX.exec(value.slice(0, 256));
  if (!prefix) throw ApiError.field('image', apiMessages.slipNotDataUrl);
  const payload = value.slice(prefix[0].length);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = (payload.length / 4) * 3 - padding;
  if (decodedLength > maxBytes) throw tooLarge(maxBytes);
  if (payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw ApiError.field('image', apiMessages.slipNotDataUrl);
  }
  return Buffer.from(payload, 'base64');
}

const tooLarge = (maxBytes: number) =>
  ApiError.field('image', apiMessages.slipTooLarge(Math.round(maxBytes / (1024 * 1024))));

/** An upload's bytes: decoded as its body arrived (upload-body.ts), or from the data URL's text. */
export function uploadBytes(image: string | Exclude<StreamedDataUrl, { kind: 'text' }>, maxBytes: number): Buffer {
  if (typeof image === 'string') return decodeDataUrl(image, maxBytes);
  if (image.kind === 'bytes') return image.bytes;
  if (image.kind === 'too-large') throw tooLarge(maxBytes);
  throw ApiError.field('image', apiMessages.slipNotDataUrl);
}
