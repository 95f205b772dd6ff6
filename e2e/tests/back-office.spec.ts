import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { bangkokDay, pickDate, pickDateTime, shown } from './date-pickers.ts';
import { thaiMonths } from './participants-helpers.ts';
import { apiPost, pageUser } from './staff-api.ts';

/*
 * The back office as a chapter's admin uses it: the demo's Secretary/Treasurer also holds the Admin
 * role. The member in these tests is one the admin adds here, so no other spec shares them.
 */

async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
  await expect(toast).toBeHidden();
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates an early-bird event, a member sees the early-bird price, and deactivating the member ends their open session', async ({
  page,
  login,
  browser,
}) => {
  // A whole journey in two browsers: more steps than the default 30 s allows on a busy machine.
  test.slow();
  const stamp = Date.now().toString().slice(-6);
  const eventName = `สัมมนาหลังบ้าน ${stamp}`;
  // 088…: no demo member has it (theirs are 081…, 082…, 083… and 0890000004 to 0890000030).
  const phone = `088${stamp.padStart(7, '0')}`;
  const memberName = `ทดสอบ หลังบ้าน${stamp}`;

  // The admin reaches the back office from the desktop menu.
  await login(demo.staff);
  await page.getByRole('link', { name: 'ระบบหลังบ้าน' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);

  // A new member, so no other test shares them.
  await page.getByRole('tab', { name: 'สมาชิก' }).click();
  await page.getByRole('button', { name: 'เพิ่มสมาชิก' }).click();
  const memberForm = page.getByRole('dialog', { name: 'เพิ่มสมาชิก' });
  await expect(memberForm).toBeVisible();
  // Required fields' labels end with an asterisk.
  await memberForm.getByRole('textbox', { name: /^ชื่อ( \*)?$/ }).fill('ทดสอบ');
  await memberForm.getByLabel('นามสกุล').fill(`หลังบ้าน${stamp}`);
  await memberForm.getByLabel('หมายเลขโทรศัพท์').fill(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
  await memberForm.getByRole('button', { name: 'บันทึก' }).click();
  await expectToast(page, 'บันทึกเรียบร้อยแล้ว');
  await expect(memberForm).toBeHidden();

  // An event ten days ahead whose early bird runs for five more days.
  const day = bangkokDay(10);
  await page.getByRole('tab', { name: 'กิจกรรม' }).click();
  await choose(page, 'ปี', String(day.year));
  await choose(page, 'เดือน', thaiMonths[day.month - 1] as string);
  await page.getByRole('button', { name: 'สร้างกิจกรรม' }).click();
  const eventForm = page.getByRole('dialog', { name: 'สร้างกิจกรรมใหม่' });
  await eventForm.getByLabel('ชื่อกิจกรรม').fill(eventName);
  await eventForm.getByLabel('สถานที่').fill('ห้องประชุมชั้น 5');
  await pickDateTime(page, eventForm.getByLabel('เริ่ม'), day, '18:00');
  await pickDateTime(page, eventForm.getByLabel('สิ้นสุด'), day, '21:00');
  await eventForm.getByLabel('ราคา (บาท)').fill('900');
  // A rule the form checks before sending: the early-bird price must be lower.
  await eventForm.getByLabel('ราคา Early Bird (บาท)').fill('900');
  await pickDateTime(page, eventForm.getByLabel('Early Bird ถึง'), bangkokDay(5), '23:00');
  await eventForm.getByRole('button', { name: 'บันทึก' }).click();
  await expect(eventForm.getByText('ราคา Early Bird ต้องต่ำกว่าราคาปกติ')).toBeVisible();
  await eventForm.getByLabel('ราคา Early Bird (บาท)').fill('700');
  await eventForm.getByRole('button', { name: 'บันทึก' }).click();
  await expectToast(page, 'บันทึกเรียบร้อยแล้ว');
  const row = page.getByRole('row').filter({ hasText: eventName });
  await expect(row).toContainText('900.00 บาท');
  await expect(row).toContainText('Early Bird 700.00 บาท');
  await expect(row).toContainText('0 คน');

  // The member, in a browser of their own, sees the event at the early-bird price.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/login');
  await memberPage.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  await memberPage.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(memberPage).toHaveURL(/\/$/);
  // A new member meets the chapter's privacy notice before anything else (issue 19).
  await memberPage.getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(memberPage.getByRole('link', { name: 'ระบบหลังบ้าน' })).toHaveCount(0);
  await memberPage.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }).click();
  const card = memberPage.getByRole('article', { name: eventName });
  const price = card.getByTestId('event-price');
  await expect(price).toContainText('700.00 บาท');
  await expect(price.locator('del')).toContainText('900.00 บาท');
  await expect(price).toContainText(/ราคา Early Bird ถึง \d{2}\/\d{2}\/\d{4} 23:00/);

  // The admin deactivates the member.
  await page.getByRole('tab', { name: 'สมาชิก' }).click();
  await page.getByRole('textbox', { name: 'ค้นหา' }).fill(phone);
  const memberRow = page.getByRole('row').filter({ hasText: memberName });
  await expect(memberRow).toHaveCount(1);
  await memberRow.getByRole('button', { name: 'ระงับบัญชี' }).click();
  const confirm = page.getByRole('dialog', { name: 'ยืนยันการระงับบัญชี' });
  await confirm.getByRole('button', { name: 'ระงับบัญชี' }).click();
  await expectToast(page, 'บันทึกเรียบร้อยแล้ว');
  await expect(memberRow).toContainText('ระงับแล้ว');

  // The member's open session stops working at their next request: back to the login page.
  await memberPage.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
  await expect(memberPage).toHaveURL(/\/login$/);
  await memberPage.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  await memberPage.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(memberPage.getByText('Login Failed')).toBeVisible();
  await memberContext.close();

  // Every change is in the audit log, with who made it.
  await page.getByRole('tab', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  const entries = page.getByRole('listitem').filter({ hasText: 'สมศักดิ์ ใจดี' });
  await expect(entries.filter({ hasText: 'ระงับบัญชีสมาชิก' }).filter({ hasText: memberName })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'สร้างกิจกรรม' }).first()).toBeVisible();
});

test('an admin reads and picks event times in Thai, DD/MM/YYYY HH:mm in Bangkok, and filters the audit log by a Thai date', async ({
  page,
  login,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString().slice(-6);
  const name = `ประชุมเลื่อนเวลา ${stamp}`;
  const first = bangkokDay(20);
  const moved = bangkokDay(21);
  const iso = ({ year, month, day }: typeof first, time: string) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}:00+07:00`;

  await login(demo.staff);
  const admin = await pageUser(page, demo.staff);
  await apiPost(request, admin, routePaths.adminCreateEvent.path, {
    name,
    location_name: 'ห้องประชุมชั้น 2',
    event_start_date_time: iso(first, '19:00'),
    event_end_date_time: iso(first, '21:00'),
    price: 450,
    early_bird_price: null,
    early_bird_end_date_time: null,
  });

  // The list and the form write the event's times as the chapter reads them.
  await page.goto('/admin/events');
  await choose(page, 'ปี', String(first.year));
  await choose(page, 'เดือน', thaiMonths[first.month - 1] as string);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${shown(first)} 19:00 – 21:00`);
  await row.getByRole('button', { name: 'แก้ไข' }).click();
  const form = page.getByRole('dialog', { name: 'แก้ไขกิจกรรม' });
  await expect(form.getByLabel('เริ่ม')).toHaveText(`${shown(first)} 19:00`);
  await expect(form.getByLabel('สิ้นสุด')).toHaveText(`${shown(first)} 21:00`);

  // The next day, half an hour earlier: picked in the Thai calendar and saved.
  await pickDateTime(page, form.getByLabel('เริ่ม'), moved, '18:30');
  await pickDateTime(page, form.getByLabel('สิ้นสุด'), moved, '20:30');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expectToast(page, 'บันทึกเรียบร้อยแล้ว');
  await choose(page, 'ปี', String(moved.year));
  await choose(page, 'เดือน', thaiMonths[moved.month - 1] as string);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`${shown(moved)} 18:30 – 20:30`);

  // The audit log's day filter is a Thai calendar too, and the edit reads as a Thai sentence.
  await page.getByRole('tab', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  const today = bangkokDay(0);
  await pickDate(page, page.getByLabel('ตั้งแต่วันที่'), today);
  const edit = page.getByRole('listitem').filter({ hasText: `แก้ไขกิจกรรม "${name}"` });
  await expect(edit).toContainText(`เริ่ม: ${shown(first)} 19:00 → ${shown(moved)} 18:30`);
});

test('a member without the Admin role is not offered the back office, and the API refuses it', async ({
  page,
  login,
  request,
}) => {
  await login(demo.paidUp);
  await expect(page.getByRole('link', { name: 'ระบบหลังบ้าน' })).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page.getByRole('status')).toContainText('ส่วนนี้สำหรับผู้ดูแลระบบ (Admin) เท่านั้น');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await request.get(routePaths.adminMembers.path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
});

test('an admin imports members from a CSV: bad rows are shown and nothing is written until the file is fixed', async ({
  page,
  login,
}) => {
  test.slow();
  const stamp = Date.now().toString().slice(-6);
  const phoneA = `086${stamp}1`;
  const phoneB = `086${stamp}2`;
  const header = 'first_name,last_name,phone,email,company,position,website,roles,active';
  const bad = [header, `นำเข้า,คนแรก${stamp},${phoneA},,,,,,`, `,ไม่มีชื่อ,${phoneB},,,,,,`, `นำเข้า,เบอร์ผิด,12345,,,,,,`];
  const good = [header, `นำเข้า,คนแรก${stamp},${phoneA},,"บริษัท, จำกัด",,,,`, `นำเข้า,คนที่สอง${stamp},${phoneB},,,,,,`];
  const file = (lines: string[]) => ({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  });

  await login(demo.staff);
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'นำเข้า CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'นำเข้าสมาชิกจากไฟล์ CSV' });
  await dialog.getByTestId('csv-file').setInputFiles(file(bad));
  await expect(dialog.getByRole('status')).toContainText('พร้อมนำเข้า 1 แถว มีข้อผิดพลาด 2 แถว');
  await expect(dialog.getByRole('row').filter({ hasText: 'ไม่มีชื่อ' })).toContainText('กรุณากรอกชื่อ');
  await expect(dialog.getByRole('row').filter({ hasText: 'เบอร์ผิด' })).toContainText('หมายเลขโทรศัพท์ไม่ถูกต้อง');
  await expect(dialog.getByRole('button', { name: /^นำเข้า \d+ คน$/ })).toBeDisabled();

  await dialog.getByTestId('csv-file').setInputFiles(file(good));
  await expect(dialog.getByRole('status')).toContainText('พร้อมนำเข้า 2 แถว มีข้อผิดพลาด 0 แถว');
  await dialog.getByRole('button', { name: 'นำเข้า 2 คน' }).click();
  await expectToast(page, 'นำเข้าสมาชิก 2 คนเรียบร้อยแล้ว');
  await page.getByRole('textbox', { name: 'ค้นหา' }).fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: `คนแรก${stamp}` })).toContainText('บริษัท, จำกัด');
  await expect(page.getByRole('row').filter({ hasText: `คนที่สอง${stamp}` })).toBeVisible();

  // The export is a file with the same columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("an admin's bank account holder shows on members' payment screen, and a blank one falls back to the default", async ({
  page,
  login,
  browser,
}) => {
  test.slow();
  // Only the account holder changes: other specs check the demo's bank name and account number.
  const holder = `บัญชีชาปเตอร์ ${Date.now().toString().slice(-6)}`;
  await login(demo.staff);
  await page.goto('/admin/settings');
  const field = page.getByRole('textbox', { name: 'ชื่อบัญชี' });
  await field.fill(holder);
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expectToast(page, 'บันทึกเรียบร้อยแล้ว');

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  try {
    await memberPage.goto('/login');
    await memberPage.getByLabel('หมายเลขโทรศัพท์').fill(demo.paidUp);
    await memberPage.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await memberPage.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
    await expect(memberPage.getByRole('region', { name: 'โอนเงินเข้าบัญชี' })).toContainText(holder);
  } finally {
    await field.fill('');
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expectToast(page, 'บันทึกเรียบร้อยแล้ว');
    await memberContext.close();
  }
  const config = await (await page.request.get(routePaths.config.path)).json();
  expect(config.bank.account_holder).toBe('ชาปเตอร์สาธิต (บัญชีตัวอย่าง)');
});
