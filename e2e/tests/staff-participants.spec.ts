import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { baht } from './demo-api.ts';
import { deactivate, erase, newEvent, newMember, register } from './own-data.ts';
import { expectRecordedOnly, type OutboxItem, thaiMonths } from './participants-helpers.ts';
import { apiGet, bangkok, choose, expectToast, pageUser } from './staff-api.ts';

/*
 * The participant list with the real server. Each test makes the members and the event it changes
 * (own-data.ts), so no other spec's erasures, verifications or bindings reach them, whatever the
 * order; messages are only recorded (LINE is not connected in the demo).
 */

async function openParticipantList(page: Page) {
  await page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' }).click();
  await expect(page.getByRole('table', { name: 'รายชื่อสมาชิก' })).toBeVisible();
}

const stampOf = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('staff copy the names of a meeting’s unverified attendees and confirm them; an erased attendee is left out, saying so, and an inactive one is sent by name', async ({
    page,
    login,
    request,
  }) => {
    // A meeting, three members and their registrations made first, then several screens.
    test.slow();
    await login(demo.staff);
    const admin = await pageUser(page, demo.staff);
    const stamp = stampOf();
    // A meeting under way: registration is open until it ends, and its names can be sent now.
    const event = await newEvent(request, admin, `ประชุมตรวจรายชื่อ ${stamp}`, {
      startsInMinutes: -60,
      hours: 48,
      price: 450,
    });
    const [present, leaving, erasing] = [
      await newMember(request, admin, `มาประชุม${stamp}`),
      await newMember(request, admin, `ระงับ${stamp}`),
      await newMember(request, admin, `ขอลบ${stamp}`),
    ];
    for (const member of [present, leaving, erasing]) await register(request, member, event);
    await deactivate(request, admin, leaving);
    await erase(request, admin, erasing);
    const named = [present, leaving].map((member) => `${member.firstName} ${member.lastName}`);
    const pseudonym = `สมาชิกที่ลบข้อมูลแล้ว #${erasing.id}`;
    const start = bangkok(event.event_start_date_time);
    const label = `${event.name} ${start.date} - ${start.time}`;

    await openParticipantList(page);
    await choose(page, 'ปี', String(start.year));
    await choose(page, 'เดือน', thaiMonths[start.month - 1] ?? '');
    await choose(page, 'กิจกรรม', label);

    // Every attendee is listed, none verified yet; the erased one under the pseudonym, saying so.
    const rows = page.getByTestId('participant-row');
    await expect(rows).toHaveCount(3);
    for (const name of [...named, pseudonym]) {
      await expect(
        rows.filter({ hasText: name }).getByRole('img', { name: 'ยังไม่ได้ยืนยันกับชาปเตอร์ส่วนกลาง' }),
      ).toBeVisible();
    }
    await expect(rows.filter({ hasText: named[1] ?? '' })).toContainText('ไม่ใช่สมาชิกที่ใช้งานอยู่');
    await expect(rows.filter({ hasText: pseudonym })).toContainText('ลบข้อมูลส่วนตัวแล้ว');

    // The names to send: the two with a name, their total, and a line about the one left out.
    await page.getByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' }).click();
    const dialog = page.getByRole('dialog', { name: `ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง (ยอดรวม ${baht(900)} บาท)` });
    await expect(dialog).toBeVisible();
    const names = named.join('\n');
    await expect(dialog.getByTestId('verify-names')).toHaveText(names);
    await expect(dialog.getByTestId('verify-erased-left-out')).toHaveText(
      'ไม่รวมผู้เข้าร่วมที่ลบข้อมูลส่วนตัวแล้ว 1 คน: ไม่มีชื่อให้ส่งชาปเตอร์ส่วนกลาง และยืนยันในระบบไม่ได้',
    );

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(names);

    await dialog.getByRole('button', { name: 'ยืนยันข้อมูล' }).click();
    await expectToast(page, 'บันทึกข้อมูลสำเร็จ');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'กิจกรรม' })).toHaveValue('');

    // The two sent by name are verified; the erased one stays as it was.
    await choose(page, 'กิจกรรม', label);
    await expect(rows).toHaveCount(3);
    for (const name of named) {
      const check = rows.filter({ hasText: name }).getByRole('img', { name: 'ยืนยันกับชาปเตอร์ส่วนกลางแล้ว' });
      await expect(check).toBeVisible();
      await expect(check).toHaveAttribute('fill', 'var(--mantine-color-green-7)');
    }
    await expect(rows.filter({ hasText: pseudonym }).getByRole('img')).toHaveAccessibleName(
      'ยังไม่ได้ยืนยันกับชาปเตอร์ส่วนกลาง',
    );
  });
});

test('staff send a text and a Flex message to two members, and are told they were only recorded', async ({
  page,
  login,
  request,
}) => {
  await login(demo.staff);
  const staff = await pageUser(page, demo.staff);
  // Two members of this test's own: no other spec deactivates, erases or binds them meanwhile.
  const own = [
    await newMember(request, staff, `ผู้รับหนึ่ง${stampOf()}`),
    await newMember(request, staff, `ผู้รับสอง${stampOf()}`),
  ];
  const recipients = own.map((member) => ({ id: member.id, full_name: `${member.firstName} ${member.lastName}` }));
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const text = `ทดสอบข้อความ ${stamp}`;
  const flex = JSON.stringify({
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: `แจ้งยอด ${stamp}` }] },
  });
  const altText = `แจ้งยอดค้างชำระ ${stamp}`;

  await openParticipantList(page);
  const message = page.getByRole('textbox', { name: /^ข้อความ/ });
  const send = page.getByRole('button', { name: /^ส่งข้อความ/ });
  await expect(send).toBeDisabled();

  // A text message.
  for (const recipient of recipients) await page.getByRole('checkbox', { name: `เลือก ${recipient.full_name}` }).check();
  await message.fill(text);
  await expect(page.getByRole('textbox', { name: /Description/ })).toHaveCount(0);
  await expect(send).toHaveText('ส่งข้อความ');
  await send.click();
  await expectRecordedOnly(page);
  await expect(message).toHaveValue('');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  // A Flex message: a Description appears and the button turns purple.
  for (const recipient of recipients) await page.getByRole('checkbox', { name: `เลือก ${recipient.full_name}` }).check();
  await message.fill(flex);
  await page.getByRole('textbox', { name: /Description/ }).fill(altText);
  await expect(send).toHaveText('ส่งข้อความ (Flex)');
  // Mantine's violet.8, the filled shade of the theme.
  await expect(send).toHaveCSS('background-color', 'rgb(103, 65, 217)');
  await send.click();
  await expectRecordedOnly(page);
  await expect(message).toHaveValue('');

  // Exactly those two members got each message, recorded and not sent; a member without LINE, as
  // these two are, is recorded as such (issue 18).
  const notSent = (status: string) => status === 'recorded' || status === 'no_line_account';
  const outbox = await apiGet<OutboxItem[]>(request, staff, routePaths.outbox.path);
  const ids = recipients.map((recipient) => recipient.id).sort();
  const textItems = outbox.filter((item) => item.message === text);
  expect(textItems.map((item) => item.member).sort()).toEqual(ids);
  expect(textItems.every((item) => item.kind === 'text' && notSent(item.status))).toBe(true);
  const flexItems = outbox.filter((item) => item.message === flex);
  expect(flexItems.map((item) => item.member).sort()).toEqual(ids);
  expect(flexItems.every((item) => item.kind === 'flex' && item.alt_text === altText && notSent(item.status))).toBe(
    true,
  );

  // Staff can read the outbox back on the screen.
  await page.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }).click();
  const dialog = page.getByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
  for (const recipient of recipients) {
    await expect(
      dialog.getByTestId('outbox-item').filter({ hasText: recipient.full_name }).filter({ hasText: altText }),
    ).toHaveCount(1);
  }
});
