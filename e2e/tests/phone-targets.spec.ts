import { routePaths } from '@chapter/contract/route-paths';
import type { Locator, Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { newEvent, newMember, register } from './own-data.ts';
import { apiLogin, pageUser } from './staff-api.ts';
import { expectToastsOffControls, expectTouchTargets } from './touch-targets.ts';

/*
 * Issue 32 on a 360 px phone: every control is at least 24×24 px to tap (WCAG 2.5.8), and a toast
 * never lies over a control the user can still use (ADR 31). The checks are soft, so one run lists
 * every screen that fails. Data that changes is this test's own (own-data.ts).
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const PAGE_LOAD = { timeout: 60_000 };

async function openTab(page: Page, name: string, loaded: Locator) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(loaded).toBeVisible(PAGE_LOAD);
}

/** Waits for a toast to show and checks it covers no control; then closes it. */
async function checkToast(page: Page, text: string | RegExp, where: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expectToastsOffControls(page, where);
  await toast.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
  await expect(toast).toBeHidden();
}

test('a member’s screens have targets of 24 px, and the toasts of a cancellation, done or refused, cover no button', async ({
  page,
  login,
  request,
}) => {
  test.slow();
  const admin = await apiLogin(request, demo.staff);
  const stamp = `${Date.now().toString().slice(-6)}`;
  const member = await newMember(request, admin, `นิ้วแตะ${stamp}`);
  // Three events a day or more ahead, so the list has buttons above and below the one cancelled.
  const events = [];
  for (const day of [1, 2, 3]) {
    const event = await newEvent(request, admin, `ทดสอบปุ่ม ${stamp} วัน ${day}`, {
      startsInMinutes: day * 24 * 60,
      hours: 2,
      price: 100,
    });
    await register(request, member, event);
    events.push(event);
  }

  await login(member.phone);
  await expect(page.getByTestId('privacy-agreed')).toBeVisible(PAGE_LOAD);
  await expectTouchTargets(page, 'member home, Profile tab');
  await openTab(page, 'แจ้งชำระเงิน', page.getByTestId('account-number'));
  await expectTouchTargets(page, 'member home, Payment notice tab');
  await openTab(page, 'ลงทะเบียนกิจกรรม', page.getByRole('article').first());
  await expectTouchTargets(page, 'member home, Event registration tab');

  const card = page.getByRole('article').filter({ hasText: events[1]?.name ?? '' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการยกเลิกการลงทะเบียน' });
  await expect(dialog).toBeVisible();
  await expectTouchTargets(page, 'cancel registration dialog');
  await dialog.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).click();
  // The page makes room for the toast once the dialog has gone (a dialog keeps the strip free itself).
  await expect(dialog).toBeHidden();
  await checkToast(page, 'ยกเลิกการลงทะเบียนสำเร็จ', 'events, after a cancellation');

  // A refusal: the server answers the next cancellation with a Thai error, as it does for one
  // too late to cancel.
  await page.route(
    (url) => url.pathname === routePaths.unregisterEvent.path,
    (route) => route.fulfill({ status: 400, json: { detail: 'ยกเลิกไม่ได้ในขณะนี้' } }),
  );
  const other = page.getByRole('article').filter({ hasText: events[2]?.name ?? '' });
  await other.scrollIntoViewIfNeeded();
  await other.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).click();
  await dialog.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }).click();
  await checkToast(page, 'ยกเลิกไม่ได้ในขณะนี้', 'events, a cancellation refused');
});

test('staff screens have targets of 24 px, and the toast of a send covers neither the composer nor its results', async ({
  page,
  login,
  request,
}) => {
  test.slow();
  await login(demo.staff);
  const staff = await pageUser(page, demo.staff);
  const recipient = await newMember(request, staff, `ผู้รับนิ้ว${Date.now().toString().slice(-6)}`);
  const fullName = `${recipient.firstName} ${recipient.lastName}`;

  await expect(page.getByTestId('privacy-agreed')).toBeVisible(PAGE_LOAD);
  await expectTouchTargets(page, 'staff home, Profile tab');
  const validation = page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' }).getByRole('tab').first();
  await openTab(page, 'ตรวจสอบการชำระเงิน', validation);
  await expectTouchTargets(page, 'staff home, Payment validation tab');
  await openTab(page, 'บัญชี LINE', page.getByTestId('line-member').first());
  await expectTouchTargets(page, 'staff home, LINE accounts tab');

  await openTab(page, 'รายชื่อผู้เข้าร่วม', page.getByTestId('message-bar'));
  await page.getByRole('combobox', { name: 'เดือน' }).click();
  await page.getByRole('option').first().click();
  await expectTouchTargets(page, 'participant list, a month chosen (clear buttons)');
  await page.getByRole('button', { name: /^ล้าง/ }).first().click();
  await page.getByRole('checkbox', { name: `เลือก ${fullName}` }).check();
  await expectTouchTargets(page, 'participant list');
  await page.getByRole('button', { name: 'เขียนข้อความ' }).click();
  const drawer = page.getByRole('dialog', { name: /^ข้อความถึงสมาชิกที่เลือก/ });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('textbox', { name: /^ข้อความ/ }).fill(`ทดสอบปุ่ม ${Date.now()}`);
  await expectTouchTargets(page, 'participant list, composer drawer');
  await drawer.getByRole('button', { name: /^ส่งข้อความ/ }).click();
  await expect(drawer.getByRole('button', { name: 'ปิดผลการส่ง' })).toBeVisible();
  await checkToast(page, 'ข้อความถูกบันทึกไว้เท่านั้น', 'composer drawer, after a send');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'ระบบหลังบ้าน' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'แก้ไข' }).first()).toBeVisible(PAGE_LOAD);
  await expectTouchTargets(page, '/admin/events');
  await page.getByRole('button', { name: 'สร้างกิจกรรม' }).click();
  const form = page.getByRole('dialog', { name: 'สร้างกิจกรรมใหม่' });
  await expect(form.getByLabel('ชื่อกิจกรรม')).toBeVisible();
  await expectTouchTargets(page, '/admin/events: event form (number inputs)');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  for (const [name, path] of [
    ['สมาชิก', 'members'],
    ['การชำระเงิน', 'payments'],
    ['ตั้งค่าชาปเตอร์', 'settings'],
    ['บันทึกการเปลี่ยนแปลง', 'audit'],
    ['ความเป็นส่วนตัว', 'privacy'],
  ] as const) {
    await page.getByRole('tablist', { name: 'เมนูระบบหลังบ้าน' }).getByRole('tab', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible(PAGE_LOAD);
    await expectTouchTargets(page, `/admin/${path}`);
  }
});
