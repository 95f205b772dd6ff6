import { fullName } from '@chapter/contract/names';
import type { TCreatedVisitInvitation } from '@chapter/contract/visitors';
import type { Browser, Page } from '@playwright/test';
import { demo, expect } from '../fixtures.ts';
import { expectAccessible } from './axe.ts';
import { baht } from './demo-api.ts';
import { expectFitsWidth } from './layout-checks.ts';
import { slipScreenshot, transferSlip } from './slips.ts';
import { bangkok, expectToast } from './staff-api.ts';

/*
 * The visitor's side of visitors.spec.ts (issue 34) and staff confirming their fee: a visitor with
 * no account opens their link in a browser of their own, registers and pays; staff confirm in the
 * validation queue's guests.
 */

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 740 };

export interface Visitor {
  firstName: string;
  lastName: string;
  company: string;
  category: string;
  phone: string;
  name: string;
}

/** A visitor nobody has registered before: the phone is new each run, so no third-visit rule applies. */
export function newVisitor(): Visitor {
  const stamp = `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;
  const [firstName, lastName] = ['วิไลพร', `เยี่ยมชม${stamp}`];
  const company = `วิไลการค้า ${stamp}`;
  return {
    firstName,
    lastName,
    company,
    category: 'ประกันชีวิต',
    phone: `086${stamp}`,
    name: fullName(firstName, lastName),
  };
}

export async function visitorContext(browser: Browser, viewport: typeof DESKTOP, hasTouch: boolean) {
  // No storage at all: the visitor has no account and has never opened the app.
  return browser.newContext({ viewport, hasTouch, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
}

/**
 * The visitor, in a browser that has never signed in: reads the invitation and the notice, is held
 * to the agreement, registers, sees the fee and the QR, and sends a slip that then waits for staff.
 */
export async function registerAndSendSlip(
  page: Page,
  link: string,
  invitation: TCreatedVisitInvitation,
  visitor: Visitor,
  phone: boolean,
) {
  // The demo's 650: meeting-series.spec.ts raises the series' fee for a moment, so the invitation's own is expected.
  const fee = invitation.meeting.visitor_fee;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'คำเชิญเข้าร่วมประชุม' })).toBeVisible();
  const meeting = page.getByRole('region', { name: invitation.meeting.name });
  await expect(meeting).toContainText(`วันที่ ${bangkok(invitation.meeting.event_start_date_time).date}`);
  await expect(meeting).toContainText(`เชิญโดย ${invitation.host_name}`);
  await expect(page.getByTestId('visit-fee')).toHaveText(`ค่าเข้าร่วมสำหรับผู้เยี่ยมชม ${baht(fee)} บาท`);
  await expect(page.getByRole('region', { name: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม' })).toBeVisible();
  await expect(page.getByTestId('visit-notice-body')).not.toBeEmpty();
  if (phone) {
    await expectFitsWidth(page, 'หน้าคำเชิญ: ประกาศและแบบลงทะเบียน');
    await expectAccessible(page, 'หน้าคำเชิญ: ประกาศและแบบลงทะเบียน');
  }

  // Nothing is sent without the agreement: the form says so under the box.
  const form = page.getByRole('form', { name: 'ลงทะเบียนผู้เยี่ยมชม' });
  const agree = form.getByRole('checkbox', { name: /^ข้าพเจ้าได้อ่านและยอมรับประกาศความเป็นส่วนตัว/ });
  await form.getByRole('textbox', { name: /^ชื่อ/ }).fill(visitor.firstName);
  await form.getByRole('textbox', { name: /^นามสกุล/ }).fill(visitor.lastName);
  await form.getByRole('textbox', { name: /^บริษัท/ }).fill(visitor.company);
  await form.getByRole('textbox', { name: /^ประเภทธุรกิจ/ }).fill(visitor.category);
  await form.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }).fill(visitor.phone);
  await form.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expect(form).toContainText('กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนลงทะเบียน');
  await agree.check();
  await form.getByRole('button', { name: 'ลงทะเบียน', exact: true }).click();
  await expectToast(page, 'ลงทะเบียนเรียบร้อยแล้ว');

  const status = page.getByTestId('visit-status');
  await expect(status).toHaveText('รอชำระเงิน');
  const mine = page.getByRole('region', { name: 'การลงทะเบียนของคุณ' });
  await expect(mine).toContainText(`${visitor.name} (${visitor.company})`);
  await expect(page.getByTestId('visit-owed')).toHaveText(`ยอดที่ต้องชำระ ${baht(fee)} บาท`);
  const pay = page.getByRole('region', { name: 'ชำระค่าเข้าร่วม' });
  const qr = pay.getByTestId('promptpay-qr');
  await expect(qr).toHaveAttribute('alt', `QR พร้อมเพย์สำหรับโอน ${baht(fee)} บาท`);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (phone) {
    await expectFitsWidth(page, 'หน้าคำเชิญ: ชำระค่าเข้าร่วม');
    await expectAccessible(page, 'หน้าคำเชิญ: ชำระค่าเข้าร่วม');
  }

  // A slip of the visitor's own transfer (a reference of its own, so the duplicate rule lets it in).
  const chooser = page.waitForEvent('filechooser');
  await pay.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await (await chooser).setFiles(await slipScreenshot(transferSlip(fee, { senderName: visitor.name })));
  const dialog = page.getByRole('dialog', { name: 'ยอดเงินที่โอน' });
  await expect(dialog.getByLabel('ยอดเงินที่โอน (บาท)')).toHaveValue(String(fee));
  await dialog.getByRole('button', { name: 'ส่งสลิป' }).click();
  await expectToast(page, 'ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ');
  await expect(status).toHaveText('สลิปรอตรวจสอบ');
  await expect(page.getByRole('region', { name: 'สลิปที่ส่งแล้ว' })).toContainText('รอตรวจสอบ');
  if (phone) await expectAccessible(page, 'หน้าคำเชิญ: สลิปรอตรวจสอบ');
}

/** Staff, on their own desktop: the visitor is in the guests' part of the queue; they confirm the fee. */
export async function staffConfirm(browser: Browser, visitor: Visitor, hostName: string) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('หมายเลขโทรศัพท์').fill(demo.staff);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
    const guests = page.getByRole('tablist', { name: 'ผู้เยี่ยมชมและตัวแทนที่มีสลิปรอตรวจสอบ' });
    const entry = guests.getByRole('tab', { name: visitor.name });
    await expect(entry).toContainText(`เชิญโดย ${hostName}`);
    await entry.click();
    const panel = page.getByRole('tabpanel', { name: visitor.name });
    await expect(panel.getByTestId('guest-kind')).toHaveText('ผู้เยี่ยมชม');
    await expect(panel.getByTestId('guest-details')).toContainText(visitor.company);
    await expect(panel.getByTestId('member-slip')).toHaveCount(1);
    await expect(panel.getByTestId('cannot-confirm')).toHaveCount(0);
    await panel.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
    await expectToast(page, 'ยืนยันการชำระเงินเรียบร้อยแล้ว');
    await expect(entry).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/** The visitor's page after staff confirmed: paid, nothing left to pay, the slip checked. */
export async function expectPaid(page: Page) {
  await page.reload();
  await expect(page.getByTestId('visit-status')).toHaveText('ชำระแล้ว');
  await expect(page.getByText('ชำระค่าเข้าร่วมเรียบร้อยแล้ว พบกันในวันประชุม')).toBeVisible();
  await expect(page.getByRole('region', { name: 'ชำระค่าเข้าร่วม' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'สลิปที่ส่งแล้ว' })).toContainText('ตรวจสอบแล้ว');
}
