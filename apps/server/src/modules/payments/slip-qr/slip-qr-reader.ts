import { Piscina } from 'piscina';
import { readSlipPayload, type SlipQr } from './slip-payload.ts';

/**
 * What reading a slip's QR found: the slip QR (bank and reference, CRC checked), a slip-shaped QR
 * whose CRC does not match (damaged or edited), or no slip QR at all (none could be read, or only
 * other codes such as a PromptPay QR). The last two are stored and shown to staff, never refused.
 */
export type SlipQrReading = ({ status: 'read' } & SlipQr) | { status: 'invalid' | 'none' };

export interface SlipQrReaderOptions {
  /**
   * How long one slip may be searched for a QR. The first attempt (the whole image) always runs
   * and reads clean screenshots; the budget bounds the crops and scales tried after it, so a slip
   * without a QR holds its upload for about this long and no longer (bench: `npm run bench`).
   */
  budgetMs?: number;
  threads?: number;
}

export const DEFAULT_SLIP_QR_BUDGET_MS = 1500;

/** One byte a pixel, as ZXing reads them: what an upload hands the reader (ADR 34). */
export interface GreyPixels {
  data: Buffer;
  width: number;
  height: number;
}

export interface SlipQrDecoding {
  texts: string[];
  attempts: number;
  /** The worker's WebAssembly memory after the read (it never shrinks; bounded, see the worker). */
  wasmBytes: number;
}

/**
 * Reads slip QRs on worker threads with ZXing-C++ (zxing-wasm, ADR 28). One thread by default:
 * the server's two cores also serve requests and re-encode images, and a read takes ~100 ms.
 */
export class SlipQrReader {
  private readonly pool: Piscina;
  private readonly budgetMs: number;

  constructor(options: SlipQrReaderOptions = {}) {
    this.budgetMs = options.budgetMs ?? DEFAULT_SLIP_QR_BUDGET_MS;
    const threads = options.threads ?? 1;
    this.pool = new Piscina({
      filename: new URL('./decode-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      // Kept warm between uploads (compiling the WebAssembly takes ~50 ms), let go when idle.
      idleTimeout: 60_000,
    });
  }

  /** The texts of every QR found (bench and tests), and the slip QR among them. */
  async decode(image: Uint8Array | GreyPixels): Promise<SlipQrDecoding> {
    const task = image instanceof Uint8Array ? { image } : { grey: image };
    return this.pool.run({ ...task, budgetMs: this.budgetMs });
  }

  /** An encoded image (a stored slip), or the grey pixels an upload made while re-encoding. */
  async read(image: Uint8Array | GreyPixels): Promise<SlipQrReading> {
    const { texts } = await this.decode(image);
    let invalid = false;
    for (const text of texts) {
      const read = readSlipPayload(text);
      if (read.ok) return { status: 'read', sendingBank: read.sendingBank, transRef: read.transRef };
      if (read.problem === 'bad_crc') invalid = true;
    }
    return { status: invalid ? 'invalid' : 'none' };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
