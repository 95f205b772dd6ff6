import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from './axe.ts';
import { slipScreenshot, transferSlip } from './slips.ts';

/** The accessibility sweep's screens and dialogs that every member has, and its small steps. */
export const PAGE_LOAD = { timeout: 60_000 };
export const widths = [
  { name: 'a 360 px phone', viewport: { width: 360, height: 740 }, hasTouch: true },
  { name: 'a 1280 px screen', viewport: { width: 1280, height: 800 }, hasTouch: false },
];

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

export async function openSection(page: Page, name: string, path: string) {
  await page.getByRole('tablist', { name: 'เมนูระบบหลังบ้าน' }).getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
}

/** Checks a dialog opened by `open`, then closes it with Escape (nothing is saved). */
export async function checkDialog(page: Page, open: () => Promise<void>, dialog: Locator, screen: string) {
  await open();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

export async function expectProfileLoaded(page: Page) {
  await expect(page.getByRole('region', { name: 'นามบัตรของฉัน' }).getByTestId('my-card-url')).toContainText(
    '/nc/',
    PAGE_LOAD,
  );
}

export async function expectPaymentLoaded(page: Page) {
  await expect(page.getByTestId('account-number')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('ยังไม่มีสลิปที่อัปโหลด').or(page.getByTestId('slip-item').first())).toBeVisible(PAGE_LOAD);
}

/** The home tabs every member has, with their dialogs. */
export async function memberScreens(page: Page, who: string) {
  await test.step(`${who}: profile, sign-out-everywhere and erase dialogs`, async () => {
    await expectProfileLoaded(page);
    await expectAccessible(page, `${who} home, profile tab`);
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }).click(),
      page.getByRole('dialog', { name: 'ออกจากระบบทุกอุปกรณ์' }),
      `${who}: sign out everywhere dialog`,
    );
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'ลบข้อมูลของฉัน' }).click(),
      page.getByRole('dialog', { name: 'ลบข้อมูลของฉัน' }),
      `${who}: erase my data dialog`,
    );
  });
  await test.step(`${who}: event registration`, async () => {
    await openTab(page, 'ลงทะเบียนกิจกรรม');
    await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
    await expectAccessible(page, `${who} home, event registration tab`);
    const cancel = page.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).first();
    if ((await cancel.count()) > 0) {
      await checkDialog(
        page,
        () => cancel.click(),
        page.getByRole('dialog', { name: 'ยืนยันการยกเลิกการลงทะเบียน' }),
        `${who}: cancel registration dialog`,
      );
    }
  });
  await test.step(`${who}: payment notice, slip amount, slip image and delete dialogs`, async () => {
    await openTab(page, 'แจ้งชำระเงิน');
    await expectPaymentLoaded(page);
    await expectAccessible(page, `${who} home, payment notice tab`);
    await checkDialog(
      page,
      async () => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
        await (await chooser).setFiles(await slipScreenshot(transferSlip(450)));
      },
      page.getByRole('dialog', { name: 'ยอดเงินที่โอน' }),
      `${who}: slip amount dialog`,
    );
    const slip = page.getByTestId('slip-item').first();
    if ((await slip.count()) > 0) {
      await checkDialog(
        page,
        () => slip.getByRole('button', { name: /^ดูสลิปที่อัปโหลดเมื่อ/ }).click(),
        page.getByRole('dialog', { name: /^อัปโหลดเมื่อ/ }),
        `${who}: slip image dialog`,
      );
      const remove = slip.getByRole('button', { name: /^ลบสลิปที่อัปโหลดเมื่อ/ });
      if ((await remove.count()) > 0) {
        await checkDialog(
          page,
          () => remove.click(),
          page.getByRole('dialog', { name: 'Image Delete Confirm' }),
          `${who}: delete slip dialog`,
        );
      }
    }
  });
}
