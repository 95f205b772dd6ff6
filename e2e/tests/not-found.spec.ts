import { expect, test } from '../fixtures.ts';

test('an unknown path shows the 404 page with a Home button, on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a phone the 404 page says Page Not Found', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Found!' })).toHaveCount(0);
});
