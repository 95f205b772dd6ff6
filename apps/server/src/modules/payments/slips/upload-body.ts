import { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest, type preParsingHookHandler } from 'fastify';
import type { StreamedDataUrl } from './data-url.ts';
import { DataUrlDecoder } from './data-url-stream.ts';

/**
 * What stands in the parsed body for a data URL that was decoded as it arrived: it passes the
 * contract's "non-empty string" and is never decoded (the route takes the bytes instead).
 */
export const STREAMED_PLACEHOLDER = 'data:,';

const streamed = new WeakMap<FastifyRequest, StreamedDataUrl>();

/** The streamed outcome of the request's data URL, or null when the body's own text is to be used. */
export function streamedDataUrl(request: FastifyRequest): Exclude<StreamedDataUrl, { kind: 'text' }> | null {
  const outcome = streamed.get(request);
  return outcome && outcome.kind !== 'text' ? outcome : null;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Splits a JSON body as it arrives: a string value of `field` in the top-level object goes to a
 * DataUrlDecoder, everything else is kept as it came. Malformed JSON is not judged here: it is
 * kept, and Fastify's parser refuses it as before. Only the last `field` counts, as in JSON.parse.
 */
class BodySplitter {
  readonly kept: Buffer[] = [];
  outcome: StreamedDataUrl | null = null;
  private started = false;
  private topObject = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private keyRaw: number[] | null = null;
  private lastKey: string | null = null;
  private expectKey = false;
  private awaitingValue = false;
  private decoder: DataUrlDecoder | null = null;
  private fed = 0;
  private escapePending = false;

  constructor(
    private readonly field: string,
    private readonly maxBytes: number,
    private readonly sizeHint: number,
  ) {}

  push(chunk: Buffer): void {
    let i = 0;
    let keptFrom = 0;
    while (i < chunk.length) {
      if (this.decoder) {
        i = this.feedValue(chunk, i);
        keptFrom = i;
        continue;
      }
      const byte = chunk[i] as number;
      i++;
      if (this.inString) {
        this.stringByte(byte);
        continue;
      }
      if (WHITESPACE.has(byte)) continue;
      if (!this.started) {
        this.started = true;
        this.topObject = byte === 0x7b;
      }
      const topLevel = this.topObject && this.depth === 1;
      if (byte === QUOTE) {
        this.inString = true;
        if (topLevel && this.expectKey) this.keyRaw = [];
        else if (topLevel && this.awaitingValue && this.lastKey === this.field) {
          // The value's bytes go to the decoder from here; the opening quote is kept.
          this.kept.push(chunk.subarray(keptFrom, i));
          keptFrom = i;
          this.inString = false;
          this.decoder = new DataUrlDecoder(this.maxBytes, this.sizeHint);
          this.fed = 0;
        }
        this.expectKey = false;
        this.awaitingValue = false;
      } else if (byte === 0x7b || byte === 0x5b) {
        this.depth++;
        this.expectKey = this.topObject && this.depth === 1;
        this.awaitingValue = false;
      } else if (byte === 0x7d || byte === 0x5d) {
        this.depth--;
      } else if (byte === 0x3a) {
        this.awaitingValue = topLevel;
      } else if (byte === 0x2c) {
        this.expectKey = topLevel;
      } else {
        this.awaitingValue = false;
      }
    }
    if (!this.decoder) this.kept.push(chunk.subarray(keptFrom));
  }

  private stringByte(byte: number): void {
    if (this.escaped) this.escaped = false;
    else if (byte === BACKSLASH) this.escaped = true;
    else if (byte === QUOTE) {
      this.inString = false;
      if (this.keyRaw) this.lastKey = parseKey(this.keyRaw);
      this.keyRaw = null;
      return;
    }
    // A key longer than any field name is no field this route knows.
    if (this.keyRaw && this.keyRaw.length < 64) this.keyRaw.push(byte);
    else this.keyRaw = null;
  }

  /** The value's bytes up to its closing quote; returns where the chunk goes on. */
  private feedValue(chunk: Buffer, from: number): number {
    const decoder = this.decoder as DataUrlDecoder;
    if (this.escapePending) {
      this.escapePending = false;
      const escaped = chunk[from] as number;
      if (escaped === 0x2f) decoder.feed(chunk.subarray(from, from + 1));
      else decoder.feedEscape(Buffer.from([BACKSLASH, escaped]));
      this.fed++;
      return from + 1;
    }
    const quote = chunk.indexOf(QUOTE, from);
    const backslash = chunk.indexOf(BACKSLASH, from);
    const end = Math.min(quote === -1 ? chunk.length : quote, backslash === -1 ? chunk.length : backslash);
    if (end > from) {
      decoder.feed(chunk.subarray(from, end));
      this.fed += end - from;
    }
    if (end === chunk.length) return end;
    if (end === backslash) {
      this.escapePending = true;
      return end + 1;
    }
    // The closing quote. An empty value stays empty, for the contract to refuse as before.
    const outcome = this.fed === 0 ? ({ kind: 'text' } as const) : decoder.finish();
    if (outcome.kind === 'text') this.kept.push(...decoder.text);
    else this.kept.push(Buffer.from(STREAMED_PLACEHOLDER));
    this.kept.push(Buffer.from('"'));
    this.outcome = outcome;
    this.decoder = null;
    return end + 1;
  }
}

function parseKey(raw: number[]): string | null {
  try {
    return JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
  } catch {
    return null;
  }
}

/**
 * A route's preParsing hook that decodes the JSON body's `field`, a base64 data URL, while the
 * body arrives (ADR 34): what is kept is the decoded bytes (at most `maxBytes`) and the rest of
 * the body, never the body's text, its parsed string or another copy. Fastify then parses the
 * rest as usual; the route finds the bytes with `streamedDataUrl(request)`.
 */
export function streamDataUrlField(field: string, maxBytes: number): preParsingHookHandler {
  return async (request, _reply, payload) => {
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    // Not JSON, or declared too large: Fastify refuses it as before, unread.
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '') || declared > limit) return payload;
    const splitter = new BodySplitter(field, maxBytes, Number.isFinite(declared) ? declared : 0);
    let received = 0;
    try {
      for await (const chunk of payload) {
        received += (chunk as Buffer).length;
        if (received > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        splitter.push(chunk as Buffer);
      }
    } catch (error) {
      // As Fastify's own body reader does: a broken upload is the client's error.
      if (error instanceof Error && !('statusCode' in error)) Object.assign(error, { statusCode: 400 });
      throw error;
    }
    if (splitter.outcome) streamed.set(request, splitter.outcome);
    const rest = Readable.from([Buffer.concat(splitter.kept)]);
    // What Fastify compares with Content-Length is what came over the wire, not the rest.
    return Object.assign(rest, { receivedEncodedLength: received });
  };
}
