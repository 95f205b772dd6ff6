import { readFileSync } from 'node:fs';
import { routePaths } from '@chapter/contract/route-paths';
import { demo, expect, test } from '../fixtures.ts';
import { baht } from './demo-api.ts';
import { newEvent, register } from './own-data.ts';
import { slipRephotographed, slipScreenshot, transferSlip } from './slips.ts';
import { type ApiUser, apiGet, apiLogin, bangkok, expectToast } from './staff-api.ts';

/*
 * The books end to end (issue 16). A member pays the exact amount by PromptPay QR for the
 * registrations they tick and sends the slip with its amount (100 baht more); staff see the running
 * totals with the matching registrations already ticked, confirm, and the member sees the rest as
 * credit; the back office lists and exports the payment, and an Admin reverses it. The member
 * (0890000007) is used by no other spec, and registers for two events this test makes; the demo
 * staff account is also the Admin.
 */
const memberPhone = '0890000007';

interface OwedRow {
  id: number;
  price: number;
  registered_event: { name: string; event_start_date_time: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registration's tick on the member's payment screen: event, date and price. */
const memberTick = (row: OwedRow) =>
  new RegExp(
    `${escapeRegExp(row.registered_event.name)}.*${bangkok(row.registered_event.event_start_date_time).date}.*${escapeRegExp(formatted(row.price))}`,
  );
/** The registration's tick on the treasurer's panel: event, date, time and price. */
const staffTick = (row: OwedRow) => {
  const { date, time } = bangkok(row.registered_event.event_start_date_time);
  return `${row.registered_event.name} ${date} ${time} ${baht(row.price)} บาท`;
};

const formatted = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Registers the member for two events this test makes: which upcoming events a demo member is free
 * for depends on the day, and other specs add and move events (back-office.spec.ts) meanwhile.
 */
async function registerForTwo(request: Parameters<typeof apiGet>[0], member: ApiUser) {
  const admin = await apiLogin(request, demo.staff);
  const stamp = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
  for (const [index, days] of [5, 6].entries()) {
    const event = await newEvent(request, admin, `อบรมการเงิน ${index + 1} ${stamp}`, {
      startsInMinutes: days * 24 * 60,
      hours: 2,
      price: 300 + index * 150,
    });
    await register(request, member, event);
  }
}

test('a member pays by PromptPay for what they tick, staff confirm with the totals in view, the rest becomes credit, and an Admin can reverse it', async ({
  page,
  login,
  request,
  browser,
}) => {
  // Two people's screens and several round trips: more than one step's worth of time.
  test.slow();
  const member = await apiLogin(request, memberPhone);
  await registerForTwo(request, member);
  const profile = await apiGet<{
    registrations: Array<OwedRow & { payment_datetime: string | null }>;
  }>(request, member, routePaths.profile.path);
  const owed = profile.registrations
    .filter((registration) => registration.payment_datetime === null)
    .sort((a, b) => a.registered_event.event_start_date_time.localeCompare(b.registered_event.event_start_date_time));
  expect(owed.length).toBeGreaterThanOrEqual(2);
  const total = owed.reduce((sum, registration) => sum + registration.price, 0);
  const newest = owed.at(-1) as OwedRow;

  // The member, on their own device: the QR is for every owed registration, then follows the ticks.
  const memberContext = await browser.newContext();
  const phone = await memberContext.newPage();
  await phone.goto('/login');
  await phone.getByLabel('หมายเลขโทรศัพท์').fill(memberPhone);
  await phone.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await phone.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  const section = phone.getByRole('region', { name: 'ชำระผ่านพร้อมเพย์' });
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

  // They send the slip of a transfer 100 baht over what they ticked: a KBank slip with its QR.
  const transfer = transferSlip(paying + 100, { sendingBank: '004' });
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await (await chooser).setFiles(await slipScreenshot(transfer));
  const dialog = phone.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
  const amount = dialog.getByLabel('ยอดเงินที่โอน (บาท)');
  await expect(amount).toHaveValue(formatted(paying).replace(/\.00$/, ''));
  await amount.fill(String(paying + 100));
  await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expectToast(phone, 'อัปโหลดสลิปสำเร็จ');
  await expect(phone.getByTestId('slip-item').first()).toContainText(`${formatted(paying + 100)} บาท`);

  // The same slip photographed again is another picture of the same transfer: refused, saying when.
  const slipsBefore = await phone.getByTestId('slip-item').count();
  const again = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await (await again).setFiles(await slipRephotographed(transfer));
  await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expectToast(
    phone,
    new RegExp(`สลิปนี้ \\(เลขที่รายการ ${transfer.transRef}\\) ถูกส่งเข้าระบบแล้วเมื่อ \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} น\\.`),
  );
  await expect(phone.getByTestId('slip-item')).toHaveCount(slipsBefore);

  // Staff: the registrations the amount covers are ticked, oldest first, and 100 is left as credit.
  await login(demo.staff);
  await page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
  await page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' }).getByRole('tab', { name: member.fullName }).click();
  const panel = page.getByRole('tabpanel', { name: member.fullName });
  await expect(panel.getByTestId('member-slip').first().getByRole('img', { name: 'รอตรวจสอบ' })).toBeVisible();
  // What the server read from the slip's QR: the sending bank and the transfer's reference.
  const check = panel.getByTestId('member-slip').first().getByTestId('slip-check');
  await expect(check).toContainText('ธนาคารกสิกรไทย (KBANK)');
  await expect(check).toContainText(`เลขที่รายการ ${transfer.transRef}`);

  // The slip opens full size, and the signed link really serves the image.
  await panel
    .getByRole('button', { name: /^ดูสลิปที่อัปโหลดเมื่อ/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /^อัปโหลดเมื่อ/ });
  const image = viewer.getByRole('img', { name: /^สลิปการโอนเงิน/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();

  await expect(panel.getByTestId('unpaid-registration')).toHaveCount(owed.length);
  for (const row of owed) {
    const tick = panel.getByRole('checkbox', { name: staffTick(row) });
    if (row === newest) await expect(tick).not.toBeChecked();
    else await expect(tick).toBeChecked();
  }
  await expect(panel.getByTestId('summary-received')).toContainText(
    new Intl.NumberFormat('en-US').format(paying + 100),
  );
  await expect(panel.getByTestId('summary-difference')).toHaveText('เหลือเป็นเครดิต 100.00 บาท');

  // Ticking the newest too would be short: the waiver reason is asked for; unticking it clears that.
  const newestTick = panel.getByRole('checkbox', { name: staffTick(newest) });
  await newestTick.check();
  await expect(panel.getByTestId('summary-difference')).toContainText('ขาด');
  await expect(panel.getByLabel('เหตุผลที่ยกเว้นส่วนที่ขาด')).toBeVisible();
  await newestTick.uncheck();
  await panel.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expectToast(page, 'ยืนยันการชำระเงินเรียบร้อยแล้ว');

  // The member owes the newest registration only, and sees 100 baht of credit on their profile.
  const after = await apiGet<{ sum_amount: number; credit: number }>(request, member, routePaths.profile.path);
  expect(after).toMatchObject({ sum_amount: newest.price, credit: 100 });
  await phone.getByRole('tab', { name: 'โปรไฟล์' }).click();
  await phone.reload();
  await expect(phone.getByText('เครดิตคงเหลือ 100.00 บาท')).toBeVisible();

  // The back office's month: the payment is there and in the CSV; an Admin reverses it with a reason.
  await page.goto('/admin/payments');
  const card = page.getByRole('listitem', { name: new RegExp(member.fullName) }).first();
  await expect(card).toContainText(`${formatted(paying + 100)} บาท`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}\.csv$/);
  const exported = readFileSync((await csv.path()) as string, 'utf8');
  expect(exported).toContain(member.fullName);
  // The slip's reference, read from its QR, ties the row to the bank statement.
  expect(exported).toContain(transfer.transRef);
  await expect(card).toContainText(`เลขที่รายการในสลิป: ${transfer.transRef}`);

  await card.getByRole('button', { name: 'ยกเลิกการยืนยัน' }).click();
  const reversal = page.getByRole('dialog', { name: 'ยกเลิกการยืนยันการชำระเงิน' });
  await reversal.getByRole('button', { name: 'ยกเลิกการยืนยัน' }).click();
  await expect(reversal).toContainText('กรุณาระบุเหตุผลที่ยกเลิกการยืนยัน');
  await reversal.getByRole('textbox').fill('ยืนยันผิดรายการ');
  await reversal.getByRole('button', { name: 'ยกเลิกการยืนยัน' }).click();
  await expect(reversal).toBeHidden();
  await expect(card).toContainText('ยืนยันผิดรายการ');

  // Exactly as before the confirmation: everything owed, no credit, the slip waiting again.
  expect(await apiGet(request, member, routePaths.profile.path)).toMatchObject({ sum_amount: total, credit: 0 });
  const slips = await apiGet<Array<{ status: string }>>(request, member, routePaths.paymentHistory.path);
  expect(slips[0]?.status).toBe('waiting');
  await memberContext.close();
});
