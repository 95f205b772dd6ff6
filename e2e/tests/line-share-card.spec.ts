import { routePaths } from '@chapter/contract/route-paths';
import { routeLineHosts } from '@chapter/fake-line/playwright';
import { demoPeople } from '@chapter/server/demo';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fakeLineUrl, lineServerUrl } from '../line-setup.ts';
import { addLineUser, bindLineAccount, uniqueStamp } from './line-api.ts';

/*
 * Sharing my card through LINE's share target picker, with the real @line/liff 2.21.0 in Chromium
 * and LINE's hosts routed to fake-line: the SDK's ott, its pop-up (fake-line's picker page) and the
 * result it polls. Each test binds its own demo member (phones no other LINE spec uses).
 */

/** A LINE login and the server binding it: longer than an expectation's default on a busy machine. */
const LINE_LOGIN_MS = 60_000;

interface Share {
  via: string;
  from: string;
  to: string[];
  messages: Array<{ type: string; altText?: string; contents?: unknown }>;
}

async function sharesFrom(request: APIRequestContext, userId: string): Promise<Share[]> {
  const response = await request.get(`${fakeLineUrl}/__fake/shares?from=${userId}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * A bound member whose card shows only company and position (phone, email, website and picture
 * left off), in the profile mini-app, logged in to LINE in this browser.
 */
async function memberInProfileMiniApp(page: Page, request: APIRequestContext, phone: string) {
  const stamp = uniqueStamp();
  const member = await bindLineAccount(request, phone, `แชร์นามบัตร ${stamp}`);
  const headers = { Authorization: `Bearer ${member.token}` };
  const saved = await request.put(`${lineServerUrl}${routePaths.updateCard.path}`, {
    headers,
    data: { hidden: false, shown_fields: ['company', 'position'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const profile = await (await request.get(`${lineServerUrl}${routePaths.profile.path}`, { headers })).json();

  await page.goto(`${lineServerUrl}/liff/profile`);
  await page.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await page.getByRole('button', { name: `Log in as ${member.user.displayName}` }).click();
  await expect(page).toHaveURL(`${lineServerUrl}/liff-app/profile`, { timeout: LINE_LOGIN_MS });
  return { ...member, profile: profile as { public_card_id: string } };
}

/** Presses the share button; LINE's picker opens as a pop-up with the card in it. */
async function openPicker(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'แชร์นามบัตรใน LINE' }).click(),
  ]);
  await expect(popup.getByRole('heading', { name: 'Share target picker (fake)' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Send' })).toBeEnabled();
  return popup;
}

test.beforeEach(async ({ context }) => {
  await routeLineHosts(context, fakeLineUrl);
});

test('a member shares their card to a LINE friend: LINE gets a bubble with their name and the card link, without the fields they hide', async ({
  page,
  request,
}) => {
  test.slow();
  const phone = '0890000023';
  const person = demoPeople.find((row) => row.phone === phone);
  const member = await memberInProfileMiniApp(page, request, phone);
  const friend = await addLineUser(request, { displayName: `เพื่อน ${uniqueStamp()}` });
  const popup = await openPicker(page);
  await expect(popup.getByRole('list', { name: 'Messages' })).toContainText(`นามบัตรของ ${member.fullName}`);

  await popup.getByRole('checkbox', { name: `Share with ${friend.displayName}` }).check();
  await popup.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText('แชร์นามบัตรแล้ว')).toBeVisible();
  const shares = await sharesFrom(request, member.user.userId);
  expect(shares).toHaveLength(1);
  expect(shares[0]?.via).toBe('shareTargetPicker');
  expect(shares[0]?.to).toEqual([friend.userId]);
  const [bubble] = shares[0]?.messages ?? [];
  expect(bubble).toMatchObject({ type: 'flex', altText: `นามบัตรของ ${member.fullName}` });
  const sent = JSON.stringify(bubble);
  expect(sent).toContain(member.fullName);
  expect(sent).toContain(`${lineServerUrl}/nc/${member.profile.public_card_id}`);
  expect(sent).toContain(`${lineServerUrl}/api/member/vcard/${member.profile.public_card_id}/`);
  expect(sent).toContain(person?.company);
  expect(sent).toContain(person?.position);
  // The phone and website are off the card: not in the bubble, and no call button.
  expect(sent).not.toContain('tel:');
  expect(sent).not.toContain(phone);
  if (person?.website) expect(sent).not.toContain(person.website);
});

test('a member who closes LINE’s picker without sending sees no error, and nothing reaches LINE', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await memberInProfileMiniApp(page, request, '0890000022');
  const popup = await openPicker(page);

  // Closed by the member: the SDK sees the window gone, posts CANCEL and resolves with nothing.
  await popup.close();

  const button = page.getByRole('button', { name: 'แชร์นามบัตรใน LINE' });
  await expect(button).toBeEnabled();
  await expect(page.getByText('แชร์นามบัตรแล้ว')).toHaveCount(0);
  await expect(page.getByText('แชร์นามบัตรใน LINE ไม่สำเร็จ')).toHaveCount(0);
  expect(await sharesFrom(request, member.user.userId)).toEqual([]);
});
