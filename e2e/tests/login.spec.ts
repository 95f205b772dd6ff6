import { routePaths } from '@chapter/contract/route-paths';
import { demo, expect, test } from '../fixtures.ts';

test('staff logs in and sees eight tabs, with their name on the menu', async ({ page, login }) => {
  await login(demo.staff);
  await expect(page.getByRole('tab')).toHaveCount(8);
  await expect(page.getByRole('tab', { name: 'บัญชี LINE' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('สมศักดิ์ ใจดี');
});

test('a member logs in and sees three tabs', async ({ page, login }) => {
  await login(demo.owing);
  await expect(page.getByRole('tab')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' })).toHaveCount(0);
});

test('a phone number typed with dashes and the country code logs in the same member', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('หมายเลขโทรศัพท์').fill('+66 82-222-2222');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('banner')).toContainText('สมชาย รักงาน');
});

test('a failed login shows the Login Failed box with the server’s text', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('หมายเลขโทรศัพท์').fill('0899999999');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const box = page.getByRole('alert').filter({ hasText: 'Login Failed' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('ไม่พบสมาชิกที่ใช้หมายเลขโทรศัพท์นี้');
  await expect(page).toHaveURL(/\/login$/);
});

test('the home page sends a visitor without a token to the login page, and back after login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Demo Chapter Login' })).toBeVisible();
  await page.getByLabel('หมายเลขโทรศัพท์').fill(demo.paidUp);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab')).toHaveCount(3);
});

test('logging out returns to the login page and the old token no longer works', async ({ page, login }) => {
  await login(demo.paidUp);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'ออกจากระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const response = await page.request.get(routePaths.profile.path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
