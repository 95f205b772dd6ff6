import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/* The mini-app in the offline demo, where @line/liff-mock stands in for LINE (ADR 14). */

/** Chunk files of @line/liff and @line/liff-mock (named so in vite.config.ts). */
function watchLiffDownloads(page: Page): string[] {
  const downloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/line-liff')) downloads.push(request.url());
  });
  return downloads;
}

test('in the demo, a visitor connects to the mocked LINE, gives their phone once, and opens the event mini-app', async ({
  page,
}) => {
  const downloads = watchLiffDownloads(page);
  await page.goto('/liff/event');
  await expect(page.getByText('โหมดสาธิต: ใช้ LINE จำลอง')).toBeVisible();
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();

  await page.getByLabel('หมายเลขโทรศัพท์').fill('0890000020');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/liff-app\/event$/);
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนกิจกรรม' })).toBeVisible();
  await expect(page.getByTestId('mini-app-member')).toContainText('สุรเชษฐ์ วัฒนกุล');
  expect(downloads.length).toBeGreaterThan(0);

  // Log Out returns to the landing, which waits to be asked before signing in with LINE again.
  await page.goto('/liff-app/profile');
  await page.getByRole('button', { name: 'ออกจากระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/liff\/profile\/$/);
  await expect(page.getByText('ออกจากระบบแล้ว')).toBeVisible();
  // The mocked LINE remembers this browser's account: connecting signs straight back in.
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(page).toHaveURL(/\/liff-app\/profile$/);
});

test('the login page, the desktop home and the mini-app screens never download the LIFF SDK', async ({
  page,
  login,
}) => {
  const downloads = watchLiffDownloads(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await login('0833333333');
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toBeVisible();
  for (const screen of ['/liff-app/profile', '/liff-app/event', '/liff-app/payment']) {
    await page.goto(screen);
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(downloads).toEqual([]);
});

test('the event mini-app asks for its data while its code is still on the way, and asks once', async ({
  page,
  login,
}) => {
  await page.goto('/login');
  await login('0833333333');
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toBeVisible();

  const firstData = [
    routePaths.config.path,
    routePaths.profile.path,
    routePaths.privacyNotice.path,
    routePaths.availableEvents.path,
  ];
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}`);
  });
  // The app's entry chunk is held back until every first request has been made: the screen can
  // only appear if the page asked for its data before the app's code arrived.
  let allAsked: () => void = () => {};
  const everyRequestMade = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', () => {
    if (firstData.every((path) => asked.includes(`GET ${path}`))) allAsked();
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await everyRequestMade;
    await route.continue();
  });

  await page.goto('/liff-app/event');
  await expect(page.getByRole('heading', { name: 'ลงทะเบียนกิจกรรม' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app took those answers instead of asking again.
  for (const path of firstData) expect(asked.filter((request) => request === `GET ${path}`)).toHaveLength(1);
});
