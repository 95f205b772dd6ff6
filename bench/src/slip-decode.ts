import { demoTransRef, renderTransferSlip, type TransferSlip, withoutQr } from '@chapter/server/demo';
import { DEFAULT_SLIP_QR_BUDGET_MS, SlipQrReader } from '@chapter/server/testing';
import sharp from 'sharp';

/** The row that adds up every degraded variant: what the read-share aim is about. */
export const ALL_DEGRADED = 'all degraded';

/** One way a slip reaches the server, read by one reader; times are around `reader.read`. */
export interface SlipDecodeFigures {
  variant: string;
  /** False for the clean slip and the slip without a QR: not counted in ALL_DEGRADED. */
  degraded: boolean;
  /** False for the slip whose QR was painted over: it must read as nothing, within the budget. */
  hasQr: boolean;
  slips: number;
  /** Read with the bank and the reference both as printed. */
  read: number;
  /** Read as something else, or a slip-shaped QR whose CRC failed: never expected. */
  wrong: number;
  readShare: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  /** The reader's time budget (the default), to compare the slip without a QR with. */
  budgetMs: number;
}

/** Seeded, so that every run measures the same slips and the same noise. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BANKS = ['004', '014', '002', '006', '025', '011', '030', '022', '024', '069', '034', '033'];
const SENDERS = [
  'นายสมชาย ใจดี',
  'นางสาวพิมพ์ชนก ศรีสวัสดิ์',
  'นายธนากร วงศ์สุวรรณ',
  'นางวรรณา แก้วประเสริฐ',
  'MR. JOHN SMITH',
  'นายกิตติพัฒน์ เจริญผล',
  'บจก. สยามเทรดดิ้ง',
  'นางสาวอรอุมา ทองดี',
];
const RECEIVERS = [
  ['บจก. แชปเตอร์ เน็ตเวิร์ค', 'xxx-x-x4821-x'],
  ['ชมรมนักธุรกิจ แชปเตอร์', 'xxx-xxx-5678'],
  ['นายประเสริฐ มั่นคง', 'xxx-x-x0937-x'],
] as const;

export function demoSlips(count: number): TransferSlip[] {
  const random = mulberry32(2026);
  const start = Date.UTC(2026, 0, 5, 2, 0);
  return Array.from({ length: count }, (_, i) => {
    const bank = BANKS[i % BANKS.length] as string;
    const transferredAt = new Date(start + Math.floor(random() * 300 * 86_400_000));
    const [receiverName, receiverAccount] = RECEIVERS[i % RECEIVERS.length] as readonly [string, string];
    // Mostly round fees, sometimes satang, up to five figures: the amount's width varies.
    const amountBaht = random() < 0.7 ? 50 * Math.ceil(random() * 400) : Math.round(random() * 2_500_000) / 100;
    return {
      sendingBank: bank,
      transRef: demoTransRef(bank, transferredAt, i + 1),
      amountBaht,
      transferredAt,
      senderName: SENDERS[i % SENDERS.length] as string,
      receiverName,
      receiverAccount,
    };
  });
}

/** The slip as a phone camera sees it: lens blur, then sensor noise, then the camera's JPEG. */
async function phonePhoto(png: Buffer, random: () => number): Promise<Buffer> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).blur(1.2).raw().toBuffer({
    resolveWithObject: true,
  });
  for (let i = 0; i < data.length; i += 2) {
    // Box–Muller: two independent normal samples (σ = 8) per pair of uniform ones.
    const r = Math.sqrt(-2 * Math.log(1 - random())) * 8;
    const theta = 2 * Math.PI * random();
    data[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) + r * Math.cos(theta))));
    if (i + 1 < data.length)
      data[i + 1] = Math.max(0, Math.min(255, Math.round((data[i + 1] ?? 0) + r * Math.sin(theta))));
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return sharp(data, raw).jpeg({ quality: 80 }).toBuffer();
}

export interface Variant {
  name: string;
  degraded: boolean;
  /** False for the slip whose QR was painted over: it must read as nothing, quickly. */
  hasQr: boolean;
  make: (png: Buffer, index: number) => Promise<Buffer>;
}

export function variants(random: () => number): Variant[] {
  return [
    { name: 'clean PNG', degraded: false, hasQr: true, make: async (png) => png },
    {
      name: 'scaled to 600 px wide',
      degraded: true,
      hasQr: true,
      make: (png) => sharp(png).resize({ width: 600 }).png().toBuffer(),
    },
    {
      name: 'rotated 3–5°',
      degraded: true,
      hasQr: true,
      // Alternating signs, 3, 4 and 5 degrees: a photo taken a little askew.
      make: (png, i) =>
        sharp(png)
          .rotate((i % 2 ? -1 : 1) * (3 + (i % 3)), { background: '#ffffff' })
          .png()
          .toBuffer(),
    },
    {
      name: 'JPEG quality 55',
      degraded: true,
      hasQr: true,
      make: (png) => sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 55 }).toBuffer(),
    },
    {
      name: 'phone photo (noise σ8, blur 1.2, JPEG 80)',
      degraded: true,
      hasQr: true,
      make: (png) => phonePhoto(png, random),
    },
    {
      name: 'screenshot crop (6 % top/bottom, 1170 wide)',
      degraded: true,
      hasQr: true,
      make: async (png) => {
        const { width = 0, height = 0 } = await sharp(png).metadata();
        const cut = Math.round(height * 0.06);
        return sharp(png)
          .extract({ left: 0, top: cut, width, height: height - 2 * cut })
          .resize({ width: 1170 })
          .png()
          .toBuffer();
      },
    },
    {
      name: 'no QR (QR area painted white)',
      degraded: false,
      hasQr: false,
      make: (png) => withoutQr(png),
    },
  ];
}

/** Nearest rank, so a p99 is a time some slip took (with 40 slips, the slowest). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

type Run = { ms: number; ok: boolean; wrong: boolean };

function figures(variant: string, degraded: boolean, hasQr: boolean, runs: Run[]) {
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const read = runs.filter((run) => run.ok).length;
  return {
    variant,
    degraded,
    hasQr,
    slips: runs.length,
    read,
    wrong: runs.filter((run) => run.wrong).length,
    readShare: runs.length ? read / runs.length : 0,
    medianMs: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    maxMs: Math.round(times.at(-1) ?? 0),
    budgetMs: DEFAULT_SLIP_QR_BUDGET_MS,
  } satisfies SlipDecodeFigures;
}

/**
 * How well and how fast the slip QR reader reads generated Thai transfer slips, clean and as
 * members send them (scaled, askew, recompressed, photographed, cropped), plus one without a QR:
 * the time a slip with nothing to read holds its upload. One reader, default budget, one at a time.
 */
export async function slipDecode(count: number, log: (line: string) => void): Promise<SlipDecodeFigures[]> {
  const slips = demoSlips(count);
  log(`slips: rendering ${slips.length} slips`);
  const pngs = await Promise.all(slips.map((slip) => renderTransferSlip(slip)));
  const reader = new SlipQrReader();
  try {
    // Starts the worker thread and compiles the WebAssembly, which no upload pays after the first.
    if (pngs[0]) await reader.read(pngs[0]);
    const rows: SlipDecodeFigures[] = [];
    const all: Run[] = [];
    for (const variant of variants(mulberry32(7))) {
      log(`slips: ${variant.name}`);
      const runs: Run[] = [];
      for (const [i, slip] of slips.entries()) {
        const image = await variant.make(pngs[i] as Buffer, i);
        const started = performance.now();
        const reading = await reader.read(image);
        const ms = performance.now() - started;
        const ok =
          reading.status === 'read' && reading.sendingBank === slip.sendingBank && reading.transRef === slip.transRef;
        const counted = variant.hasQr && ok;
        runs.push({ ms, ok: counted, wrong: !counted && reading.status !== 'none' });
      }
      rows.push(figures(variant.name, variant.degraded, variant.hasQr, runs));
      if (variant.degraded) all.push(...runs);
    }
    rows.push(figures(ALL_DEGRADED, true, true, all));
    return rows;
  } finally {
    await reader.close();
  }
}
