import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { newEvent, newMember } from './own-data.ts';
import { apiLogin } from './staff-api.ts';

/*
 * Issue 32: with the server out of reach or the browser offline, whatever fails says so in Thai, in
 * place, and the rest of the app keeps working; back online, trying again works. Never a white
 * page, the page's generic crash, or a spinner that never stops.
 */

const noServer = 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองอีกครั้ง';

/** Every request to the server fails, as with the server unreachable: its API and the app's code. */
async function cutTheServer(page: Page) {
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
}

async function restoreTheServer(page: Page) {
  await page.unroute('**/api/**');
  await page.unroute('**/assets/**');
}

test('offline, a tab not opened yet and a registration say in Thai that there is no connection; back online, retrying works', async ({
  page,
  context,
  request,
  login,
}) => {
  const admin = await apiLogin(request, demo.staff);
  const member = await newMember(request, admin, 'ออฟไลน์');
  const event = await newEvent(request, admin, `กิจกรรมออฟไลน์ ${Date.now()}`, {
    startsInMinutes: 7 * 24 * 60,
    hours: 2,
    price: 300,
  });
  await login(member.phone);
  await expect(page.getByRole('tab', { name: 'โปรไฟล์' })).toHaveAttribute('aria-selected', 'true');

  await test.step('a tab whose code cannot be fetched says so in its place; the menu keeps working', async () => {
    await cutTheServer(page);
    await page.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toBeVisible();
    await expect(panel.getByText(/เชื่อมต่อเซิร์ฟเวอร์ไม่ได้/)).toBeVisible();
    await expect(page.getByText(/ขออภัย หน้านี้ทำงานผิดพลาด/)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'แจ้งชำระเงิน' })).toBeVisible();
  });

  await test.step('back online, "ลองอีกครั้ง" fetches the tab and shows it', async () => {
    await restoreTheServer(page);
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).click();
    await expect(page.getByRole('article', { name: event.name })).toBeVisible();
    await expect(page.getByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toHaveCount(0);
  });

  const card = page.getByRole('article', { name: event.name });
  const registerButton = card.getByRole('button', { name: 'ลงทะเบียน', exact: true });

  // The first toast of this page load: it shows though nothing can be fetched (its code came with the page).
  await test.step('offline, tapping register shows the Thai no-connection toast and the button stops spinning', async () => {
    await context.setOffline(true);
    await registerButton.click();
    const toast = page.getByRole('alert').filter({ hasText: noServer });
    await expect(toast).toBeVisible();
    await expect(registerButton).not.toHaveAttribute('data-loading');
    await expect(registerButton).toBeEnabled();
    await toast.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
    await expect(toast).toBeHidden();
  });

  await test.step('back online, tapping register again registers', async () => {
    await context.setOffline(false);
    await registerButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'ลงทะเบียนสำเร็จ' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' })).toBeVisible();
  });
});
