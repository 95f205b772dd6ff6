import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { fakeLineUrl, lineE2e, lineServerUrl } from '../line-setup.ts';

/* Helpers for the specs against the LINE-connected server: fake-line's control API and logins. */

export interface FakeLineUser {
  userId: string;
  displayName: string;
  pictureUrl?: string;
}

export interface FakeLineMessage {
  kind: 'push' | 'multicast';
  /** A push's one recipient is recorded as a list too. */
  to: string[];
  messages: Array<{ type: string; text?: string; altText?: string; contents?: unknown }>;
}

/** A name no other test uses, so parallel tests tell their LINE users and messages apart. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function addLineUser(
  request: APIRequestContext,
  user: { displayName: string; pictureUrl?: string },
): Promise<FakeLineUser> {
  const response = await request.post(`${fakeLineUrl}/__fake/users`, { data: user });
  expect(response.status()).toBe(201);
  return response.json();
}

/**
 * Binds a new LINE user to the member with this phone, as the mini-app's first login does (a LIFF
 * access token from fake-line, then the phone number); returns the LINE user and the app token.
 */
export async function bindLineAccount(request: APIRequestContext, phone: string, displayName: string) {
  const user = await addLineUser(request, { displayName });
  const tokenResponse = await request.post(`${fakeLineUrl}/__fake/tokens`, {
    data: { userId: user.userId, channelId: lineE2e.channelId },
  });
  const { access_token } = await tokenResponse.json();
  const login = await request.post(`${lineServerUrl}/api/users/liff-api-token-auth/`, {
    data: { username: phone, liff_access_token: access_token },
  });
  expect(login.status(), `bind ${phone}: ${await login.text()}`).toBe(200);
  const body = await login.json();
  return { user, token: body.token as string, fullName: `${body.member.first_name} ${body.member.last_name}` };
}

export async function lineMessages(request: APIRequestContext): Promise<FakeLineMessage[]> {
  const response = await request.get(`${fakeLineUrl}/__fake/messages`);
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Desktop login with LOGIN_CONFIRMATION=line: the phone number, then the 6-digit code the server
 * pushed to the member's LINE, read from what fake-line received.
 */
export async function loginWithLineCode(page: Page, request: APIRequestContext, phone: string, lineUserId: string) {
  await page.goto(`${lineServerUrl}/login`);
  await page.getByLabel('หมายเลขโทรศัพท์').fill(phone);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const firstDigit = page.getByRole('textbox', { name: 'รหัสยืนยัน หลักที่ 1' });
  await expect(firstDigit).toBeVisible();

  const pushes = (await lineMessages(request)).filter(
    (message) => message.kind === 'push' && message.to.includes(lineUserId),
  );
  const text = pushes.at(-1)?.messages[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a code in the LINE message "${text}"`).toBeTruthy();

  await firstDigit.click();
  await page.keyboard.type(code ?? '');
  await page.getByRole('button', { name: 'ยืนยันรหัส' }).click();
  await expect(page).toHaveURL(`${lineServerUrl}/`);
}
