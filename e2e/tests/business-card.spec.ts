import { readFile } from 'node:fs/promises';
import { routePaths } from '@chapter/contract/route-paths';
import type { APIRequestContext } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';

/** A demo member's public card id, read from their own profile as the profile screen does. */
async function cardIdOf(request: APIRequestContext, phone: string): Promise<string> {
  const login = await request.post(routePaths.login.path, { data: { username: phone } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const profile = await request.get(routePaths.profile.path, { headers: { Authorization: `Bearer ${token}` } });
  return (await profile.json()).public_card_id;
}

test('anyone opens a member’s card without logging in, 450 px wide, and downloads the contact file', async ({
  page,
  request,
}) => {
  const cardId = await cardIdOf(request, demo.owing);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/nc/${cardId}`);
  await expect(page.getByRole('heading', { name: 'สมชาย รักงาน' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/nc/${cardId}$`));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const card = page.getByTestId('business-card');
  expect((await card.boundingBox())?.width).toBe(450);
  await expect(page.getByRole('img', { name: 'รูปโปรไฟล์ของ สมชาย รักงาน' })).toBeVisible();
  const details = page.getByLabel('ข้อมูลติดต่อ');
  await expect(details).toContainText('รักงานก่อสร้าง');
  await expect(details).toContainText('กรรมการผู้จัดการ');
  await expect(details).toContainText('082-222-2222');
  await expect(details.getByRole('link', { name: 'https://rakngan.example.com' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'โทร' })).toHaveAttribute('href', 'tel:0822222222');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'บันทึกรายชื่อ' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('สมชาย รักงาน.vcf');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
  expect(text).toContain('\r\nN:รักงาน;สมชาย;;;\r\n');
  expect(text).toContain('\r\nFN:สมชาย รักงาน\r\n');
  expect(text).toContain('\r\nORG:รักงานก่อสร้าง\r\n');
  expect(text).toContain('\r\nTEL;TYPE=CELL,VOICE:+66822222222\r\n');
  expect(text.endsWith('END:VCARD\r\n')).toBe(true);
  // The page stays where it was: the file is a download, not a navigation.
  await expect(page.getByRole('heading', { name: 'สมชาย รักงาน' })).toBeVisible();

  // A light public page: a finished HTML page with no script at all (ADR 21).
  expect(scripts).toEqual([]);
});

test('a member finds the link to their own card on the profile screen and opens it', async ({ page, login }) => {
  await login(demo.staff);
  const myCard = page.getByRole('region', { name: 'นามบัตรของฉัน' });
  await expect(myCard.getByTestId('my-card-url')).toContainText('/nc/');
  await myCard.getByRole('link', { name: 'เปิดนามบัตรของฉัน' }).click();
  await expect(page).toHaveURL(/\/nc\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { name: 'สมศักดิ์ ใจดี' })).toBeVisible();
  await expect(page.getByLabel('ข้อมูลติดต่อ')).toContainText('ผู้สอบบัญชี');
});

test('a card link with an unknown id answers 404 with a notice, and a row number is not a card id', async ({
  page,
}) => {
  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '1']) {
    const response = await page.goto(`/nc/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('ไม่พบนามบัตรนี้');
    await expect(page.getByTestId('business-card')).toHaveCount(0);
  }
});
