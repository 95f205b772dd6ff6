import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/*
 * API helpers for the staff specs: they prepare data as a member would (register, upload a slip)
 * and read back what the staff screens changed, without going through another screen's UI.
 */

export interface ApiUser {
  phone: string;
  token: string;
  fullName: string;
}

const slipFile = path.join(import.meta.dirname, '../fixtures/transfer-slip.jpg');

export async function apiLogin(request: APIRequestContext, phone: string): Promise<ApiUser> {
  const response = await request.post('/api/users/api-token-auth/', { data: { username: phone } });
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

/**
 * Registers the member for the first two upcoming events they are not registered for and uploads
 * a slip as them: what a member does before staff confirm the payment.
 */
export async function registerTwiceAndSendSlip(request: APIRequestContext, member: ApiUser) {
  const events = await apiGet<UpcomingEvent[]>(request, member, '/api/event/available-event/');
  const open = events.filter((event) => event.register === null).slice(0, 2);
  expect(open, `${member.phone} has two upcoming events to register for`).toHaveLength(2);
  const registered = [];
  for (const event of open) {
    const registration = await apiPost<{ id: number; price: number }>(request, member, '/api/event/register-event/', {
      event: event.id,
    });
    registered.push({ ...event, price: registration.price });
  }
  const image = `data:image/jpeg;base64,${readFileSync(slipFile).toString('base64')}`;
  const amount = registered.reduce((sum, event) => sum + event.price, 0);
  const slip = await apiPost<{ id: number }>(request, member, '/api/payment/create/', { image, amount });
  return { registered, slipId: slip.id };
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
  await toast.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
  await expect(toast).toBeHidden();
}

/** Opens a Mantine select by its label and picks an option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
