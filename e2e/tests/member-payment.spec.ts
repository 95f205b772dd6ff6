import { demo, expect, test } from '../fixtures.ts';

// Mantine's red.8 and green.8, as on the profile.
const RED = 'rgb(224, 49, 49)';
const GREEN = 'rgb(47, 158, 68)';

/*
 * What the payment page shows for the demo accounts. These tests change nothing (a refused
 * upload stores nothing), so they can share members with the other read-only tests.
 */

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the payment page shows the bank details, and copying the account number says Copied', async ({
    page,
    login,
  }) => {
    await login(demo.paidUp);
    await page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
    const bank = page.getByRole('region', { name: 'โอนเงินเข้าบัญชี' });
    await expect(bank).toContainText('ธนาคารกสิกรไทย');
    await expect(page.getByTestId('account-number')).toHaveText('123-4-56789-0');

    await bank.getByRole('button', { name: 'คัดลอกเลขบัญชี' }).click();
    await expect(bank.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1234567890');
  });
});

test('a slip waiting for staff is yellow and can be deleted; the amount owed is red', async ({ page, login }) => {
  await login(demo.owing);
  await page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  const amount = page.getByTestId('outstanding-amount');
  await expect(amount).toHaveText('ยอดค้างชำระ 1,250.00 บาท');
  await expect(amount).toHaveCSS('color', RED);

  const slip = page.getByTestId('slip-item');
  await expect(slip).toHaveCount(1);
  await expect(slip.getByTestId('slip-status')).toHaveText('รอตรวจสอบ');
  await expect(slip).toContainText('1,250.00 บาท');
  await expect(slip.getByRole('button', { name: /^ลบสลิปที่อัปโหลดเมื่อ/ })).toBeVisible();
});

test('a validated slip is green and cannot be deleted; nothing owed is green', async ({ page, login }) => {
  await login(demo.paidUp);
  await page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  const amount = page.getByTestId('outstanding-amount');
  await expect(amount).toHaveText('ยอดค้างชำระ 0.00 บาท');
  await expect(amount).toHaveCSS('color', GREEN);

  const slip = page.getByTestId('slip-item');
  await expect(slip).toHaveCount(1);
  await expect(slip.getByTestId('slip-status')).toHaveText('ตรวจสอบแล้ว');
  await expect(slip.getByRole('button', { name: /^ลบสลิป/ })).toHaveCount(0);
});

test('a file that is not an image is refused with the server’s reason, and nothing is listed', async ({
  page,
  login,
}) => {
  await login('0890000005');
  await page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  const slips = page.getByTestId('slip-item');
  await expect(page.getByRole('region', { name: 'สลิปที่อัปโหลด' })).toBeVisible();
  // Count only once the list has loaded: either the empty state or at least one slip is on screen.
  await expect(page.getByText('ยังไม่มีสลิปที่อัปโหลด').or(slips.first())).toBeVisible();
  const before = await slips.count();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await (await chooser).setFiles({
    name: 'slip.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not really a picture'),
  });
  const amountDialog = page.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
  await amountDialog.getByLabel('ยอดเงินที่โอน (บาท)').fill('450');
  await amountDialog.getByRole('button', { name: 'ส่งสลิป' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'เกิดข้อผิดพลาด' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('ไม่ใช่รูปภาพ');
  await expect(slips).toHaveCount(before);
});

test('on a 360 px phone the mini-app payment page fits the screen and its buttons are easy to tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/liff-app/payment');
  await page.getByLabel('หมายเลขโทรศัพท์').fill(demo.owing);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/liff-app\/payment$/);

  await expect(page.getByTestId('slip-item')).toHaveCount(1);
  await expect(page.getByTestId('account-number')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);

  for (const button of [
    page.getByRole('button', { name: 'คัดลอกเลขบัญชี' }),
    page.getByRole('button', { name: 'อัปโหลดสลิป' }),
    page.getByRole('button', { name: /^ลบสลิปที่อัปโหลดเมื่อ/ }),
  ]) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0, 'tap target height').toBeGreaterThanOrEqual(40);
  }
});
