import { routePaths } from '@chapter/contract/route-paths';
import { routeLineHosts } from '@chapter/fake-line/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fakeLineUrl, lineE2e, lineServerUrl } from '../line-setup.ts';
import { bindLineAccount, staffSession, uniqueStamp } from './line-api.ts';

/*
 * The weekly meeting's "ส่งตัวแทน" answered in the chat (issue 37): the reply carries a LIFF link
 * with the meeting in its path, https://liff.line.me/<LIFF_ID_EVENT>/meetings/<id>/substitute (its
 * making is the API tests' to prove, postbacks/meeting-answers.api.test.ts). Opened in a browser
 * with the real @line/liff 2.21.0, LINE's hosts routed to fake-line, it must land on that meeting's
 * substitute form after LINE Login. Demo member 0890000008 is this spec's: it only opens the form,
 * so any run, in any order, finds the member as it left them. The staff rich menu's tiles are LIFF
 * links the same way (rich-menus/definitions.ts): the Secretary/Treasurer only looks at the screens.
 */

/** A phone held upright in LINE: the mini-app's narrowest width. */
const PHONE = { width: 360, height: 740 };

const MEMBER = '0890000008';
/** LIFF's code exchange and the server's check with LINE: see line-mini-app.spec.ts. */
const LINE_LOGIN_MS = 60_000;

interface Meeting {
  id: number;
  name: string;
  event_start_date_time: string;
  is_cancelled: boolean;
  substitute_fee: number | null;
}

/** The next weekly meeting that has not started, as the member's event list has it. */
async function nextMeeting(request: APIRequestContext, token: string): Promise<Meeting> {
  const response = await request.get(`${lineServerUrl}${routePaths.availableEvents.path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const meeting = ((await response.json()) as Meeting[]).find(
    (event) =>
      event.substitute_fee !== null && !event.is_cancelled && Date.parse(event.event_start_date_time) > Date.now(),
  );
  expect(meeting, 'the demo has a coming weekly meeting').toBeTruthy();
  return meeting as Meeting;
}

test.beforeEach(async ({ context }) => {
  await routeLineHosts(context, fakeLineUrl);
});

test("the chat reply's LIFF link lands, after LINE Login, on the substitute form of that meeting", async ({
  page,
  request,
}) => {
  test.slow();
  const member = await bindLineAccount(request, MEMBER, `ตอบในแชต ${uniqueStamp()}`);
  const meeting = await nextMeeting(request, member.token);

  await page.goto(`https://liff.line.me/${lineE2e.liffIds.event}/meetings/${meeting.id}/substitute`);
  // LINE opened the event mini-app's endpoint and liff.init moved it to the meeting's path.
  await expect(page).toHaveURL(`${lineServerUrl}/liff/event/meetings/${meeting.id}/substitute`, {
    timeout: LINE_LOGIN_MS,
  });
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(page.getByRole('heading', { name: 'LINE Login (fake)' })).toBeVisible();
  await page.getByRole('button', { name: `Log in as ${member.user.displayName}` }).click();

  await expect(page).toHaveURL(`${lineServerUrl}/liff-app/event?substitute_for=${meeting.id}`, {
    timeout: LINE_LOGIN_MS,
  });
  const form = page.getByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
  await expect(form).toBeVisible();
  await expect(form).toContainText(meeting.name);
  await expect(form.getByRole('textbox', { name: /^ชื่อ/ })).toBeVisible();
});

test("the staff menu's validation and participants links land the Secretary/Treasurer, after LINE Login, on those screens in the mini-app at a phone's width", async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await staffSession(request);
  await page.setViewportSize(PHONE);

  await page.goto(`https://liff.line.me/${lineE2e.liffIds.payment}/validation`);
  // LINE opened the payment mini-app's endpoint and liff.init moved it to the tile's path.
  await expect(page).toHaveURL(`${lineServerUrl}/liff/payment/validation`, { timeout: LINE_LOGIN_MS });
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(page.getByRole('heading', { name: 'LINE Login (fake)' })).toBeVisible();
  await page.getByRole('button', { name: `Log in as ${staff.user.displayName}` }).click();

  await expect(page).toHaveURL(`${lineServerUrl}/liff-app/validation`, { timeout: LINE_LOGIN_MS });
  await expect(page.getByRole('heading', { name: 'ตรวจสอบการชำระเงิน' })).toBeVisible();
  await expect(page.getByRole('tab')).not.toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);

  // Signed in now: the other tile goes through LIFF again and straight on to its screen.
  await page.goto(`https://liff.line.me/${lineE2e.liffIds.event}/participants`);
  await expect(page).toHaveURL(`${lineServerUrl}/liff-app/participants`, { timeout: LINE_LOGIN_MS });
  await expect(page.getByRole('heading', { name: 'รายชื่อผู้เข้าร่วม' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'รายชื่อสมาชิก' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

/** How far the page is wider than the screen (0: nothing to scroll sideways). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
