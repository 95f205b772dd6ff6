import { test as base, expect, type Page } from '@playwright/test';

/** The README's demo accounts. */
export const demo = {
  staff: '0811111111',
  owing: '0822222222',
  paidUp: '0833333333',
} as const;

async function loginAs(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export const test = base.extend<{ login: (phone: string) => Promise<void> }>({
  login: async ({ page }, use) => {
    await use((phone) => loginAs(page, phone));
  },
});

export { expect };
