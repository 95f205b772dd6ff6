import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demo, expect, test } from '../fixtures.ts';
import { baht } from './demo-api.ts';
import { type ApiUser, apiGet, apiLogin, apiPost, bangkok, expectToast, type UpcomingEvent } from './staff-api.ts';

/*
 * The books end to end (issue 16): a member pays the exact amount by PromptPay QR for the
 * registrations they tick, sends the slip with its amount (a little more than owed), staff see the
 * running totals with the matching registrations already ticked, confirm, and the member sees the
 * rest as credit. The member (0890000009) is used by no other spec.
 */
const memberPhone = '0890000009';
const slipFile = path.join(import.meta.dirname, '../fixtures/transfer-slip.jpg');

interface OwedRow {
  id: number;
  price: number;
  registered_event: { name: string; event_start_date_time: string };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registration's tick on the member's payment screen: event, date and price. */
const memberTick = (row: OwedRow) =>
  new RegExp(
    `${escape(row.registered_event.name)}.*${bangkok(row.registered_event.event_start_date_time).date}.*${escape(formatted(row.price))}`,
  );
/** The registration's tick on the treasurer's panel: event, date, time and price. */
const staffTick = (row: OwedRow) => {
  const { date, time } = bangkok(row.registered_event.event_start_date_time);
  return `${row.registered_event.name} ${date} ${time} ${baht(row.price)} บาท`;
};

const formatted = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function registerForTwo(request: Parameters<typeof apiGet>[0], member: ApiUser) {
  const events = await apiGet<UpcomingEvent[]>(request, member, '/api/event/available-event/');
  for (const event of events.filter((item) => item.register === null).slice(0, 2)) {
    await apiPost(request, member, '/api/event/register-event/', { event: event.id });
  }
}

test('a member pays by PromptPay for what they tick, staff confirm with the totals in view, and the rest becomes credit', async ({
  page,
  login,
  request,
}) => {
  // Two people's screens and several round trips: more than one step's worth of time.
  test.slow();
  const member = await apiLogin(request, memberPhone);
  await registerForTwo(request, member);
  const profile = await apiGet<{
    registrations: Array<OwedRow & { payment_datetime: string | null }>;
  }>(request, member, '/api/member/profile/');
  const owed = profile.registrations
    .filter((registration) => registration.payment_datetime === null)
    .sort((a, b) => a.registered_event.event_start_date_time.localeCompare(b.registered_event.event_start_date_time));
  expect(owed.length).toBeGreaterThanOrEqual(2);
  const total = owed.reduce((sum, registration) => sum + registration.price, 0);
  const newest = owed.at(-1) as OwedRow;

  // The member: the QR is for every owed registration, then follows the ticks.
  await login(memberPhone);
  await page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  const section = page.getByRole('region', { name: 'ชำระผ่านพร้อมเพย์' });
  const toTransfer = section.getByTestId('promptpay-amount');
  await expect(toTransfer).toContainText(formatted(total));
  const qr = section.getByTestId('promptpay-qr');
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await section.getByRole('checkbox', { name: memberTick(newest) }).uncheck();
  const paying = total - newest.price;
  await expect(toTransfer).toContainText(formatted(paying));
  await expect(qr).toHaveAttribute('alt', new RegExp(formatted(paying).replace('.', '\\.')));
  const save = section.getByRole('link', { name: 'บันทึก QR' });
  await expect(save).toHaveAttribute('download', `promptpay-${paying.toFixed(2)}.png`);
  await expect(save).toHaveAttribute('href', await qr.getAttribute('src').then((src) => src ?? 'no image'));

  // They send the slip of a transfer 100 baht over what they ticked.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await (await chooser).setFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: readFileSync(slipFile) });
  const dialog = page.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
  const amount = dialog.getByLabel('ยอดเงินที่โอน (บาท)');
  await expect(amount).toHaveValue(formatted(paying).replace(/\.00$/, ''));
  await amount.fill(String(paying + 100));
  await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expectToast(page, 'อัปโหลดสลิปสำเร็จ');
  await expect(page.getByTestId('slip-item').first()).toContainText(`${formatted(paying + 100)} บาท`);

  // Staff: the registrations the amount covers are ticked, oldest first, and 100 is left as credit.
  await page.evaluate(() => localStorage.clear());
  await login(demo.staff);
  await page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
  await page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' }).getByRole('tab', { name: member.fullName }).click();
  const panel = page.getByRole('tabpanel', { name: member.fullName });
  await expect(panel.getByTestId('unpaid-registration')).toHaveCount(owed.length);
  for (const row of owed) {
    const tick = panel.getByRole('checkbox', { name: staffTick(row) });
    if (row === newest) await expect(tick).not.toBeChecked();
    else await expect(tick).toBeChecked();
  }
  await expect(panel.getByTestId('summary-received')).toContainText(
    new Intl.NumberFormat('en-US').format(paying + 100),
  );
  await expect(panel.getByTestId('summary-difference')).toHaveText('เหลือเป็นเครดิต 100 บาท');

  // Ticking the newest too would be short: the waiver reason is asked for; unticking it clears that.
  const newestTick = panel.getByRole('checkbox', { name: staffTick(newest) });
  await newestTick.check();
  await expect(panel.getByTestId('summary-difference')).toContainText('ขาด');
  await expect(panel.getByLabel('เหตุผลที่ยกเว้นส่วนที่ขาด')).toBeVisible();
  await newestTick.uncheck();
  await panel.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expectToast(page, 'ยืนยันการชำระเงินเรียบร้อยแล้ว');

  // The member owes the newest registration only, and sees 100 baht of credit on their profile.
  const after = await apiGet<{ sum_amount: number; credit: number }>(request, member, '/api/member/profile/');
  expect(after).toMatchObject({ sum_amount: newest.price, credit: 100 });
  await page.evaluate(() => localStorage.clear());
  await login(memberPhone);
  await expect(page.getByText('เครดิตคงเหลือ 100.00 บาท')).toBeVisible();
});
