import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmButton, registration, renderScreen, slip, somchai, wichai } from './validation-test-utils.tsx';

/** Somchai owing 1,250 (5 March) and 450 (25 March): the oldest costs more than one slip of 500. */
const oldestDear = {
  ...somchai,
  sum_amount: 1700,
  unpaid_registrations: [
    {
      id: 11,
      registered_event: { id: 5, name: 'สัมมนาใหญ่ประจำปี', event_start_date_time: '2026-03-04T23:30:00Z' },
      price: 1250,
      substitute_name: null,
    },
    {
      id: 12,
      registered_event: { id: 6, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-03-25T11:00:00Z' },
      price: 450,
      substitute_name: null,
    },
  ],
};

describe('เลือกตามยอดเงิน', () => {
  it('ticks a later registration the money covers when the oldest costs more than was received', async () => {
    renderScreen([oldestDear], { 2: [slip({ id: 7, amount: 500 })] });
    await screen.findAllByTestId('member-slip');
    expect(registration(/ประชุมประจำสัปดาห์/)).toBeChecked();
    expect(registration(/สัมมนาใหญ่ประจำปี/)).not.toBeChecked();

    await userEvent.click(registration(/ประชุมประจำสัปดาห์/));
    await userEvent.click(screen.getByRole('button', { name: 'เลือกตามยอดเงิน' }));
    expect(registration(/ประชุมประจำสัปดาห์/)).toBeChecked();
  });

  it('says beside the button why nothing can be ticked when every registration costs more than was received', async () => {
    renderScreen([somchai], { 2: [slip({ id: 7, amount: 300 })] });
    await screen.findAllByTestId('member-slip');
    expect(screen.getByTestId('suggest-hint')).toHaveTextContent('ยอดที่ได้รับ 300.00 บาท น้อยกว่ารายการที่ค้างทุกรายการ');
    expect(screen.getByRole('button', { name: 'เลือกตามยอดเงิน' })).toHaveAccessibleDescription(
      'ยอดที่ได้รับ 300.00 บาท น้อยกว่ารายการที่ค้างทุกรายการ',
    );
  });
});

describe('a payment the signed-in staff member may not confirm', () => {
  it('their own: the panel says so at the top and confirm is disabled with that reason', async () => {
    const { posts } = renderScreen([{ ...somchai, cannot_confirm: 'own_payment' }]);
    await screen.findAllByTestId('member-slip');
    expect(screen.getByTestId('cannot-confirm')).toHaveTextContent('คุณยืนยันการชำระเงินของตนเองไม่ได้ ให้เจ้าหน้าที่คนอื่นยืนยัน');
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription('คุณยืนยันการชำระเงินของตนเองไม่ได้ ให้เจ้าหน้าที่คนอื่นยืนยัน');
    expect(screen.getByRole('button', { name: 'รับเป็นเครดิต' })).toBeDisabled();
    await userEvent.click(confirmButton(), { pointerEventsCheck: 0 });
    expect(posts()).toHaveLength(0);
  });

  it('a member whose LINE account they vouched for lately: the panel says why', async () => {
    renderScreen([{ ...somchai, cannot_confirm: 'vouched' }]);
    await screen.findAllByTestId('member-slip');
    expect(screen.getByTestId('cannot-confirm')).toHaveTextContent(/คุณรับรองบัญชี LINE ของสมาชิกนี้/);
    expect(confirmButton()).toBeDisabled();
  });

  it('anyone else’s: no note, and confirm works', async () => {
    renderScreen([somchai]);
    await screen.findAllByTestId('member-slip');
    expect(screen.queryByTestId('cannot-confirm')).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });
});

describe('who is listed', () => {
  it('a member with credit and no slip waiting is not listed as having a slip waiting, but under credit', async () => {
    const creditOnly = { ...wichai, credit: 150, waiting_slips: 0 };
    renderScreen([somchai, creditOnly]);
    const waiting = await screen.findByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
    expect(
      within(waiting)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([expect.stringContaining('สมชาย รักงาน')]);
    const withCredit = screen.getByRole('tablist', { name: 'สมาชิกที่มีเครดิตใช้ชำระรายการค้างได้' });
    expect(within(withCredit).getByRole('tab')).toHaveTextContent(
      'วิชัย ศรีสุขไม่มีสลิปรอ · เครดิต 150.00 บาท · ค้าง 450.00 บาท',
    );
  });
});
