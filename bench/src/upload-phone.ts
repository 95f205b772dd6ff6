import { existsSync } from 'node:fs';
import { chromiumArgs } from '@chapter/fake-line/chromium';
import { demoTransRef, type TransferSlip } from '@chapter/server/demo';
import { SlipQrReader } from '@chapter/server/testing';
import { type Browser, chromium, type Request } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, signedInContext } from './chromium.ts';
import { degradedSlips, readsSlip } from './degraded-slips.ts';
import { demoLogin, startDemoServer } from './demo-server.ts';
import { SHRINK_MODULE, startChromiumShrinker } from './shrink-in-chromium.ts';
import { frameShare, slipPhoto } from './slip-photos.ts';

export interface PhoneUploadFigures {
  /** The photo chosen on the phone, bytes, and the share of its frame the slip fills. */
  photoBytes: number;
  slipShareOfFrame: number;
  /** The upload request's body as it went on the wire (Chromium's own count), and its headers. */
  wireBodyBytes: number;
  wireHeaderBytes: number;
  /** The image inside the body: its pixel size (portrait when EXIF was honoured) and bytes. */
  sentWidth: number;
  sentHeight: number;
  sentImageBytes: number;
  status: number;
  /** What the server's reader made of the slip's QR, from the upload's answer. */
  qrStatus: string | null;
  qrIsThisSlip: boolean;
  /** From "ส่งสลิป" to the green toast, on the simulated mobile link below. */
  sendMs: number;
  link: string;
  /** Distinct percentages the progress bar showed during that upload. */
  progressShown: number[];
  /** The slip QR table's 200 degraded slips through the app's shrink: as the app sends them, and all forced through it. */
  degraded: number;
  degradedSentAsIs: number;
  degradedReadAsSent: number;
  degradedReadForced: number;
  settings: { passBytes: number; longSide: number; quality: number };
}

/** Lighthouse's "slow 4G" (what mobile-load.ts simulates): 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** The smallest slip of the photos ADR 64's L/Q were chosen on: 30 % of the frame. */
const HEIGHT_SHARE = 0.58;
const CREATE_SLIP = '/api/payment/create/';

/** A slip no demo slip has: a reference of its own, so the server reads a QR it has never seen. */
function freshSlip(): TransferSlip {
  const transferredAt = new Date();
  return {
    sendingBank: '014',
    transRef: demoTransRef('014', transferredAt, 3838),
    amountBaht: 450,
    transferredAt,
    senderName: 'นายสมชาย ใจดี',
    receiverName: 'ชมรมนักธุรกิจ แชปเตอร์',
    receiverAccount: 'xxx-xxx-5678',
  };
}

/**
 * Issue 38's upload scenario: a member on a phone (360 px, the mini-app's payment screen, slow 4G)
 * chooses a 10 MB camera photo of a slip; the web app's own code shrinks and sends it. Measured:
 * the bytes of the upload request on the wire, whether the server read the slip's QR, what the
 * progress bar showed; then the degraded slips through the same shrink, read by the server's reader.
 */
export async function phoneUpload(log: (line: string) => void): Promise<PhoneUploadFigures | null> {
  if (!existsSync(SHRINK_MODULE)) {
    log('upload from a phone: skipped, the web app has no apps/web/src/lib/shrink-photo.ts');
    return null;
  }
  const slip = freshSlip();
  log('upload from a phone: making a 10 MB photo of a slip');
  const photo = await slipPhoto(slip, { heightShare: HEIGHT_SHARE, seed: 38 });
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const login = await demoLogin(server.url);
    const context = await signedInContext(browser, login, {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    log('upload from a phone: /liff-app/payment');
    await page.goto(`${server.url}/liff-app/payment`);
    await page.getByRole('button', { name: 'อัปโหลดสลิป' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    // Every percentage the bar shows, caught as the page changes rather than by polling.
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { progressSeen: Set<number> }).progressSeen = seen;
      new MutationObserver(() => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value) seen.add(Number(value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const isUpload = (request: Request) => request.method() === 'POST' && request.url().endsWith(CREATE_SLIP);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_0038.JPG', mimeType: 'image/jpeg', buffer: photo });
    const dialog = page.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
    await dialog.getByRole('textbox', { name: /ยอดเงินที่โอน/ }).fill('450');
    const requested = page.waitForRequest(isUpload);
    const answered = page.waitForResponse((response) => isUpload(response.request()));
    const started = performance.now();
    await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
    const request = await requested;
    const response = await answered;
    await page.getByText('อัปโหลดสลิปสำเร็จ').waitFor();
    const sendMs = Math.round(performance.now() - started);

    const sizes = await request.sizes();
    const body = JSON.parse(request.postData() ?? '{}') as { image?: string };
    const sent = Buffer.from((body.image ?? '').replace(/^data:[^,]*,/, ''), 'base64');
    const { width = 0, height = 0 } = await sharp(sent).metadata();
    const answer = (await response.json()) as {
      qr?: { status: string; bank: string | null; reference: string | null };
    };
    const progressShown = await page.evaluate(() =>
      [...(window as unknown as { progressSeen: Set<number> }).progressSeen].sort((a, b) => a - b),
    );
    await context.close();

    log('upload from a phone: the degraded slips through the same shrink');
    const degraded = await degradedOnes(browser);
    return {
      photoBytes: photo.length,
      slipShareOfFrame: Math.round(frameShare(HEIGHT_SHARE) * 100) / 100,
      wireBodyBytes: sizes.requestBodySize,
      wireHeaderBytes: sizes.requestHeadersSize,
      sentWidth: width,
      sentHeight: height,
      sentImageBytes: sent.length,
      status: response.status(),
      qrStatus: answer.qr?.status ?? null,
      qrIsThisSlip: answer.qr?.bank === slip.sendingBank && answer.qr?.reference === slip.transRef,
      sendMs,
      link: 'slow 4G: 150 ms, 1.6 Mbit/s down, 750 kbit/s up',
      progressShown,
      ...degraded,
    };
  } finally {
    await browser.close();
    await server.dispose();
  }
}

/** The 200 degraded slips as the app sends them (most as they are), and all forced through the shrink. */
async function degradedOnes(browser: Browser) {
  const slips = await degradedSlips();
  const shrinker = await startChromiumShrinker(browser);
  const reader = new SlipQrReader();
  try {
    const settings = shrinker.defaults;
    let degradedSentAsIs = 0;
    let degradedReadAsSent = 0;
    let degradedReadForced = 0;
    for (const one of slips) {
      const asSent = await shrinker.shrink(one.image);
      if (asSent.asIs) degradedSentAsIs++;
      if (await readsSlip(reader, asSent.bytes, one.slip)) degradedReadAsSent++;
      const forced = await shrinker.shrink(one.image, { ...settings, passBytes: 0 });
      if (await readsSlip(reader, forced.bytes, one.slip)) degradedReadForced++;
    }
    return { degraded: slips.length, degradedSentAsIs, degradedReadAsSent, degradedReadForced, settings };
  } finally {
    await reader.close();
    await shrinker.close();
  }
}
