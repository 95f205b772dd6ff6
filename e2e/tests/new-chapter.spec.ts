import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { newChapterE2e, newChapterUrl } from '../new-chapter-setup.ts';
import { bangkokDay, pickDateTime } from './date-pickers.ts';

/*
 * The "done when": a chapter that starts from an empty database with only the first admin
 * (made by `npm run admin -- create-admin` before its server started) is set up entirely through the
 * screens, and its members can use it. One test, in order, on a server of its own.
 */

async function loginAt(page: Page, phone: string) {
  await page.goto(`${newChapterUrl}/login`);
  await page.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(`${newChapterUrl}/`);
}

async function saved(page: Page) {
  const toast = page.getByRole('alert').filter({ hasText: 'บันทึกเรียบร้อยแล้ว' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
}

async function addMember(page: Page, first: string, last: string, phone: string, role?: string) {
  await page.getByRole('button', { name: 'เพิ่มสมาชิก' }).click();
  const form = page.getByRole('dialog', { name: 'เพิ่มสมาชิก' });
  await form.getByRole('textbox', { name: /^ชื่อ( \*)?$/ }).fill(first);
  await form.getByLabel('นามสกุล').fill(last);
  await form.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  if (role) await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await saved(page);
  await expect(form).toBeHidden();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('a new chapter is set up through the screens from its first admin, and a member registers and sees where to pay', async ({
  page,
  browser,
}) => {
  test.slow();
  await loginAt(page, newChapterE2e.admin.phone);
  // Only the admin exists: three member tabs, the door, attendance, LINE accounts and the back office.
  await expect(page.getByRole('tab')).toHaveCount(6);
  await expect(page.getByRole('tab', { name: 'บัญชี LINE' })).toBeVisible();
  await page.getByRole('link', { name: 'ระบบหลังบ้าน' }).click();
  // No LINE here, so login is a phone number alone (LOGIN_CONFIRMATION=off): every page says so.
  await expect(
    page.getByRole('alert').filter({ hasText: 'คำเตือน: เข้าสู่ระบบทางเว็บได้ด้วยหมายเลขโทรศัพท์อย่างเดียว' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'ตั้งค่าชาปเตอร์' }).click();
  await page.getByRole('textbox', { name: 'ชื่อชาปเตอร์' }).fill('BNI เริ่มใหม่');
  await page.getByRole('textbox', { name: 'ธนาคาร' }).fill('ธนาคารไทยพาณิชย์');
  await page.getByRole('textbox', { name: 'ชื่อบัญชี' }).fill('ชาปเตอร์เริ่มใหม่');
  await page.getByRole('textbox', { name: 'เลขที่บัญชี' }).fill('987-6-54321-0');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await saved(page);

  await page.getByRole('tab', { name: 'สมาชิก' }).click();
  await addMember(page, 'เหรัญญิก', 'คนใหม่', '081-000-0002', 'เลขานุการ/เหรัญญิก');
  await addMember(page, 'สมาชิก', 'คนแรก', '081-000-0003');
  await expect(page.getByRole('row')).toHaveCount(4);

  await page.getByRole('tab', { name: 'กิจกรรม' }).click();
  await page.getByRole('button', { name: 'สร้างกิจกรรม' }).click();
  const form = page.getByRole('dialog', { name: 'สร้างกิจกรรมใหม่' });
  await form.getByLabel('ชื่อกิจกรรม').fill('ประชุมครั้งแรก');
  await form.getByLabel('สถานที่').fill('ห้องประชุมโรงแรม');
  await pickDateTime(page, form.getByLabel('เริ่ม'), bangkokDay(3), '07:00');
  await pickDateTime(page, form.getByLabel('สิ้นสุด'), bangkokDay(3), '09:00');
  await form.getByLabel('ราคา (บาท)').fill('450');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await saved(page);

  // A member of the new chapter.
  const member = await newPage(browser);
  try {
    await member.page.goto(`${newChapterUrl}/login`);
    await expect(member.page.getByRole('heading', { name: 'BNI เริ่มใหม่ Login' })).toBeVisible();
    await loginAt(member.page, '0810000003');
    await member.page.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }).click();
    const card = member.page.getByRole('article', { name: 'ประชุมครั้งแรก' });
    await card.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
    await expect(card).toContainText('ลงทะเบียนแล้ว ราคา 450.00 บาท');
    await member.page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click();
    await expect(member.page.getByTestId('outstanding-amount')).toContainText('450.00 บาท');
    const bank = member.page.getByRole('region', { name: 'โอนเงินเข้าบัญชี' });
    await expect(bank).toContainText('ธนาคารไทยพาณิชย์');
    await expect(bank).toContainText('ชาปเตอร์เริ่มใหม่');
    await expect(member.page.getByTestId('account-number')).toHaveText('987-6-54321-0');
  } finally {
    await member.context.close();
  }

  // The treasurer the admin added sees the staff tabs, with the member who owes.
  const treasurer = await newPage(browser);
  try {
    await loginAt(treasurer.page, '0810000002');
    await treasurer.page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' }).click();
    await expect(treasurer.page.getByRole('row').filter({ hasText: 'สมาชิก คนแรก' })).toContainText('450');
  } finally {
    await treasurer.context.close();
  }
});
