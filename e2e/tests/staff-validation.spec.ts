import { demo, expect, test } from '../fixtures.ts';
import { baht } from './demo-api.ts';
import { type ApiUser, apiGet, apiLogin, bangkok, expectToast, registerTwiceAndSendSlip } from './staff-api.ts';

/*
 * Staff confirm a member's payment. The member (0890000007, which no other spec changes) is
 * prepared through the API: registered for two upcoming events, with a slip uploaded.
 */
const memberPhone = '0890000007';

async function owed(request: Parameters<typeof apiGet>[0], member: ApiUser): Promise<number> {
  return (await apiGet<{ sum_amount: number }>(request, member, '/api/member/profile/')).sum_amount;
}

test('staff confirm a slip for two registrations, and what the member owes drops by their prices', async ({
  page,
  login,
  request,
}) => {
  const member = await apiLogin(request, memberPhone);
  const { registered, slipId } = await registerTwiceAndSendSlip(request, member);
  const owedBefore = await owed(request, member);
  const sum = registered.reduce((total, event) => total + event.price, 0);

  await login(demo.staff);
  await page.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
  const members = page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
  const tab = members.getByRole('tab', { name: member.fullName });
  await expect(tab).toContainText(`ค้างชำระ ${baht(owedBefore)} บาท`);
  await tab.click();

  const panel = page.getByRole('tabpanel', { name: member.fullName });
  await expect(panel.getByTestId('member-slip').first().getByRole('img', { name: 'รอตรวจสอบ' })).toBeVisible();

  // The slip opens full size, and the signed link really serves the image.
  await panel
    .getByRole('button', { name: /^ดูสลิปที่อัปโหลดเมื่อ/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /^อัปโหลดเมื่อ/ });
  const image = viewer.getByRole('img', { name: /^สลิปการโอนเงิน/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(viewer).toBeHidden();

  // The slip's amount is their sum: ticking exactly those two leaves nothing over or short.
  const names = new Set<string>();
  for (const event of registered) {
    const { date, time } = bangkok(event.event_start_date_time);
    names.add(`${event.name} ${date} ${time} ${baht(event.price)} บาท`);
  }
  // The form starts from the slips: once the totals show, the ticks are the form's own.
  await expect(panel.getByTestId('summary-received')).toBeVisible();
  for (const tick of await panel.getByTestId('unpaid-registration').all()) await tick.uncheck();
  for (const name of names) await panel.getByRole('checkbox', { name }).check();
  for (const name of names) await expect(panel.getByRole('checkbox', { name })).toBeChecked();
  await expect(panel.getByTestId('ticked-total')).toHaveText(`${baht(sum)} บาท`);
  await expect(panel.getByTestId('summary-difference')).toHaveText('พอดี');
  await panel.getByRole('button', { name: 'ยืนยันการชำระเงิน' }).click();
  await expectToast(page, 'ยืนยันการชำระเงินเรียบร้อยแล้ว');

  // Nothing of theirs is waiting any more: they leave the list.
  await expect(members.getByRole('tab', { name: member.fullName })).toHaveCount(0);
  expect(await owed(request, member)).toBe(owedBefore - sum);
  const slips = await apiGet<Array<{ id: number; validated_by: number | null }>>(
    request,
    member,
    '/api/payment/history/',
  );
  expect(slips.find((slip) => slip.id === slipId)?.validated_by).not.toBeNull();

  // The member sees it too.
  const profile = await apiGet<{
    registrations: Array<{ registered_event: { id: number }; payment_datetime: string | null }>;
  }>(request, member, '/api/member/profile/');
  for (const event of registered) {
    const registration = profile.registrations.find((item) => item.registered_event.id === event.id);
    expect(registration?.payment_datetime).not.toBeNull();
  }
});
