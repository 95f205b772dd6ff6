import { routePaths } from '@chapter/contract/route-paths';
import { demo, expect, test } from '../fixtures.ts';
import { apiLogin, apiPost } from './staff-api.ts';

// Mantine's red.8 and green.8: the theme uses shade 8 so the text keeps its contrast on white.
const RED = 'rgb(224, 49, 49)';
const GREEN = 'rgb(47, 158, 68)';

test('a member who owes sees the outstanding amount in red, and which registrations are unpaid', async ({
  page,
  login,
}) => {
  await login(demo.owing);
  const amount = page.getByTestId('outstanding-amount');
  await expect(amount).toContainText('1,250');
  await expect(amount).toHaveCSS('color', RED);
  await expect(page.getByText('สัมมนา: การส่งต่อธุรกิจ (Referral) อย่างมืออาชีพ')).toBeVisible();
  await expect(page.getByLabel('ยังไม่ชำระ').first()).toBeVisible();
  await expect(page.getByLabel('ชำระแล้ว').first()).toBeVisible();
});

test('a member who has paid everything sees 0 in green', async ({ page, login }) => {
  await login(demo.paidUp);
  const amount = page.getByTestId('outstanding-amount');
  await expect(amount).toContainText('0');
  await expect(amount).toHaveCSS('color', GREEN);
  await expect(page.getByLabel('ยังไม่ชำระ')).toHaveCount(0);
});

test('a member has no staff tabs, and the staff API refuses them', async ({ page, login }) => {
  await login(demo.paidUp);
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(routePaths.memberList.path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});

test('a member signs out of every device from the profile: this browser goes to /login and their other device is signed out too', async ({
  page,
  login,
  request,
}) => {
  // A member of this test's own, so signing out everywhere ends no session another spec is using.
  const phone = `086${Date.now().toString().slice(-7)}`;
  const admin = await apiLogin(request, demo.staff);
  await apiPost(request, admin, routePaths.adminCreateMember.path, {
    first_name: 'ทดสอบ',
    last_name: `ทุกอุปกรณ์${phone}`,
    phone,
  });
  // The member's other device (the LINE mini-app on their phone, say).
  const otherDevice = await apiLogin(request, phone);
  await login(phone);
  // A new member meets the chapter's privacy notice before anything else (issue 19).
  await page.getByRole('button', { name: 'ยอมรับ' }).click();

  await page.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }).click();
  const dialog = page.getByRole('dialog', { name: 'ออกจากระบบทุกอุปกรณ์' });
  await expect(dialog).toContainText('มินิแอปใน LINE');
  await dialog.getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const refused = await request.get(routePaths.profile.path, {
    headers: { Authorization: `Bearer ${otherDevice.token}` },
  });
  expect(refused.status()).toBe(401);
});
