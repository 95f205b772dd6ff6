import { routePaths } from '@chapter/contract/route-paths';
import { demo, expect, test } from '../fixtures.ts';
import {
  checkDialog,
  expectPaymentLoaded,
  memberScreens,
  openSection,
  openTab,
  PAGE_LOAD,
  widths,
} from './accessibility-screens.ts';
import { expectAccessible } from './axe.ts';
import { apiGet, apiLogin, apiPost, pageUser } from './staff-api.ts';

/*
 * The accessibility sweep: axe-core (axe.ts) on every screen and main dialog, at 360 and 1280 px,
 * as a member, as staff and Admin (the demo's staff account holds both roles, so its home shows
 * the staff tabs and its back office the Admin's), and signed out. One login per role and width;
 * dialogs are opened and closed without saving, so the shared demo chapter is left as it was.
 */

for (const { name, viewport, hasTouch } of widths) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, hasTouch });

    test(`signed-out pages have no accessibility problems on ${name}`, async ({ page, request }) => {
      test.slow();
      await test.step('login page', async () => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Demo Chapter Login' })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, 'login page');
      });
      await test.step('404 page', async () => {
        await page.goto('/no/such/page');
        await expect(page.getByText('404', { exact: true })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '404 page');
      });
      await test.step('mini-app landing', async () => {
        await page.goto('/liff/profile');
        await expect(page.locator('body')).not.toBeEmpty();
        await expect(page.getByRole('heading').first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/liff/profile landing');
      });
      await test.step('public business card and its 404', async () => {
        const member = await apiLogin(request, demo.owing);
        const profile = await apiGet<{ public_card_id: string }>(request, member, routePaths.profile.path);
        await page.goto(`/nc/${profile.public_card_id}`);
        await expect(page.getByRole('heading', { name: 'สมชาย รักงาน' })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, 'public business card');
        await page.goto('/nc/AAAAAAAAAAAAAAAAAAAAAA');
        await expect(page.getByRole('alert')).toContainText('ไม่พบนามบัตรนี้');
        await expectAccessible(page, 'unknown business card');
      });
    });

    test(`a member’s screens and dialogs have no accessibility problems on ${name}`, async ({ page, login }) => {
      test.slow();
      await login(demo.owing);
      await memberScreens(page, 'member');
      await test.step('mini-app screens', async () => {
        await page.goto('/liff-app/event');
        await expect(page.getByTestId('mini-app-member')).toBeVisible(PAGE_LOAD);
        await expect(page.getByRole('article').first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/liff-app/event');
        await page.goto('/liff-app/payment');
        await expectPaymentLoaded(page);
        await expectAccessible(page, '/liff-app/payment');
      });
    });

    test(`staff and Admin screens and dialogs have no accessibility problems on ${name}`, async ({
      page,
      login,
      browser,
      request,
    }) => {
      // Some twenty-five screens and dialogs behind one login.
      test.slow();
      await login(demo.staff);
      const staff = await pageUser(page, demo.staff);
      await memberScreens(page, 'staff');

      await test.step('payment validation and a slip', async () => {
        await openTab(page, 'ตรวจสอบการชำระเงิน');
        const members = page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
        await expect(members.getByRole('tab').first()).toBeVisible(PAGE_LOAD);
        const chosen = members.getByRole('tab', { name: /สมชาย รักงาน/ });
        await chosen.click();
        await expect(chosen).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel').filter({ has: page.getByTestId('member-slip') });
        await expect(panel.getByTestId('member-slip').first()).toBeVisible();
        await expectAccessible(page, 'payment validation with a member chosen');
        await checkDialog(
          page,
          () =>
            panel
              .getByRole('button', { name: /^ดูสลิปที่อัปโหลดเมื่อ/ })
              .first()
              .click(),
          page.getByRole('dialog', { name: /^อัปโหลดเมื่อ/ }),
          'staff: slip image dialog',
        );
      });
      await test.step('participant list, send-names and outbox dialogs', async () => {
        await openTab(page, 'รายชื่อผู้เข้าร่วม');
        await expect(page.getByRole('checkbox', { name: /^เลือก / }).first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, 'participant list');
        // Offered only once an event is chosen (phone-screens.spec.ts opens it with one).
        const sendNames = page.getByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' });
        if (await sendNames.isVisible()) {
          await checkDialog(
            page,
            () => sendNames.click(),
            page.getByRole('dialog', { name: /^ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง/ }),
            'send names dialog',
          );
        }
        await checkDialog(
          page,
          () => page.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }).click(),
          page.getByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' }),
          'outbox dialog',
        );
        const rules = page.getByRole('button', { name: 'กฎการเตือนชำระ' });
        if ((await rules.count()) > 0) {
          await checkDialog(
            page,
            () => rules.click(),
            page.getByRole('dialog', { name: 'กฎการเตือนชำระทาง LINE' }),
            'reminder rules dialog',
          );
        }
      });
      await test.step('LINE accounts', async () => {
        await openTab(page, 'บัญชี LINE');
        await expect(page.getByTestId('line-member').first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, 'LINE accounts');
      });

      await test.step('back office: events, the event form and its date picker', async () => {
        await page.getByRole('link', { name: 'ระบบหลังบ้าน' }).click();
        await expect(page).toHaveURL(/\/admin\/events$/);
        await expect(page.getByRole('main').getByRole('button', { name: 'แก้ไข' }).first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/events');
        await page.getByRole('button', { name: 'สร้างกิจกรรม' }).click();
        const form = page.getByRole('dialog', { name: 'สร้างกิจกรรมใหม่' });
        await expect(form.getByLabel('ชื่อกิจกรรม')).toBeVisible();
        await expectAccessible(page, 'event form');
        await form.getByLabel('เริ่ม').click();
        await expect(page.getByRole('button', { name: 'เลือกเดือน' })).toBeVisible();
        await expectAccessible(page, 'event form with its date picker open');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'เลือกเดือน' })).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(form).toBeHidden();
        await checkDialog(
          page,
          () => page.getByRole('main').getByRole('button', { name: 'แก้ไข' }).first().click(),
          page.getByRole('dialog', { name: 'แก้ไขกิจกรรม' }),
          'edit event form',
        );
      });
      await test.step('back office: members and their dialogs', async () => {
        await openSection(page, 'สมาชิก', 'members');
        await expect(page.getByRole('main').getByText('สมศักดิ์ ใจดี').first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/members');
        await checkDialog(
          page,
          () => page.getByRole('button', { name: 'เพิ่มสมาชิก' }).click(),
          page.getByRole('dialog', { name: 'เพิ่มสมาชิก' }),
          'new member form',
        );
        await checkDialog(
          page,
          () => page.getByRole('button', { name: 'นำเข้า CSV' }).click(),
          page.getByRole('dialog', { name: 'นำเข้าสมาชิกจากไฟล์ CSV' }),
          'CSV import dialog',
        );
        await checkDialog(
          page,
          () => page.getByRole('main').getByRole('button', { name: 'แก้ไข' }).first().click(),
          page.getByRole('dialog').first(),
          'member edit form',
        );
        await checkDialog(
          page,
          () => page.getByRole('main').getByRole('button', { name: 'ระงับบัญชี' }).first().click(),
          page.getByRole('dialog', { name: 'ยืนยันการระงับบัญชี' }),
          'deactivate confirm dialog',
        );
      });
      await test.step('back office: payments', async () => {
        await openSection(page, 'การชำระเงิน', 'payments');
        await expect(page.getByRole('region', { name: 'ยอดรวมของเดือน' })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/payments');
        const reverse = page.getByRole('main').getByRole('button', { name: 'ยกเลิกการยืนยัน' }).first();
        if ((await reverse.count()) > 0) {
          await checkDialog(
            page,
            () => reverse.click(),
            page.getByRole('dialog', { name: 'ยกเลิกการยืนยันการชำระเงิน' }),
            'payment reversal dialog',
          );
        }
      });
      await test.step('back office: settings, audit log, privacy', async () => {
        await openSection(page, 'ตั้งค่าชาปเตอร์', 'settings');
        await expect(page.getByRole('textbox', { name: 'ชื่อบัญชี' })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/settings');
        await openSection(page, 'บันทึกการเปลี่ยนแปลง', 'audit');
        await expect(page.getByRole('main').getByText('สมศักดิ์ ใจดี').first()).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/audit');
        await openSection(page, 'ความเป็นส่วนตัว', 'privacy');
        await expect(page.getByRole('heading', { name: 'ประกาศที่ใช้อยู่' })).toBeVisible(PAGE_LOAD);
        await expectAccessible(page, '/admin/privacy');
      });

      await test.step('the privacy notice a new member meets first', async () => {
        // A member of this test's own who has not agreed yet.
        const phone = `086${Date.now().toString().slice(-7)}`;
        await apiPost(request, staff, routePaths.adminCreateMember.path, {
          first_name: 'ทดสอบ',
          last_name: `เข้าถึงได้${phone}`,
          phone,
        });
        const context = await browser.newContext({ viewport, hasTouch });
        try {
          const newcomer = await context.newPage();
          await newcomer.goto('/login');
          await newcomer.getByLabel('หมายเลขโทรศัพท์').fill(phone);
          await newcomer.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
          await expect(newcomer.getByRole('heading', { name: 'ประกาศความเป็นส่วนตัว' })).toBeVisible(PAGE_LOAD);
          await expect(newcomer.getByTestId('privacy-notice-body')).not.toBeEmpty();
          await expectAccessible(newcomer, 'privacy notice (consent page)');
        } finally {
          await context.close();
        }
      });
    });
  });
}
