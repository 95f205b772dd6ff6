import { readFile } from 'node:fs/promises';
import { pathOf } from '@chapter/contract/route';
import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { unzip } from './zip.ts';

/** The demo member seeded without consent to the privacy notice (no other spec uses them). */
const PHONE = '0890000028';

/** A phone screen's width: the notice, the profile and the erasure dialog must fit in it. */
const NARROW = { width: 360, height: 740 };

async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
}

test('a member agrees to the privacy notice, downloads their data, hides their phone from their card, and erases themselves', async ({
  page,
  login,
  request,
}) => {
  await page.setViewportSize(NARROW);
  await login(PHONE);

  // The notice comes before any other screen, and agreeing brings the home back.
  await expect(page.getByRole('heading', { name: 'ประกาศความเป็นส่วนตัว' })).toBeVisible();
  await expect(page.getByText(/^ฉบับที่ \d+ · ประกาศเมื่อ \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByTestId('privacy-notice-body')).not.toBeEmpty();
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toHaveCount(0);
  await fitsWidth(page);
  await page.getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toBeVisible();

  const privacy = page.getByRole('region', { name: 'ข้อมูลส่วนบุคคลของฉัน' });
  await expect(privacy.getByTestId('privacy-agreed')).toContainText(
    /คุณยอมรับประกาศฉบับที่ \d+ เมื่อ \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await fitsWidth(page);

  // My data: a ZIP whose data.json holds what the chapter keeps about them, their phone included.
  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzip(await readFile(await download.path()));
  const data = files.get('data.json');
  expect(data, 'the archive holds data.json').toBeDefined();
  expect(data?.toString('utf8')).toContain(PHONE);

  // Their card no longer shows the phone.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const card = page.getByRole('region', { name: 'นามบัตรของฉัน' });
  await card.getByRole('checkbox', { name: 'หมายเลขโทรศัพท์' }).uncheck();
  await card.getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' }).click();
  await expect(card.getByRole('checkbox', { name: 'หมายเลขโทรศัพท์' })).not.toBeChecked();
  await expect(card.getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' })).toBeDisabled();
  const profile = await (await request.get(routePaths.profile.path, { headers })).json();
  const publicCard = await request.get(pathOf(routePaths.publicProfile, { id: profile.public_card_id }));
  expect(publicCard.status()).toBe(200);
  expect((await publicCard.json()).tel).toBeNull();

  // Erasing: the warning, the amounts when there are any, the typed word, then signed out everywhere.
  await privacy.getByRole('button', { name: 'ลบข้อมูลของฉัน' }).click();
  const dialog = page.getByRole('dialog', { name: 'ลบข้อมูลของฉัน' });
  await expect(dialog).toContainText('ลบแล้วกู้คืนไม่ได้');
  await expect(dialog).toContainText('เก็บไว้เพื่อบัญชีของชาปเตอร์');
  const erase = dialog.getByRole('button', { name: 'ลบข้อมูลถาวร' });
  await dialog.getByRole('textbox', { name: 'พิมพ์คำว่า "ลบข้อมูล" เพื่อยืนยัน' }).fill('ลบข้อมูล');
  const money = dialog.getByRole('checkbox', { name: 'รับทราบยอดค้างชำระและเครดิตข้างต้นแล้ว' });
  if ((await money.count()) > 0) {
    await expect(erase).toBeDisabled();
    await money.check();
  }
  await fitsWidth(page);
  await erase.click();

  await expect(page).toHaveURL(/\/erased$/);
  await expect(page.getByRole('heading', { name: 'ลบข้อมูลของคุณแล้ว' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await request.get(routePaths.profile.path, { headers })).status()).toBe(401);

  // The phone no longer belongs to anyone.
  await page.getByRole('button', { name: 'กลับหน้าเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('หมายเลขโทรศัพท์').fill(PHONE);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the admin sees the visitors' privacy notice in force, its history and the form for a new version on a phone", async ({
  page,
  login,
}) => {
  await page.setViewportSize(NARROW);
  await login(demo.staff);
  await page.goto('/admin/privacy');

  // The demo chapter published the visitors' notice once; the members' notice keeps its own section.
  const guests = page.getByRole('region', { name: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม' });
  const inForce = guests.getByTestId('guest-notice-in-force');
  await expect(inForce.getByText(/^ฉบับที่ 1 · ประกาศเมื่อ \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(inForce.getByTestId('privacy-notice-body')).toContainText('ผู้เยี่ยมชม');
  const rows = guests.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(/^1\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  const body = page.getByRole('textbox', { name: 'ข้อความประกาศสำหรับผู้เยี่ยมชม' });
  await expect(body).toHaveValue(/ผู้เยี่ยมชม/);
  await expect(page.getByRole('button', { name: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ประกาศที่ใช้อยู่' }).getByTestId('notice-in-force')).toBeVisible();
  await fitsWidth(page);
});
