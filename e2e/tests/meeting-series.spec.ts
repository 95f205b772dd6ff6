import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { openSection, widths } from './accessibility-screens.ts';
import { expectAccessible } from './axe.ts';
import { bangkokDay, shown } from './date-pickers.ts';
import { expectFitsWidth } from './layout-checks.ts';
import { apiGet, pageUser } from './staff-api.ts';
import { expectTouchTargets } from './touch-targets.ts';

/*
 * The weekly meeting's page in the back office (ADR 53), on the demo chapter, whose series is
 * Thursdays 06:30–09:00, 450 ฿ for a member and 650 ฿ for a visitor. Every spec shares the demo:
 * the visitor fee changed here is put back to 650 before the test ends, whatever happens, and the
 * two widths run one after the other so neither sees the other's change.
 */
test.describe.configure({ mode: 'serial' });

const DEMO_VISITOR_FEE = 650;

interface SeriesView {
  series: { visitor_fee: number } & Record<string, unknown>;
}

/** The next Thursday after today, as the app writes it: a meeting that has not started. */
function nextThursday(): string {
  for (let days = 1; days <= 7; days += 1) {
    const day = bangkokDay(days);
    if (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 4) return shown(day);
  }
  throw new Error('no Thursday in a week');
}

const visitorFee = (page: Page) => page.getByRole('textbox', { name: /^ค่าผู้เยี่ยมชม/ });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'บันทึกการประชุมประจำสัปดาห์แล้ว' });

async function saveVisitorFee(page: Page, fee: number) {
  await visitorFee(page).fill(String(fee));
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(saved(page)).toBeVisible();
  await expect(visitorFee(page)).toHaveValue(String(fee));
  // Closed, so the next save's account is a new one.
  await saved(page).getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
  await expect(saved(page)).toBeHidden();
}

for (const { name, viewport, hasTouch } of widths) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport, hasTouch });

    test(`the admin sees the demo's weekly meeting and its coming meetings, changes the visitor fee and is told what saving did, on ${name}`, async ({
      page,
      login,
      request,
    }) => {
      test.slow();
      await login(demo.staff);
      await page.goto('/admin/events');
      await openSection(page, 'ประชุมประจำสัปดาห์', 'meetings');

      // The demo's series in the form.
      await expect(page.getByRole('combobox', { name: /^วัน/ })).toHaveValue('พฤหัสบดี');
      await expect(page.getByRole('spinbutton', { name: 'เวลาเริ่ม ชั่วโมง' })).toHaveValue('06');
      await expect(page.getByRole('spinbutton', { name: 'เวลาเริ่ม นาที' })).toHaveValue('30');
      await expect(page.getByRole('spinbutton', { name: 'เวลาเลิก ชั่วโมง' })).toHaveValue('09');
      await expect(page.getByRole('spinbutton', { name: 'เวลาเลิก นาที' })).toHaveValue('00');
      await expect(page.getByRole('textbox', { name: /^ราคาสมาชิก/ })).toHaveValue('450');
      await expect(visitorFee(page)).toHaveValue(String(DEMO_VISITOR_FEE));

      // Its coming meetings: next Thursday's is open, 06:30–09:00; a row on a desktop, a card on a phone.
      const meeting = page.getByRole(viewport.width < 576 ? 'listitem' : 'row').filter({ hasText: nextThursday() });
      await expect(meeting).toContainText('06:30–09:00');
      await expect(meeting).toContainText('เปิดรับ');
      await expect(meeting.getByRole('button', { name: 'ยกเลิกกิจกรรม' })).toBeVisible();
      await expectAccessible(page, `/admin/meetings on ${name}`);
      if (hasTouch) {
        await expectFitsWidth(page, '/admin/meetings');
        await expectTouchTargets(page, '/admin/meetings');
      }

      const admin = await pageUser(page, demo.staff);
      try {
        await saveVisitorFee(page, 700);
        const changed = await apiGet<SeriesView>(request, admin, routePaths.adminMeetingSeries.path);
        expect(changed.series.visitor_fee).toBe(700);
        await saveVisitorFee(page, DEMO_VISITOR_FEE);
      } finally {
        // Put the demo back even when a step above failed: other specs read its meetings.
        const view = await apiGet<SeriesView>(request, admin, routePaths.adminMeetingSeries.path);
        if (view.series.visitor_fee !== DEMO_VISITOR_FEE) {
          const { id: _, updated_at: __, ...values } = view.series;
          const response = await request.put(routePaths.adminSaveMeetingSeries.path, {
            data: { ...values, visitor_fee: DEMO_VISITOR_FEE },
            headers: { Authorization: `Bearer ${admin.token}` },
          });
          expect(response.status(), 'putting the demo series back').toBe(200);
        }
      }
    });
  });
}
