import sharp from 'sharp';
import { demo, expect, test } from '../fixtures.ts';
import { newEvent, newMember, register } from './own-data.ts';
import { slipCameraPhoto, transferSlip } from './slips.ts';
import { apiLogin } from './staff-api.ts';

/*
 * Issue 38, slips sent light: a member on a phone chooses a camera photo of their slip, several MB
 * and stored on its side, and the app sends it shrunk (apps/web/src/lib/shrink-photo.ts): upright,
 * 1600 px on its long side, well under the 1.5 MB the issue allows on the wire, and the server still
 * reads the slip's QR. Chromium's own canvas and JPEG encoder do the work, as on an Android phone.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const CREATE_SLIP = '/api/payment/create/';
/** An upload link of 4 Mbit/s (Chromium's emulation), so the bar has time to move. */
const MOBILE_UP = { offline: false, latency: 40, downloadThroughput: 1_000_000, uploadThroughput: 500_000 };

test('a camera photo of a slip is sent upright and light, with its progress shown, and its QR is still read', async ({
  page,
  login,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, demo.staff);
  const stamp = Date.now().toString().slice(-6);
  const member = await newMember(request, admin, `รูปถ่าย${stamp}`);
  const event = await newEvent(request, admin, `ทดสอบรูปสลิป ${stamp}`, {
    startsInMinutes: 24 * 60,
    hours: 2,
    price: 450,
  });
  await register(request, member, event);
  const slip = transferSlip(450);
  const photo = await slipCameraPhoto(slip);
  expect(photo.buffer.length, 'a camera-sized photo').toBeGreaterThan(5_000_000);

  await login(member.phone);
  await page.goto('/liff-app/payment');
  const upload = page.getByRole('button', { name: 'อัปโหลดสลิป' });
  await expect(upload).toBeVisible({ timeout: 60_000 });
  // Every percentage the bar shows, caught as the page changes.
  await page.evaluate(() => {
    const seen = new Set<number>();
    (window as unknown as { progressSeen: Set<number> }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value) seen.add(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_UP);

  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles(photo);
  const dialog = page.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
  await expect(dialog.getByLabel('ยอดเงินที่โอน (บาท)')).toHaveValue('450');
  const isUpload = (url: string, method: string) => method === 'POST' && url.endsWith(CREATE_SLIP);
  const answered = page.waitForResponse((response) => isUpload(response.url(), response.request().method()));
  await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'ความคืบหน้าการส่งสลิป' })).toBeVisible();
  const response = await answered;
  await expect(page.getByText('อัปโหลดสลิปสำเร็จ')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { ...MOBILE_UP, uploadThroughput: -1, downloadThroughput: -1 });

  const body = response.request().postData() ?? '';
  expect(body.length, 'bytes of the upload on the wire').toBeLessThan(1_500_000);
  const sent = Buffer.from((JSON.parse(body) as { image: string }).image.replace(/^data:[^,]*,/, ''), 'base64');
  const { width = 0, height = 0, format, orientation } = await sharp(sent).metadata();
  expect({ format, longSide: Math.max(width, height), upright: height > width, orientation }).toEqual({
    format: 'jpeg',
    longSide: 1600,
    upright: true,
    orientation: undefined,
  });
  expect(response.status()).toBe(201);
  const answer = (await response.json()) as { qr: { status: string; bank: string | null; reference: string | null } };
  expect(answer.qr).toEqual({ status: 'read', bank: slip.sendingBank, reference: slip.transRef });

  const shown = await page.evaluate(() => [...(window as unknown as { progressSeen: Set<number> }).progressSeen]);
  expect(shown, 'the bar started at 0 and ended at 100').toEqual(expect.arrayContaining([0, 100]));
  expect(
    shown.some((percent) => percent > 0 && percent < 100),
    `the bar moved in between (${shown})`,
  ).toBe(true);
  await expect(page.getByTestId('slip-item').first()).toContainText('450.00 บาท');
});
