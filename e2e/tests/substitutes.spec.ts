import { routePaths } from '@chapter/contract/route-paths';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { baht, bahtIn } from './demo-api.ts';
import { expectDialogFitsWidth, expectFitsWidth } from './layout-checks.ts';
import { thaiMonths } from './participants-helpers.ts';
import { type ApiUser, apiGet, bangkok, choose, expectToast, pageUser } from './staff-api.ts';

/*
 * A member who cannot come sends a substitute to the next weekly meeting (ADR 54): the meal fee
 * joins what they owe, and cancelling takes it off again. Once on the desktop's tabs at 1280 px and
 * once in the mini-app pages at 360 px, one after the other, each leaving the member as it found
 * them. Demo member 0890000021 is this spec's; 0890000019's demo substitute is only looked at.
 */

const MEMBER = '0890000021';
const path = (template: string, id: number) => template.replace(':id', String(id));

interface Meeting {
  id: number;
  name: string;
  event_start_date_time: string;
  is_cancelled: boolean;
  substitute_fee: number | null;
}

interface Substitute {
  event_id: number;
  can_cancel: boolean;
}

/** The next weekly meeting that has not started, as the member's event list has it. */
async function nextMeeting(request: APIRequestContext, user: ApiUser): Promise<Meeting & { substitute_fee: number }> {
  const events = await apiGet<Meeting[]>(request, user, routePaths.availableEvents.path);
  const meeting = events.find(
    (event) =>
      event.substitute_fee !== null && !event.is_cancelled && Date.parse(event.event_start_date_time) > Date.now(),
  );
  expect(meeting, 'the demo has a coming weekly meeting').toBeTruthy();
  return meeting as Meeting & { substitute_fee: number };
}

/** A run that failed halfway may have left this spec's substitute behind: it is cancelled first. */
async function cancelLeftOver(request: APIRequestContext, user: ApiUser, meeting: Meeting) {
  const mine = await apiGet<Substitute[]>(request, user, routePaths.mySubstitutes.path);
  if (!mine.some((substitute) => substitute.event_id === meeting.id && substitute.can_cancel)) return;
  const response = await request.delete(path(routePaths.cancelSubstitute.path, meeting.id), {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.status(), 'the left-over substitute is cancelled').toBe(200);
}

function meetingCard(page: Page, meeting: Meeting): Locator {
  return page
    .getByRole('article', { name: meeting.name })
    .filter({ has: page.getByTestId('event-period').filter({ hasText: bangkok(meeting.event_start_date_time).date }) });
}

async function outstanding(page: Page): Promise<number> {
  const amount = page.getByTestId('outstanding-amount');
  await expect(amount).toContainText('บาท');
  return bahtIn(await amount.textContent());
}

const stampOf = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;

interface Screens {
  events: () => Promise<void>;
  payment: () => Promise<void>;
  /** At 360 px: the page and the dialog fit the width. */
  phone: boolean;
}

async function sendPayAndCancel(page: Page, request: APIRequestContext, screens: Screens) {
  const user = await pageUser(page, MEMBER);
  const meeting = await nextMeeting(request, user);
  await cancelLeftOver(request, user, meeting);
  const fee = meeting.substitute_fee;
  const lastName = `แทนใจ${stampOf()}`;
  const name = `สมหวัง ${lastName}`;

  await screens.payment();
  const owedBefore = await outstanding(page);

  await screens.events();
  const card = meetingCard(page, meeting);
  await card.getByRole('button', { name: 'ส่งตัวแทน' }).click();
  const form = page.getByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
  await expect(form).toContainText(`ค่าอาหารของตัวแทน ${baht(fee)} บาท จะรวมในยอดที่คุณต้องชำระ`);
  if (screens.phone) await expectDialogFitsWidth(page, form, 'ส่งตัวแทน');
  await form.getByRole('textbox', { name: /^ชื่อ/ }).fill('สมหวัง');
  await form.getByRole('textbox', { name: /^นามสกุล/ }).fill(lastName);
  await form.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }).fill('0869990021');
  await form.getByRole('textbox', { name: /^บริษัท/ }).fill('สมหวังการค้า');
  await form.getByRole('button', { name: 'ส่งตัวแทน' }).click();
  await expectToast(page, `ส่งตัวแทนแล้ว: ${name}`);
  await expect(form).toBeHidden();

  const sent = card.getByTestId('event-substitute');
  await expect(sent).toContainText(`ตัวแทน: ${name}`);
  await expect(sent).toContainText(`ค่าอาหารของตัวแทน ${baht(fee)} บาท`);
  await expect(sent).toContainText('รอชำระเงิน');
  if (screens.phone) await expectFitsWidth(page, 'การ์ดการประชุมที่ส่งตัวแทน');

  // What the member owes grows by the meal, named as the substitute's.
  await screens.payment();
  await expect(page.getByTestId('outstanding-amount')).toContainText(`ยอดค้างชำระ ${baht(owedBefore + fee)} บาท`);
  await expect(page.getByRole('checkbox', { name: new RegExp(`ค่าอาหารตัวแทน: ${name}`) })).toBeVisible();
  if (screens.phone) await expectFitsWidth(page, 'แจ้งชำระเงิน พร้อมค่าอาหารตัวแทน');

  await screens.events();
  await card.getByRole('button', { name: 'ยกเลิกตัวแทน' }).click();
  const question = page.getByRole('dialog', { name: 'ยืนยันการยกเลิกตัวแทน' });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'ยกเลิกตัวแทน' }).click();
  await expectToast(page, 'ยกเลิกตัวแทนแล้ว ค่าอาหารของตัวแทนไม่ต้องชำระ');
  await expect(card.getByRole('button', { name: 'ส่งตัวแทน' })).toBeVisible();
  await expect(card.getByTestId('event-substitute')).toHaveCount(0);

  await screens.payment();
  await expect(page.getByTestId('outstanding-amount')).toContainText(`ยอดค้างชำระ ${baht(owedBefore)} บาท`);
  await expect(page.getByText(`ค่าอาหารตัวแทน: ${name}`)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test('on the desktop a member sends a substitute to the next meeting, owes the meal, then cancels it', async ({
  page,
  login,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(MEMBER);
  await sendPayAndCancel(page, request, {
    events: () => page.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }).click(),
    payment: () => page.getByRole('tab', { name: 'แจ้งชำระเงิน' }).click(),
    phone: false,
  });
});

test('on a 360 px phone in the mini-app the same substitute round trip works, without sideways scrolling', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/liff-app/event');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('หมายเลขโทรศัพท์').fill(MEMBER);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/liff-app\/event$/);
  await sendPayAndCancel(page, request, {
    events: async () => {
      await page.goto('/liff-app/event');
    },
    payment: async () => {
      await page.goto('/liff-app/payment');
    },
    phone: true,
  });
});

test('staff see the substitute a member sent among the next meeting’s guests, as ตัวแทน', async ({
  page,
  login,
  request,
}) => {
  await login(demo.staff);
  const staff = await pageUser(page, demo.staff);
  const meeting = await nextMeeting(request, staff);
  const start = bangkok(meeting.event_start_date_time);

  await page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' }).click();
  await expect(page.getByRole('table', { name: 'รายชื่อสมาชิก' })).toBeVisible();
  await choose(page, 'ปี', String(start.year));
  await choose(page, 'เดือน', thaiMonths[start.month - 1] ?? '');
  await choose(page, 'กิจกรรม', `${meeting.name} ${start.date} - ${start.time}`);

  const guests = page.getByRole('region', { name: /^ผู้เยี่ยมชมและตัวแทน/ });
  const substitute = guests.getByTestId('event-guest').filter({ hasText: 'ปิยะพงษ์ แทนใจ' });
  await expect(substitute).toContainText('ตัวแทน');
  await expect(substitute).toContainText(/ส่งโดย \S+/);
  // The central-system list is of members: the substitute is not among the rows.
  await expect(page.getByTestId('participant-row').filter({ hasText: 'ปิยะพงษ์ แทนใจ' })).toHaveCount(0);
});
