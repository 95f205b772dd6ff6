import { demo, expect, test } from '../fixtures.ts';

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

test('the staff tabs not built yet say so plainly', async ({ page, login }) => {
  await login(demo.staff);
  await page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('ยังไม่เปิดให้ใช้งาน');
});
