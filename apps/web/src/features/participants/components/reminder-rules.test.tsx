import type { TReminderRule } from '@chapter/contract/reminders';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, type MockRequest } from '../../../test/mock-api.ts';
import { renderParticipants, tableRows } from '../testing/render-participants.tsx';

/** A rule as the server lists it: weekly, Monday 09:00, built-in reminder, never run. */
function ruleFixture(overrides: Partial<TReminderRule> = {}): TReminderRule {
  return {
    id: 7,
    kind: 'weekly',
    weekday: 1,
    time: '09:00',
    days_before: null,
    message: null,
    active: true,
    created: '2026-03-01T03:00:00Z',
    // 02:00 UTC is 09:00 in Bangkok.
    next_run: '2026-03-02T02:00:00Z',
    last_run: null,
    ...overrides,
  };
}

/** The participant list over a server holding `rules`, which POST adds to; returns the dialog once opened. */
async function openRules(rules: TReminderRule[]) {
  const created: MockRequest[] = [];
  const view = renderParticipants({
    handlers: {
      'GET /api/messaging/rules/': () => answer(apiRoutes.reminderRules, rules),
      'GET /api/messaging/quota/': answer(apiRoutes.channelQuota, { connected: true, limit: null, used: 12 }),
      'POST /api/messaging/rules/': (request) => {
        created.push(request);
        const rule = ruleFixture({
          id: 8,
          ...(request.body as Partial<TReminderRule>),
          next_run: '2026-03-06T11:30:00Z',
        });
        rules.push(rule);
        return answer(apiRoutes.createReminderRule, rule);
      },
    },
  });
  await tableRows();
  await userEvent.click(screen.getByRole('button', { name: 'กฎการเตือนชำระ' }));
  const dialog = await screen.findByRole('dialog', { name: 'กฎการเตือนชำระทาง LINE' });
  return { ...view, dialog, created };
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('reminder rules', () => {
  it('say in Thai when each rule sends and to whom, when it sends next, and that nights are quiet', async () => {
    const { dialog } = await openRules([
      ruleFixture(),
      ruleFixture({
        id: 9,
        kind: 'before_event',
        weekday: null,
        days_before: 2,
        time: '18:00',
        next_run: null,
        message: 'เรียน {ชื่อ} ยอดค้าง {ยอดค้าง} บาท',
        last_run: { at: '2026-03-03T11:00:00Z', status: 'done', sent: 14 },
      }),
      ruleFixture({ id: 10, kind: 'event_published', weekday: null, time: null, next_run: null, active: false }),
    ]);
    expect(within(dialog).getByTestId('quiet-hours')).toHaveTextContent(
      'ระบบจะไม่ส่งข้อความตามกฎในช่วง 21:00–08:00 น. ถ้าถึงเวลาส่งในช่วงนั้น ระบบจะรอส่งตอน 08:00 น.',
    );
    expect(within(dialog).getByTestId('quota')).toHaveTextContent('โควตา LINE เดือนนี้: ไม่จำกัดจำนวน (ใช้ไป 12 ข้อความ)');

    const weekly = await within(dialog).findByRole('article', { name: 'ทุกวันจันทร์ 09:00 ถึงสมาชิกที่มียอดค้าง' });
    expect(weekly).toHaveTextContent('ข้อความเตือนชำระที่ระบบสร้างให้แต่ละคน');
    expect(within(weekly).getByTestId('next-run')).toHaveTextContent('ส่งครั้งถัดไป 02/03/2026 09:00');
    expect(within(weekly).getByTestId('last-run')).toHaveTextContent('ยังไม่เคยส่ง');

    const before = within(dialog).getByRole('article', {
      name: '2 วันก่อนกิจกรรม เวลา 18:00 ถึงผู้ลงทะเบียนที่ยังไม่ชำระ',
    });
    expect(before).toHaveTextContent('ข้อความ: เรียน {ชื่อ} ยอดค้าง {ยอดค้าง} บาท');
    expect(within(before).getByTestId('last-run')).toHaveTextContent('ส่งล่าสุด 03/03/2026 18:00: ส่งถึง 14 คน');

    const published = within(dialog).getByRole('article', { name: 'เมื่อเปิดกิจกรรมใหม่ ถึงสมาชิกทุกคน' });
    expect(published).toHaveTextContent('หยุดชั่วคราว');
    expect(published).toHaveTextContent('ประกาศกิจกรรมใหม่ที่ระบบสร้างให้');
    expect(within(published).getByRole('button', { name: 'ใช้งานต่อ' })).toBeInTheDocument();
  });

  it('staff add a weekly rule with their own text and a member’s details, and the list shows when it sends', async () => {
    const { dialog, created } = await openRules([]);
    expect(await within(dialog).findByText('ยังไม่มีกฎการเตือน')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'เพิ่มกฎการเตือน' }));

    expect(within(dialog).getByRole('radio', { name: 'ทุกสัปดาห์ ถึงสมาชิกที่มียอดค้าง' })).toBeChecked();
    await pick(dialog, 'วัน', 'ศุกร์');
    await pick(dialog, 'เวลา', '22:00');
    // A time in the quiet hours is allowed, and the form says it will wait for the morning.
    expect(within(dialog).getByText('เวลานี้อยู่ในช่วง 21:00–08:00 น. ระบบจะรอส่งตอน 08:00 น.')).toBeInTheDocument();
    await pick(dialog, 'เวลา', '18:30');
    expect(within(dialog).queryByText(/เวลานี้อยู่ในช่วง/)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'เขียนข้อความเอง' }));
    // Saving an empty own text is refused here, rather than quietly sending the built-in one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกกฎ' }));
    expect(within(dialog).getByText('กรุณาพิมพ์ข้อความ หรือเลือกข้อความที่ระบบสร้างให้')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^ข้อความของคุณ/ }), 'เรียน ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'แทรกข้อมูลของสมาชิก' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /ชื่อสมาชิก/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกกฎ' }));

    expect(await screen.findByText('บันทึกกฎการเตือนเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(created.map((request) => request.body)).toEqual([
      { kind: 'weekly', weekday: 5, time: '18:30', message: 'เรียน {ชื่อ}' },
    ]);
    const rule = await within(dialog).findByRole('article', { name: 'ทุกวันศุกร์ 18:30 ถึงสมาชิกที่มียอดค้าง' });
    expect(rule).toHaveTextContent('ข้อความ: เรียน {ชื่อ}');
    expect(within(rule).getByTestId('next-run')).toHaveTextContent('ส่งครั้งถัดไป 06/03/2026 18:30');
    expect(within(dialog).queryByRole('button', { name: 'บันทึกกฎ' })).not.toBeInTheDocument();
  });

  it('a rule before each event asks for the days before it, and the built-in message needs no text', async () => {
    const { dialog, created } = await openRules([]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'เพิ่มกฎการเตือน' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'ก่อนวันกิจกรรม ถึงผู้ลงทะเบียนที่ยังไม่ชำระ' }));
    expect(within(dialog).queryByRole('combobox', { name: 'วัน' })).not.toBeInTheDocument();
    const days = within(dialog).getByRole('textbox', { name: /จำนวนวันก่อนกิจกรรม/ });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'บันทึกกฎ' }));
    await waitFor(() =>
      expect(created.map((request) => request.body)).toEqual([
        { kind: 'before_event', days_before: 3, time: '09:00', message: null },
      ]),
    );
  });

  it('staff pause a rule, and delete one only after confirming', async () => {
    const rules = [ruleFixture()];
    const calls: string[] = [];
    renderParticipants({
      handlers: {
        'GET /api/messaging/rules/': () => answer(apiRoutes.reminderRules, rules),
        'GET /api/messaging/quota/': answer(apiRoutes.channelQuota, { connected: false, limit: null, used: null }),
        'POST /api/messaging/rules/7/active/': (request) => {
          calls.push(`active ${JSON.stringify(request.body)}`);
          rules[0] = ruleFixture({ active: false, next_run: null });
          return answer(apiRoutes.setReminderRuleActive, rules[0]);
        },
        'DELETE /api/messaging/rules/7/': () => {
          calls.push('delete');
          rules.pop();
          return answer(apiRoutes.deleteReminderRule, { detail: 'ลบกฎการเตือนเรียบร้อยแล้ว' });
        },
      },
    });
    await tableRows();
    await userEvent.click(screen.getByRole('button', { name: 'กฎการเตือนชำระ' }));
    const dialog = await screen.findByRole('dialog', { name: 'กฎการเตือนชำระทาง LINE' });
    expect(await within(dialog).findByTestId('quota')).toHaveTextContent('ยังไม่ได้เชื่อมต่อ LINE');
    const rule = await within(dialog).findByRole('article', { name: 'ทุกวันจันทร์ 09:00 ถึงสมาชิกที่มียอดค้าง' });

    await userEvent.click(within(rule).getByRole('button', { name: 'หยุดชั่วคราว' }));
    expect(await within(rule).findByText('ไม่ส่งจนกว่าจะกดใช้งานต่อ')).toBeInTheDocument();
    expect(within(rule).getByRole('button', { name: 'ใช้งานต่อ' })).toBeInTheDocument();
    expect(calls).toEqual(['active {"active":false}']);

    await userEvent.click(within(rule).getByRole('button', { name: 'ลบ' }));
    const confirm = await screen.findByRole('dialog', { name: 'ลบกฎการเตือน' });
    expect(confirm).toHaveTextContent('ลบกฎ "ทุกวันจันทร์ 09:00 ถึงสมาชิกที่มียอดค้าง"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(calls).toEqual(['active {"active":false}']);

    await userEvent.click(within(rule).getByRole('button', { name: 'ลบ' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'ลบกฎการเตือน' })).getByRole('button', { name: 'ลบ' }),
    );
    expect(await within(dialog).findByText('ยังไม่มีกฎการเตือน')).toBeInTheDocument();
    expect(calls).toEqual(['active {"active":false}', 'delete']);
  });
});
