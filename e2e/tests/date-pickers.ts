import { expect, type Locator, type Page } from '@playwright/test';
import { thaiMonths } from './participants-helpers.ts';

/* The back office's Thai date pickers (@mantine/dates), driven as an admin does with the mouse. */

const BANGKOK_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

export interface BangkokDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The Bangkok calendar day `days` from now. */
export function bangkokDay(days: number): BangkokDay {
  const date = new Date(Date.now() + days * DAY_MS + BANGKOK_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 15/12/2026, as the app writes a day. */
export function shown({ year, month, day }: BangkokDay): string {
  return `${two(day)}/${two(month)}/${year}`;
}

/** Pages the open calendar to the day's month and clicks the day (its name is "15 ธันวาคม 2026"). */
async function clickDay(page: Page, { year, month, day }: BangkokDay) {
  const title = page.getByRole('button', { name: 'เลือกเดือน' });
  const target = year * 12 + month - 1;
  for (let step = 0; step < 24; step += 1) {
    const [name = '', shownYear = ''] = ((await title.textContent()) ?? '').trim().split(' ');
    const current = Number(shownYear) * 12 + thaiMonths.indexOf(name);
    if (current === target) break;
    await page.getByRole('button', { name: current < target ? 'เดือนถัดไป' : 'เดือนก่อนหน้า' }).click();
  }
  await expect(title).toHaveText(`${thaiMonths[month - 1]} ${year}`);
  await page.getByRole('button', { name: `${day} ${thaiMonths[month - 1]} ${year}`, exact: true }).click();
}

/** Picks a day and a 24-hour time (HH:mm) in a date-time picker, then presses ตกลง. */
export async function pickDateTime(page: Page, field: Locator, day: BangkokDay, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  await field.click();
  await clickDay(page, day);
  await page.getByRole('spinbutton', { name: 'ชั่วโมง' }).fill(hours);
  await page.getByRole('spinbutton', { name: 'นาที' }).fill(minutes);
  await page.getByRole('button', { name: 'ตกลง' }).click();
  // The open calendar is named after its field ("ปฏิทิน <label>"), so the field is read once it has closed.
  await pickerClosed(page);
  await expect(field).toHaveText(`${shown(day)} ${time}`);
}

/** Picks a day in a date picker (it closes when the day is clicked). */
export async function pickDate(page: Page, field: Locator, day: BangkokDay) {
  await field.click();
  await clickDay(page, day);
  await pickerClosed(page);
  await expect(field).toHaveText(shown(day));
}

/**
 * Waits for the calendar's closing transition to end. Until then the focus can still be inside it,
 * where Mantine keeps an Escape from reaching the dialog (data-mantine-stop-propagation): a test
 * that pressed Escape to close the form straight after picking failed on a busy CI machine.
 */
async function pickerClosed(page: Page) {
  await expect(page.getByRole('button', { name: 'เลือกเดือน' })).toBeHidden();
}
