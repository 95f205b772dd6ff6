import { demo, expect, test } from '../fixtures.ts';

/* The LINE accounts tab in the offline demo: the demo's pending claim, and an invitation link. */

test('in the demo, staff approve the pending LINE claim, and an invitation link opened in the mini-app binds at once', async ({
  page,
  login,
  browser,
}) => {
  // Staff's desktop and the member's phone: longer than 30 s when the other worker is busy too.
  test.slow();
  await login(demo.staff);
  await page.getByRole('tab', { name: 'บัญชี LINE' }).click();

  // The demo's member whose claim waits (README): their LINE name, the phone, the member it names.
  const claim = page.getByRole('article', { name: 'คำขอของ เพ็ญศรี (LINE)' });
  await expect(claim).toContainText('089-000-0023');
  await claim.getByRole('button', { name: 'ยืนยันคำขอของ เพ็ญศรี (LINE)' }).click();
  await expect(page.getByText(/ยืนยันแล้ว บัญชี LINE นี้เชื่อมกับ เพ็ญศรี/)).toBeVisible();
  await expect(claim).toHaveCount(0);

  // An invitation for a member who has not connected: shown once, as a link, a copy button and a QR code.
  await page.getByRole('textbox', { name: 'ค้นหา' }).fill('089-000-0030');
  const member = page.getByTestId('line-member');
  await expect(member).toHaveCount(1);
  const name = (await member.getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: `สร้างลิงก์เชิญให้ ${name}` }).click();
  const created = page.getByRole('dialog').getByRole('article', { name });
  await expect(created.locator('svg').first()).toBeVisible();
  await expect(created.getByRole('button', { name: `คัดลอกลิงก์เชิญของ ${name}` })).toBeVisible();
  const link = (await created.getByTestId('invitation-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/liff\/profile\?invite=[\w-]{43}$/);

  // The member opens it on their phone (the demo's mocked LINE): connected, on their profile.
  const phone = await browser.newContext({ locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const memberPage = await phone.newPage();
  await memberPage.goto(link);
  await memberPage.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }).click();
  await expect(memberPage).toHaveURL(/\/liff-app\/profile$/);
  await expect(memberPage.getByRole('main')).toContainText(name);
  await phone.close();
});
