import { slipBanks } from '@chapter/contract/slip-banks';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { bangkokWallClock } from '../lib/bangkok-time.ts';
import { slipPayload } from '../modules/payments/slip-qr/slip-payload.ts';
import { type ProcessedSlip, reencodeSlipImage } from '../modules/payments/slips/slip-image.ts';

/**
 * Made-up Thai transfer slips for the demo, the tests and the bench: a mobile-banking app's
 * "transfer done" screen with the Bank of Thailand slip QR a real slip prints, so the slip QR
 * reader meets what members actually upload. Every slip says it is a demo, on its face.
 */
export interface TransferSlip {
  /** Three-digit bank code as in the slip QR: '004', '014', ... */
  sendingBank: string;
  transRef: string;
  amountBaht: number;
  transferredAt: Date;
  senderName: string;
  receiverName: string;
  /** As printed: masked ('xxx-x-x1234-x') or a PromptPay id. */
  receiverAccount: string;
}

/** The slip's design is laid out for 1080 px wide (a phone screenshot) and scaled from there. */
const BASE_WIDTH = 1080;
const BASE_HEIGHT = 1620;
/** Real slips print the QR at about a fifth of their width; the reader is tuned for that. */
const QR_SHARE = 0.2;
const FONT = 'Loma, Tlwg Typo, sans-serif';

/** Brand colours, approximately; the text on the band is dark where the colour is light. */
const BANK_COLOURS: Record<string, { band: string; ink?: string }> = {
  '002': { band: '#1e4598' },
  '004': { band: '#138f2d' },
  '006': { band: '#1ba5e1' },
  '011': { band: '#0050f0' },
  '014': { band: '#4e2e7f' },
  '022': { band: '#7e2f36' },
  '024': { band: '#0b3979' },
  '025': { band: '#fec43b', ink: '#5a4a42' },
  '030': { band: '#eb198d' },
  '033': { band: '#f57d23' },
  '034': { band: '#4b9b1d' },
  '066': { band: '#184615' },
  '067': { band: '#12549f' },
  '069': { band: '#5a5a9d' },
  '071': { band: '#0a4ab3' },
  '073': { band: '#6d6e71' },
};
const OTHER_BANK: { band: string; ink?: string } = { band: '#37474f' };

const THAI_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];

/** "24 พ.ย. 69 14:05 น.": Bangkok time, Buddhist year in two digits, as banking apps print it. */
export function thaiSlipDate(at: Date): string {
  const local = bangkokWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  const year = two((local.getUTCFullYear() + 543) % 100);
  const month = THAI_MONTHS[local.getUTCMonth()];
  return `${local.getUTCDate()} ${month} ${year} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())} น.`;
}

const baht = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** A sender's account as apps mask it, derived from the reference so that it stays stable. */
function maskedSenderAccount(transRef: string): string {
  const digits = transRef.replace(/\D/g, '').padStart(4, '0').slice(-4);
  return `xxx-x-x${digits}-x`;
}

function text(x: number, y: number, size: number, content: string, extra = '') {
  return `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(content)}</text>`;
}

/** A party of the transfer: a round badge with initials, the name, then the bank and account. */
function party(y: number, label: string, name: string, lines: string[], badge: string, badgeInk: string) {
  const initial = [...name.trim()][0] ?? '?';
  return `
    ${text(80, y, 32, label, 'fill="#8a8f98"')}
    <circle cx="140" cy="${y + 85}" r="56" fill="${badge}"/>
    ${text(140, y + 101, 46, initial, `fill="${badgeInk}" text-anchor="middle" font-weight="bold"`)}
    ${text(230, y + 70, 42, name, 'fill="#1f2328" font-weight="bold"')}
    ${lines.map((line, i) => text(230, y + 120 + i * 44, 32, line, 'fill="#5f6670"')).join('')}`;
}

/**
 * The QR's square in the 1080-wide design: at the lower right, its bottom 140 px (8.6 %) above
 * the slip's, as in the apps, so a screenshot cut of its navigation bar still shows all of it.
 */
const QR = { side: Math.round(BASE_WIDTH * QR_SHARE), right: 80, bottom: 140 };
const QR_LEFT = BASE_WIDTH - QR.right - QR.side;
const QR_TOP = BASE_HEIGHT - QR.bottom - QR.side;

/** Where the QR is, as shares of the slip's width and height (the bench paints it over). */
export const TRANSFER_SLIP_QR_BOX = {
  left: QR_LEFT / BASE_WIDTH,
  top: QR_TOP / BASE_HEIGHT,
  width: QR.side / BASE_WIDTH,
  height: QR.side / BASE_HEIGHT,
} as const;

function slipSvg(slip: TransferSlip, width: number, height: number): string {
  const bank = slipBanks[slip.sendingBank];
  const colour = BANK_COLOURS[slip.sendingBank] ?? OTHER_BANK;
  const ink = colour.ink ?? '#ffffff';
  const short = bank?.short ?? slip.sendingBank;
  const promptPay = /^\d{10}$|^\d{13}$|^\d{3}-\d{3}-\d{4}$/.test(slip.receiverAccount.replace(/x/gi, '0'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${BASE_WIDTH} ${BASE_HEIGHT}" font-family="${FONT}">
    <rect width="100%" height="100%" fill="#eef1f4"/>
    <rect width="100%" height="280" fill="${colour.band}"/>
    ${text(80, 110, 64, short, `fill="${ink}" font-weight="bold"`)}
    ${text(80, 165, 34, bank?.name ?? `ธนาคารรหัส ${slip.sendingBank}`, `fill="${ink}"`)}
    <rect x="40" y="215" width="1000" height="${BASE_HEIGHT - 255}" rx="36" fill="#ffffff"/>
    <circle cx="540" cy="305" r="60" fill="#1aa260"/>
    <path d="M511 307 l21 21 l41 -45" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    ${text(540, 440, 56, 'โอนเงินสำเร็จ', 'fill="#1aa260" text-anchor="middle" font-weight="bold"')}
    ${text(540, 495, 34, thaiSlipDate(slip.transferredAt), 'fill="#5f6670" text-anchor="middle"')}
    <rect x="80" y="540" width="920" height="2" fill="#e3e6ea"/>
    ${party(590, 'จาก', slip.senderName, [bank?.name ?? short, maskedSenderAccount(slip.transRef)], colour.band, ink)}
    <path d="M140 785 v50 m-18 -18 l18 18 l18 -18" fill="none" stroke="#b8bec6" stroke-width="6" stroke-linecap="round"/>
    ${party(900, 'ไปยัง', slip.receiverName, [promptPay ? 'พร้อมเพย์' : 'บัญชีผู้รับ', slip.receiverAccount], '#d7dde4', '#37474f')}
    <rect x="80" y="1110" width="920" height="2" fill="#e3e6ea"/>
    ${text(80, 1175, 32, 'จำนวนเงิน', 'fill="#8a8f98"')}
    ${text(1000, 1175, 56, `${baht(slip.amountBaht)} บาท`, 'fill="#1f2328" text-anchor="end" font-weight="bold"')}
    ${text(80, 1228, 32, 'ค่าธรรมเนียม', 'fill="#8a8f98"')}
    ${text(1000, 1228, 32, '0.00 บาท', 'fill="#5f6670" text-anchor="end"')}
    ${text(80, QR_TOP + 40, 30, 'เลขที่รายการ:', 'fill="#8a8f98"')}
    ${text(80, QR_TOP + 84, 32, slip.transRef, 'fill="#1f2328"')}
    ${text(80, QR_TOP + 150, 28, 'สแกนตรวจสอบสลิป', 'fill="#8a8f98"')}
    <rect x="80" y="${QR_TOP + 170}" width="420" height="52" rx="10" fill="#fdecea"/>
    ${text(100, QR_TOP + 206, 30, 'DEMO — ไม่ใช่รายการจริง', 'fill="#c62828" font-weight="bold"')}
  </svg>`;
}

/**
 * A banking app's screenshot of a completed transfer, as PNG: the bank's band, the check mark,
 * the parties, the amount, the reference and the slip QR of `slipPayload` at the lower right.
 */
export async function renderTransferSlip(slip: TransferSlip, options: { width?: number } = {}): Promise<Buffer> {
  const width = Math.round(options.width ?? BASE_WIDTH);
  const scale = width / BASE_WIDTH;
  const height = Math.round(BASE_HEIGHT * scale);
  // Drawn by qrcode at the final pixel size: a code resampled after drawing would blur its modules.
  const qr = await QRCode.toBuffer(slipPayload(slip), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: Math.round(QR.side * scale),
  });
  return sharp(Buffer.from(slipSvg(slip, width, height)))
    .composite([{ input: qr, left: Math.round(QR_LEFT * scale), top: Math.round(QR_TOP * scale) }])
    .png()
    .toBuffer();
}

/**
 * A demo slip ready to store, made exactly as an upload of the rendered slip would be (JPEG,
 * WebP thumbnail, size and pixel hash): sending the same picture again is then a duplicate.
 */
export async function makeDemoSlip(slip: TransferSlip, options: { qr?: boolean } = {}): Promise<ProcessedSlip> {
  const png = await renderTransferSlip(slip);
  return reencodeSlipImage(options.qr === false ? await withoutQr(png) : png);
}

/**
 * The slip with its QR painted white, square and quiet zone: a slip whose QR cannot be read (a
 * photo of a printout, an app that prints none), for the demo and the bench.
 */
export async function withoutQr(png: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const box = TRANSFER_SLIP_QR_BOX;
  const margin = 0.02;
  const white = {
    create: {
      width: Math.round(width * (box.width + 2 * margin)),
      height: Math.round(height * (box.height + 2 * margin)),
      channels: 3 as const,
      background: '#ffffff',
    },
  };
  const left = Math.round(width * (box.left - margin));
  const top = Math.round(height * (box.top - margin));
  return sharp(png)
    .composite([{ input: white, left, top }])
    .png()
    .toBuffer();
}

/** Bank-style reference prefixes, as each app roughly starts its own; others get a generic one. */
const REF_PREFIX: Record<string, string> = { '004': '0', '014': '', '002': 'BBL', '006': 'KTB', '025': 'BAY' };

/**
 * A plausible reference, like the banks' own: a prefix, the Bangkok date and time (yyDDDhhmmss),
 * three letters and the serial, e.g. "026328140500HAE00007" for KBank on 24 Nov 2026 at 14:05.
 * The whole serial is in it, so references differ per serial; 19–22 letters and digits.
 */
export function demoTransRef(bank: string, at: Date, serial: number): string {
  const local = bangkokWallClock(at);
  const two = (n: number) => String(n).padStart(2, '0');
  const dayOfYear = Math.floor((local.getTime() - Date.UTC(local.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  const stamp = `${two(local.getUTCFullYear() % 100)}${String(dayOfYear).padStart(3, '0')}${two(local.getUTCHours())}${two(local.getUTCMinutes())}${two(local.getUTCSeconds())}`;
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const tag = `${letters[serial % 24]}${letters[Math.floor(serial / 24) % 24]}${letters[Number(bank) % 24]}`;
  return `${REF_PREFIX[bank] ?? 'T'}${stamp}${tag}${String(serial).padStart(5, '0')}`;
}
