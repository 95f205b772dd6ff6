import type { Locator, Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { type BangkokDay, bangkokDay, shown } from './date-pickers.ts';
import { thaiMonths } from './participants-helpers.ts';

/*
 * The back office's time fields as an admin types into them with the keyboard (issue: "1" "9" in
 * the hours gave 10:09 and an event meant for 19:00 was saved at 10:00).
 */

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Picks a day, then clicks the hours (already focused: Chrome then leaves the caret where the mouse
 * was) and types the time key by key, as an admin does; then ตกลง.
 */
async function typeDateTime(page: Page, field: Locator, { year, month, day }: BangkokDay, time: string) {
  await field.click();
  const title = page.getByRole('button', { name: 'เลือกเดือน' });
  const target = year * 12 + month - 1;
  for (let step = 0; step < 24; step += 1) {
    const [name = '', shownYear = ''] = ((await title.textContent()) ?? '').trim().split(' ');
    const current = Number(shownYear) * 12 + thaiMonths.indexOf(name);
    if (current === target) break;
    await page.getByRole('button', { name: current < target ? 'เดือนถัดไป' : 'เดือนก่อนหน้า' }).click();
  }
  await page.getByRole('button', { name: `${day} ${thaiMonths[month - 1]} ${year}`, exact: true }).click();
  const hours = page.getByRole('spinbutton', { name: 'ชั่วโมง' });
  await expect(hours).toBeFocused();
  await hours.click();
  for (const key of time.replace(':', '')) await page.keyboard.press(key);
  await expect(hours).toHaveValue(time.slice(0, 2));
  await expect(page.getByRole('spinbutton', { name: 'นาที' })).toHaveValue(time.slice(3));
  await page.getByRole('button', { name: 'ตกลง' }).click();
  await expect(field).toHaveText(`${shown({ year, month, day })} ${time}`);
  await expect(title).toBeHidden();
}

test('an admin types 19:00 into the event form key by key, and the event is saved and shown at 19:00', async ({
  page,
  login,
}) => {
  test.slow();
  const name = `ประชุมหนึ่งทุ่ม ${Date.now().toString().slice(-6)}`;
  const day = bangkokDay(15);
  await login(demo.staff);
  await page.goto('/admin/events');
  await choose(page, 'ปี', String(day.year));
  await choose(page, 'เดือน', thaiMonths[day.month - 1] as string);
  await page.getByRole('button', { name: 'สร้างกิจกรรม' }).click();
  const form = page.getByRole('dialog', { name: 'สร้างกิจกรรมใหม่' });
  await form.getByLabel('ชื่อกิจกรรม').fill(name);
  await typeDateTime(page, form.getByLabel('เริ่ม'), day, '19:00');
  await typeDateTime(page, form.getByLabel('สิ้นสุด'), day, '21:30');
  await form.getByLabel('ราคา (บาท)').fill('500');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${shown(day)} 19:00 – 21:30`);
  await row.getByRole('button', { name: 'แก้ไข' }).click();
  const edit = page.getByRole('dialog', { name: 'แก้ไขกิจกรรม' });
  await expect(edit.getByLabel('เริ่ม')).toHaveText(`${shown(day)} 19:00`);
});
