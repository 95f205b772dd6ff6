import { ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { pathOf } from '@chapter/contract/route';
import { routePaths } from '@chapter/contract/route-paths';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { fakeLineUrl, lineServerUrl } from '../line-setup.ts';
import { bindLineAccount, lineMessages, loginWithLineCode, staffSession, uniqueStamp } from './line-api.ts';
import { type ApiUser, apiGet, apiPost, bangkok, expectToast } from './staff-api.ts';

/*
 * LINE reminders (issue 18) against the LINE-connected server: staff preview and send a member's
 * built-in reminder (followed on screen while LINE is slow to answer, issue 36), add a weekly rule,
 * and a payment they confirm is told to the member over LINE.
 *
 * The staff here are this spec's own (a demo member the Admin makes Secretary/Treasurer): their
 * desktop login code goes to their own LINE account, so it never crosses the login codes that
 * line-mini-app.spec.ts reads for the demo's staff member at the same time. The member owing
 * (0890000017) is used by no other spec.
 */
const staffPhone = '0890000016';
const memberPhone = '0890000017';

const weekdays = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

interface AdminMember {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  company: string | null;
  position: string | null;
  website: string | null;
  roles: string[];
  active: boolean;
}

const at = (path: string) => `${lineServerUrl}${path}`;

/** The Admin gives the member with this phone the Secretary/Treasurer role, as the back office does. */
async function makeStaff(request: APIRequestContext, phone: string) {
  const admin = await staffSession(request);
  const adminUser: ApiUser = { phone: '', token: admin.token, fullName: '' };
  const members = await apiGet<AdminMember[]>(request, adminUser, at(routePaths.adminMembers.path));
  const member = members.find((row) => row.phone === phone);
  expect(member, `a member with phone ${phone}`).toBeDefined();
  if (!member || member.roles.includes(ROLE_SECRETARY_TREASURER)) return;
  const { first_name, last_name, email, company, position, website, roles, active } = member;
  const response = await request.put(at(pathOf(routePaths.adminUpdateMember, { id: member.id })), {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      first_name,
      last_name,
      phone,
      email,
      company,
      position,
      website,
      active,
      roles: [...roles, ROLE_SECRETARY_TREASURER],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface OwedRegistration {
  id: number;
  price: number;
  registered_event: { name: string };
  payment_datetime: string | null;
}

/** One unpaid registration of the member: one they have, or one made now for an upcoming event. */
async function owedRegistration(request: APIRequestContext, member: ApiUser): Promise<OwedRegistration> {
  const unpaid = async () =>
    (
      await apiGet<{ registrations: OwedRegistration[] }>(request, member, at(routePaths.profile.path))
    ).registrations.find((registration) => registration.payment_datetime === null);
  const owed = await unpaid();
  if (owed) return owed;
  const events = await apiGet<Array<{ id: number; register: unknown }>>(
    request,
    member,
    at(routePaths.availableEvents.path),
  );
  const open = events.find((event) => event.register === null);
  expect(open, 'an upcoming event to register for').toBeDefined();
  await apiPost(request, member, at(routePaths.registerEvent.path), { event: open?.id });
  return (await unpaid()) as OwedRegistration;
}

test('staff preview and send a member’s reminder, add a weekly rule, and a payment they confirm reaches the member on LINE', async ({
  page,
  request,
}) => {
  // Three LINE accounts bound, a code login and a message worker in between: longer than 30 s on a busy machine.
  test.slow();
  const stamp = uniqueStamp();
  await makeStaff(request, staffPhone);
  const staff = await bindLineAccount(request, staffPhone, `เหรัญญิก ${stamp}`);
  const member = await bindLineAccount(request, memberPhone, `ค้างชำระ ${stamp}`);
  const memberUser: ApiUser = { phone: memberPhone, token: member.token, fullName: member.fullName };
  const owed = await owedRegistration(request, memberUser);
  const sentTo = async (predicate: (json: string) => boolean) =>
    (await lineMessages(request)).filter(
      (message) => message.to.includes(member.user.userId) && predicate(JSON.stringify(message.messages)),
    );

  // A monthly limit for the quota line; without one, fake-line (like LINE) says none is set.
  const quota = await request.post(`${fakeLineUrl}/__fake/quota`, { data: { limit: 100000 } });
  expect(quota.status()).toBe(204);
  try {
    await loginWithLineCode(page, request, staffPhone, staff.user.userId);
    await page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' }).click();
    await expect(page.getByRole('table', { name: 'รายชื่อสมาชิก' })).toBeVisible();

    // The built-in reminder, previewed for the member as their LINE will show it.
    await page.getByRole('checkbox', { name: `เลือก ${member.fullName}` }).check();
    await page.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }).check();
    const bubble = page
      .getByRole('figure', { name: `ข้อความที่ ${member.fullName} จะเห็นใน LINE` })
      .getByTestId('flex-bubble');
    await expect(bubble).toContainText('แจ้งยอดค้างชำระ');
    await expect(bubble).toContainText(`เรียน คุณ${member.fullName}`);
    await expect(bubble).toContainText(owed.registered_event.name);
    await expect(bubble).toContainText('ยอดที่ต้องชำระ');
    await expect(bubble.getByTestId('flex-button')).toHaveText('ชำระเงิน');
    await expect(page.getByTestId('preview-counts')).toContainText('จะส่งถึง 1 คน');
    await expect(page.getByTestId('quota')).toHaveText(/^โควตา LINE เดือนนี้: ใช้ไป [\d,]+ จาก 100,000 ข้อความ$/);

    // LINE is slow to answer the push (issue 36): the send is answered at once, the screen shows the
    // run still going, and only once LINE answers does it say the member got it.
    const hold = await request.post(`${fakeLineUrl}/__fake/hold`, {
      data: { path: '/v2/bot/message/push', to: member.user.userId },
    });
    expect(hold.status()).toBe(204);
    await page.getByRole('button', { name: 'ส่งข้อความเตือนชำระ' }).click();
    const results = page.getByRole('region', { name: 'ผลการส่งครั้งล่าสุด' });
    await expect(results.getByTestId('send-progress')).toHaveText('กำลังส่ง: เหลืออีก 1 จาก 1 คน');
    await expect(results.getByTestId('send-result')).toHaveText(`${member.fullName}รอส่ง`);
    await expect.poll(async () => (await (await request.get(`${fakeLineUrl}/__fake/held`)).json()).held).toBe(1);
    await request.post(`${fakeLineUrl}/__fake/release`);
    await expectToast(page, 'ส่งข้อความสำเร็จ');
    await expect(results.getByTestId('send-result')).toHaveText(`${member.fullName}ส่งแล้ว`);
    await expect(results.getByTestId('send-progress')).toHaveCount(0);
    const reminders = await sentTo((json) => json.includes('แจ้งยอดค้างชำระ') && json.includes(member.fullName));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.messages[0]?.type).toBe('flex');

    // A weekly rule, three days from today so it cannot fire while the suite runs.
    const inThreeDays = Date.now() + 3 * 24 * 60 * 60 * 1000;
    // Bangkok is UTC+7 all year: its weekday is the UTC weekday seven hours later.
    const weekday = weekdays[new Date(inThreeDays + 7 * 60 * 60 * 1000).getUTCDay()] ?? '';
    await page.getByRole('button', { name: 'กฎการเตือนชำระ' }).click();
    const dialog = page.getByRole('dialog', { name: 'กฎการเตือนชำระทาง LINE' });
    await expect(dialog.getByTestId('quiet-hours')).toContainText('21:00–08:00');
    await dialog.getByRole('button', { name: 'เพิ่มกฎการเตือน' }).click();
    await dialog.getByRole('combobox', { name: 'วัน' }).click();
    await page.getByRole('option', { name: weekday, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'เวลา' }).click();
    await page.getByRole('option', { name: '10:30', exact: true }).click();
    await dialog.getByRole('button', { name: 'บันทึกกฎ' }).click();
    await expectToast(page, 'บันทึกกฎการเตือนเรียบร้อยแล้ว');
    const rule = dialog.getByRole('article', { name: `ทุกวัน${weekday} 10:30 ถึงสมาชิกที่มียอดค้าง` });
    await expect(rule.getByTestId('next-run')).toHaveText(`ส่งครั้งถัดไป ${bangkok(inThreeDays).date} 10:30`);
    await expect(rule.getByTestId('last-run')).toHaveText('ยังไม่เคยส่ง');
    await rule.getByRole('button', { name: 'หยุดชั่วคราว' }).click();
    await expect(rule.getByTestId('next-run')).toHaveText('ไม่ส่งจนกว่าจะกดใช้งานต่อ');
    await rule.getByRole('button', { name: 'ลบ' }).click();
    const confirm = page.getByRole('dialog', { name: 'ลบกฎการเตือน' });
    await confirm.getByRole('button', { name: 'ลบ' }).click();
    await expect(rule).toHaveCount(0);
    await dialog.getByRole('button', { name: 'ปิดหน้าต่าง' }).click();

    // Staff confirm the member paid in cash: the notice goes to the member's LINE by itself.
    await apiPost(request, { phone: staffPhone, token: staff.token, fullName: '' }, at(routePaths.submitPayment.path), {
      registrations: [owed.id],
      payments: [],
      received: owed.price,
      received_reason: `เงินสด ${stamp}`,
    });
    await expect.poll(async () => (await sentTo((json) => json.includes('ยืนยันการชำระเงินของคุณแล้ว'))).length).toBe(1);
    const [notice] = await sentTo((json) => json.includes('ยืนยันการชำระเงินของคุณแล้ว'));
    expect(notice?.messages[0]?.text).toContain(owed.registered_event.name);

    // The outbox names it an automatic notice, delivered.
    await page.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }).click();
    const outbox = page.getByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    const row = outbox.getByTestId('outbox-item').filter({ hasText: 'ยืนยันการชำระเงินของคุณแล้ว' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('แจ้งอัตโนมัติ');
    await expect(row).toContainText(member.fullName);
    await expect(row).toContainText('ส่งแล้ว');
  } finally {
    await request.post(`${fakeLineUrl}/__fake/release`);
    await request.post(`${fakeLineUrl}/__fake/quota`, { data: { limit: null } });
  }
});
