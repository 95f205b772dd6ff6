import { routePaths } from '@chapter/contract/route-paths';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/*
 * API helpers for the staff specs: they prepare data as a member would (register for events)
 * and read back what the staff screens changed, without going through another screen's UI.
 */

export interface ApiUser {
  phone: string;
  token: string;
  fullName: string;
}

export async function apiLogin(request: APIRequestContext, phone: string): Promise<ApiUser> {
  const response = await request.post(routePaths.login.path, { data: { username: phone } });
  expect(response.status(), `login as ${phone}`).toBe(200);
  const body = await response.json();
  return { phone, token: body.token, fullName: `${body.member.first_name} ${body.member.last_name}` };
}

/**
 * The signed-in user of the page, for API calls: reusing the page's token rather than logging in
 * again keeps the suite under the login limit of 10 attempts per phone number in 15 minutes.
 */
export async function pageUser(page: Page, phone: string): Promise<ApiUser> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'the page has a token').toBeTruthy();
  return { phone, token: token ?? '', fullName: '' };
}

export async function apiGet<T>(request: APIRequestContext, user: ApiUser, url: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), `GET ${url}`).toBe(200);
  return response.json();
}

export async function apiPost<T>(request: APIRequestContext, user: ApiUser, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${user.token}` } });
  expect(response.status(), `POST ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

export interface UpcomingEvent {
  id: number;
  name: string;
  event_start_date_time: string;
  register: { price: number; payment_datetime: string | null } | null;
}

const bangkokParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the app writes it in Bangkok: { date: 'DD/MM/YYYY', time: 'HH:mm', month: 1–12, year }. */
export function bangkok(iso: string | number) {
  const parts = Object.fromEntries(bangkokParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return {
    date: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    month: Number(parts.month),
    year: Number(parts.year),
  };
}

/** Checks a toast says `text`, then dismisses it, as it covers the top of the page while it shows. */
export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // A toast also closes itself after a few seconds: on a loaded machine it went while the click
  // waited for it to stop moving, and the click then waited for the whole test's limit. Gone is
  // what the click is for, so only a toast still there is a failure.
  await toast
    .getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' })
    .click({ timeout: 15_000 })
    .catch(async (error) => {
      if ((await toast.count()) > 0) throw error;
    });
  await expect(toast).toBeHidden();
}

/** Opens a Mantine select by its label and picks an option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
