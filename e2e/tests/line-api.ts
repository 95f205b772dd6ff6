import { routePaths } from '@chapter/contract/route-paths';
import { demoPeople } from '@chapter/server/demo';
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

async function lineAccessToken(request: APIRequestContext, userId: string): Promise<string> {
  const response = await request.post(`${fakeLineUrl}/__fake/tokens`, {
    data: { userId, channelId: lineE2e.channelId },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).access_token;
}

/** The mini-app login as the LIFF app sends it; the body as the server answers. */
async function liffLogin(request: APIRequestContext, data: Record<string, string>) {
  const response = await request.post(`${lineServerUrl}${routePaths.liffLogin.path}`, { data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * The staff member's LINE account (bound before the run, see line-server.ts) and an app token from
 * the mini-app login with it: LINE vouches, nothing else is needed.
 */
export async function staffSession(request: APIRequestContext) {
  const { lineUserId, displayName } = lineE2e.staff;
  await request.post(`${fakeLineUrl}/__fake/users`, { data: { userId: lineUserId, displayName } });
  const body = await liffLogin(request, { liff_access_token: await lineAccessToken(request, lineUserId) });
  return { user: { userId: lineUserId, displayName } as FakeLineUser, token: body.token as string };
}

/** A one-time invitation link for the member with this phone, made by staff through the API. */
export async function invitationFor(request: APIRequestContext, phone: string): Promise<string> {
  const staff = await staffSession(request);
  const headers = { Authorization: `Bearer ${staff.token}` };
  const list = await request.get(`${lineServerUrl}${routePaths.lineAccountMembers.path}`, { headers });
  const member = ((await list.json()) as { id: number; phone: string }[]).find((row) => row.phone === phone);
  expect(member, `a member with phone ${phone}`).toBeDefined();
  const created = await request.post(`${lineServerUrl}${routePaths.createLineInvitations.path}`, {
    headers,
    data: { members: [member?.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).invitations[0].link;
}

/**
 * Binds a new LINE user to the member with this phone as a member does it: staff make an
 * invitation, the member opens it in the mini-app (its LIFF access token and the invitation's
 * token); returns the LINE user and the app token. The staff member's own phone returns their
 * account, bound before the run.
 */
export async function bindLineAccount(request: APIRequestContext, phone: string, displayName: string) {
  if (phone === lineE2e.staff.phone) {
    const staff = await staffSession(request);
    const person = demoPeople.find((row) => row.phone === phone);
    return { ...staff, fullName: `${person?.firstName} ${person?.lastName}` };
  }
  const link = await invitationFor(request, phone);
  const invitation = new URL(link).searchParams.get('invite') ?? '';
  const user = await addLineUser(request, { displayName });
  const body = await liffLogin(request, {
    invitation,
    liff_access_token: await lineAccessToken(request, user.userId),
  });
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
