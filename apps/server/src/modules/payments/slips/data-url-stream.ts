import { DATA_URL_PREFIX, type StreamedDataUrl } from './data-url.ts';
import { uploadMeter } from './upload-meter.ts';

const BASE64_RUN = /^[A-Za-z0-9+/]*$/;
const PRINTABLE = /^[\x20-\x7e]*$/;
/** Base64 characters decoded per write: a multiple of 4, so no group is split between writes. */
const WRITE_CHARS = 64 * 1024;

/**
 * Decodes a base64 data URL as its JSON string's bytes arrive, into one buffer of at most
 * `maxBytes`: neither the body nor the URL's text is ever held whole. Fed the string's raw bytes
 * between its quotes; `\/` arrives already unescaped. Anything else (another escape, a character
 * base64 has not) switches to keeping the raw text (`text`).
 */
export class DataUrlDecoder {
  private state: 'prefix' | 'payload' | 'padding' | 'text' | 'too-large' = 'prefix';
  private prefix = '';
  private readonly rawPrefix: Buffer[] = [];
  private pending = '';
  private payloadChars = 0;
  private padding = 0;
  private out: Buffer | null = null;
  private written = 0;
  private overLimit = false;
  /** The raw JSON text of a value that is not a plain data URL (state `text`). */
  readonly text: Buffer[] = [];

  constructor(
    private readonly maxBytes: number,
    /** The body's declared length: the buffer is sized once when it is known. */
    private readonly sizeHint: number,
  ) {}

  get isText(): boolean {
    return this.state === 'text';
  }

  /** Plain characters of the string (no quote, no backslash), or `/` from a `\/`. */
  feed(raw: Buffer): void {
    if (this.state === 'text') {
      this.text.push(raw);
      return;
    }
    if (this.state === 'too-large') return;
    let chars = raw.toString('latin1');
    if (this.state === 'prefix') {
      const comma = chars.indexOf(',');
      const head = comma === -1 ? chars : chars.slice(0, comma + 1);
      this.prefix += head;
      this.rawPrefix.push(raw.subarray(0, head.length));
      // decodeDataUrl looks for the prefix within the first 256 characters only. Other than
      // printable ASCII (a control character JSON refuses, UTF-8) is left to the usual checks.
      if (this.prefix.length > 256 || !PRINTABLE.test(head) || (comma !== -1 && !DATA_URL_PREFIX.test(this.prefix))) {
        this.toText(raw.subarray(head.length));
        return;
      }
      if (comma === -1) return;
      this.state = 'payload';
      chars = chars.slice(comma + 1);
      raw = raw.subarray(comma + 1);
    }
    if (this.state === 'payload') {
      const equals = chars.indexOf('=');
      const run = equals === -1 ? chars : chars.slice(0, equals);
      if (!BASE64_RUN.test(run)) {
        this.toText(raw);
        return;
      }
      this.pending += run;
      this.payloadChars += run.length;
      if (this.pending.length >= WRITE_CHARS) this.flush(false);
      if (equals === -1) return;
      this.state = 'padding';
      chars = chars.slice(equals);
      raw = raw.subarray(equals);
    }
    // Only `=` may follow the first `=`, at most two of them (the rule of decodeDataUrl).
    if (!/^=*$/.test(chars) || this.padding + chars.length > 2) {
      this.toText(raw);
      return;
    }
    this.pending += chars;
    this.padding += chars.length;
    this.payloadChars += chars.length;
  }

  /** Called with an escape other than `\/` (its raw bytes): never part of a data URL. */
  feedEscape(raw: Buffer): void {
    if (this.state !== 'text') this.toText(Buffer.alloc(0));
    if (this.state === 'text') this.text.push(raw);
  }

  /** The closing quote: the outcome, judged as `decodeDataUrl` judges the whole text. */
  finish(): StreamedDataUrl {
    if (this.state === 'text') return { kind: 'text' };
    if (this.state === 'too-large') return { kind: 'too-large' };
    if (this.state === 'prefix') return { kind: 'not-data-url' };
    const decodedLength = (this.payloadChars / 4) * 3 - this.padding;
    if (decodedLength > this.maxBytes) return { kind: 'too-large' };
    if (this.payloadChars === 0 || this.payloadChars % 4 !== 0) return { kind: 'not-data-url' };
    this.flush(true);
    uploadMeter.body(this.out?.length ?? 0);
    const bytes = (this.out ?? Buffer.alloc(0)).subarray(0, this.written);
    this.out = null;
    return { kind: 'bytes', bytes };
  }

  /** Decodes whole groups of four (all that is left at the end) into the buffer. */
  private flush(last: boolean): void {
    const take = last ? this.pending.length : this.pending.length - (this.pending.length % 4);
    const chunk = this.pending.slice(0, take);
    this.pending = this.pending.slice(take);
    if (this.overLimit || chunk.length === 0) return;
    const size = Math.floor((chunk.length / 4) * 3);
    // Past the limit nothing more is kept: the upload is refused as too large at its end.
    if (this.written + size > this.maxBytes + 2) {
      this.overLimit = true;
      this.out = null;
      return;
    }
    this.ensure(this.written + size);
    this.written += (this.out as Buffer).write(chunk, this.written, 'base64');
  }

  /** Sized once from the body's length when declared, else grown by doubling (the copy is rare). */
  private ensure(size: number): void {
    if (this.out && this.out.length >= size) return;
    const cap = this.maxBytes + 2;
    const guess = this.out ? this.out.length * 2 : this.sizeHint > 0 ? Math.ceil((this.sizeHint * 3) / 4) : 1 << 20;
    const grown = Buffer.allocUnsafe(Math.max(size, Math.min(cap, guess)));
    this.out?.copy(grown, 0, 0, this.written);
    this.out = grown;
  }

  /**
   * From here on the value's raw text is kept, rebuilt from what was decoded so far. A value
   * already past the size limit is not rebuilt (its bytes were let go): it stays "too large".
   */
  private toText(rest: Buffer): void {
    if (this.overLimit) {
      this.state = 'too-large';
      return;
    }
    this.text.push(...this.rawPrefix);
    if (this.state !== 'prefix') {
      this.text.push(Buffer.from((this.out ?? Buffer.alloc(0)).toString('base64', 0, this.written), 'latin1'));
      this.text.push(Buffer.from(this.pending, 'latin1'));
    }
    this.text.push(rest);
    this.state = 'text';
    this.out = null;
    this.pending = '';
  }
}
