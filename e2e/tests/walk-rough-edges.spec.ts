import type { Locator, Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';

/*
 * Small layout faults from a walk through the app: the slip viewer's Close below the fold, and the
 * chapter's name cut to "Demo Chap…" on a phone. Both only read the demo, so any order is fine.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** The element is inside the viewport, whole: seen without scrolling the page or the dialog. */
async function expectWhollyInView(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  const where = `${what}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${viewport.width}×${viewport.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
}

// 1280×720: the same screen less a browser's bars, where Close was found below the fold.
for (const [size, viewport] of [
  ['a 1280×800 screen', DESKTOP],
  ['a 1280×720 window', { width: 1280, height: 720 }],
  ['a 360×740 phone', PHONE],
  ['a 360×640 phone', { width: 360, height: 640 }],
] as const) {
  test(`the slip viewer's Close shows whole without scrolling on ${size}`, async ({ page, login }) => {
    await page.setViewportSize(viewport);
    // The paid-up demo member's accepted slip: staff never change it, so no other test does.
    await login(demo.paidUp);
    await page.getByRole('tab', { name: 'แจ้งชำระเงิน', exact: true }).click();
    await page
      .getByTestId('slip-item')
      .first()
      .getByRole('button', { name: /^ดูสลิปที่อัปโหลดเมื่อ/ })
      .click();
    const viewer = page.getByRole('dialog', { name: /^อัปโหลดเมื่อ/ });
    const image = viewer.getByRole('img', { name: /^สลิปการโอนเงิน/ });
    // The image decoded: its full height is laid out before the Close button is measured.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const close = viewer.getByRole('button', { name: 'Close', exact: true });
    await expectWhollyInView(page, close, 'Close');
    await expectWhollyInView(page, image, 'the slip');
    await close.click();
    await expect(viewer).toBeHidden();
  });
}

test("the chapter's name is whole in the header of a 360 px phone, on two lines if need be", async ({
  page,
  login,
}) => {
  await page.setViewportSize(PHONE);
  await login(demo.staff);
  for (const where of ['home', 'back office']) {
    if (where === 'back office') await page.goto('/admin/events');
    const name = page.getByRole('banner').getByTestId('logo-name');
    await expect(name).toBeVisible();
    // Nothing of it is hidden: its box holds all its text, the second line included.
    const cut = await name.evaluate((element) => ({
      text: element.textContent ?? '',
      hidden: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
    }));
    expect(cut.text.length, where).toBeGreaterThan(0);
    expect(cut.hidden, `the chapter's name "${cut.text}" is cut in the ${where} header`).toBe(false);
    await expectWhollyInView(page, name, `the chapter's name in the ${where} header`);
  }
});
