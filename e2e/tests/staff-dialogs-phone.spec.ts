import { routePaths } from '@chapter/contract/route-paths';
import type { Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { expectDialogFitsWidth, expectFitsWidth } from './layout-checks.ts';
import { newMember } from './own-data.ts';
import { apiPost, pageUser } from './staff-api.ts';

/*
 * The participant list's outbox and LINE-bindings dialogs: one card per row on a 360 px phone, with
 * nothing scrolling sideways, and the tables as before on a desktop. The outbox gets one message of
 * the test's own, to its own member, so it has a row whatever the other specs did.
 */

const PAGE_LOAD = { timeout: 60_000 };
const LONG = `ข้อความทดสอบความกว้าง ${'ก'.repeat(60)} https://example.com/${'a'.repeat(60)}`;

async function openParticipants(page: Page, login: (phone: string) => Promise<void>) {
  await login(demo.staff);
  const staff = await pageUser(page, demo.staff);
  const member = await newMember(page.request, staff, 'กล่องขาออก');
  await apiPost(page.request, staff, routePaths.sendPushMessage.path, { members: [member.id], message: LONG });
  await page.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม', exact: true }).click();
  return member;
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the outbox and the LINE bindings are cards, and nothing scrolls sideways', async ({ page, login }) => {
    const member = await openParticipants(page, login);
    await page.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }).click({ timeout: PAGE_LOAD.timeout });
    const outbox = page.getByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    const cards = outbox.getByRole('list', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    await expect(
      cards
        .getByTestId('outbox-item')
        .filter({ hasText: `ทดสอบ ${member.lastName}` })
        .first(),
    ).toBeVisible();
    await expect(outbox.getByRole('table')).toHaveCount(0);
    await expectDialogFitsWidth(page, outbox, 'participant list: outbox');
    await expectFitsWidth(page, 'participant list with the outbox open');
    await outbox.getByRole('button', { name: 'ปิดหน้าต่าง' }).click();
    await expect(outbox).toBeHidden();

    await page.getByRole('button', { name: 'บัญชี LINE ของสมาชิก' }).click();
    const bindings = page.getByRole('dialog', { name: 'บัญชี LINE ที่เชื่อมกับสมาชิก' });
    // The demo may have bound members or none: a list of cards, or the empty note; never a table.
    await expect(
      bindings.getByRole('list', { name: 'บัญชี LINE ที่เชื่อมกับสมาชิก' }).or(bindings.getByText('ยังไม่มีสมาชิกที่เชื่อมบัญชี LINE')),
    ).toBeVisible();
    await expect(bindings.getByRole('table')).toHaveCount(0);
    await expectDialogFitsWidth(page, bindings, 'participant list: LINE bindings');
    await expectFitsWidth(page, 'participant list with the LINE bindings open');
  });
});

test('on a desktop the outbox is a table', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openParticipants(page, login);
  await page.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }).click({ timeout: PAGE_LOAD.timeout });
  const outbox = page.getByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
  await expect(outbox.getByRole('table', { name: 'กล่องข้อความขาออก (ล่าสุด)' })).toBeVisible();
});
