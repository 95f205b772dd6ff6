import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberListQueryOptions } from '../../../lib/member-list.ts';
import { answer, answerError } from '../../../test/mock-api.ts';
import {
  acceptedSlip,
  confirmation,
  confirmButton,
  registration,
  renderScreen,
  slip,
  somchai,
  summary,
  waitingSlip,
  wichai,
} from './validation-test-utils.tsx';

/** Somchai with 300 baht of credit and a third, later registration of 100. */
const withCredit = {
  ...somchai,
  sum_amount: 1350,
  credit: 300,
  unpaid_registrations: [
    ...somchai.unpaid_registrations,
    {
      id: 13,
      registered_event: { id: 7, name: 'อบรมสมาชิกใหม่', event_start_date_time: '2026-04-10T02:00:00Z' },
      price: 100,
      substitute_name: null,
    },
  ],
};

describe('confirming a member’s payment', () => {
  it('the totals follow the ticks: received, the ticked registrations and what is left or missing', async () => {
    renderScreen([somchai]);
    await screen.findAllByTestId('member-slip');
    // The 500-baht slip pays the oldest registration (450); 50 is left as credit.
    expect(summary.received()).toHaveTextContent('500.00 บาท');
    expect(summary.credit()).not.toBeInTheDocument();
    expect(summary.ticked()).toHaveTextContent('450.00 บาท');
    expect(summary.difference()).toHaveTextContent('เหลือเป็นเครดิต 50.00 บาท');

    await userEvent.click(registration(/สัมมนา/));
    expect(summary.ticked()).toHaveTextContent('1,250.00 บาท');
    expect(summary.difference()).toHaveTextContent('ขาด 750.00 บาท');
    expect(screen.getByRole('textbox', { name: /เหตุผลที่ยกเว้นส่วนที่ขาด/ })).toBeVisible();

    await userEvent.click(registration(/ประชุมประจำสัปดาห์/));
    expect(summary.ticked()).toHaveTextContent('800.00 บาท');
    expect(summary.difference()).toHaveTextContent('ขาด 300.00 บาท');

    // Unticking the slip: nothing received.
    await userEvent.click(screen.getByRole('checkbox', { name: '500.00 บาท 02/05/2026 09:15' }));
    expect(summary.received()).toHaveTextContent('0.00 บาท');
    expect(summary.difference()).toHaveTextContent('ขาด 800.00 บาท');

    await userEvent.click(registration(/สัมมนา/));
    expect(summary.difference()).toHaveTextContent('พอดี');
    expect(screen.queryByRole('textbox', { name: /เหตุผลที่ยกเว้นส่วนที่ขาด/ })).not.toBeInTheDocument();
  });

  it('adds satang without drift', async () => {
    const cents = { ...somchai, credit: 0.1 };
    renderScreen([cents], { 2: [slip({ amount: 450.2 })] });
    await screen.findAllByTestId('member-slip');
    expect(summary.difference()).toHaveTextContent('เหลือเป็นเครดิต 0.30 บาท');
  });

  it('the member’s credit counts with the slips; the suggestion ticks what the money covers best', async () => {
    renderScreen([withCredit]);
    await screen.findAllByTestId('member-slip');
    expect(summary.credit()).toHaveTextContent('300.00 บาท');
    // 500 + 300 = 800 pays the 800 (25 March) exactly; 450 + 100 would leave 250 unused.
    expect(registration(/ประชุมประจำสัปดาห์/)).not.toBeChecked();
    expect(registration(/สัมมนา/)).toBeChecked();
    expect(registration(/อบรมสมาชิกใหม่/)).not.toBeChecked();
    expect(summary.difference()).toHaveTextContent('พอดี');

    await userEvent.click(registration(/สัมมนา/));
    await userEvent.click(registration(/อบรมสมาชิกใหม่/));
    await userEvent.click(screen.getByRole('button', { name: 'เลือกตามยอดเงิน' }));
    expect(registration(/สัมมนา/)).toBeChecked();
    expect(registration(/อบรมสมาชิกใหม่/)).not.toBeChecked();
  });

  it('confirm is disabled and says why while no registration is ticked, and nothing is sent', async () => {
    const { posts } = renderScreen([somchai]);
    await screen.findAllByTestId('member-slip');
    await userEvent.click(registration(/ประชุมประจำสัปดาห์/));

    expect(confirmButton()).toBeDisabled();
    expect(screen.getByText(/ยังยืนยันไม่ได้ เพราะยังไม่ได้เลือกรายการลงทะเบียน/)).toBeVisible();
    await userEvent.click(confirmButton(), { pointerEventsCheck: 0 });
    expect(posts()).toHaveLength(0);
  });

  it('confirming says beforehand what it will do, sends the ticks and the waiting slips, shows the server’s message and moves on', async () => {
    let members = [somchai, wichai];
    const { posts, queryClient } = renderScreen(members, undefined, {
      'GET /api/payment/unvalidated-member/': () => answer(apiRoutes.unvalidatedMembers, members),
      'POST /api/payment/submit/': () => {
        members = [wichai];
        return answer(apiRoutes.submitPayment, confirmation());
      },
    });
    // The participant list's member list, cached from an earlier visit: what members owe changes.
    queryClient.setQueryData(memberListQueryOptions().queryKey, []);
    await screen.findAllByTestId('member-slip');
    expect(screen.getByText('ชำระ 1 รายการ 450.00 บาท · เหลือเครดิต 50.00 บาท')).toBeVisible();
    await userEvent.click(confirmButton());

    expect(await screen.findByText('ยืนยันการชำระเงินเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(queryClient.getQueryState(memberListQueryOptions().queryKey)?.isInvalidated).toBe(true);
    // Slip 6 was accepted before: only the waiting one goes; received null means "the slips' amounts".
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/payment/submit/',
        body: { registrations: [11], payments: [7], received: null, received_reason: null, waiver_reason: null },
      }),
    ]);
    // Somchai has nothing waiting any more: the list moves on to the next member.
    expect(await screen.findByRole('heading', { name: 'วิชัย ศรีสุข' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /สมชาย รักงาน/ })).not.toBeInTheDocument();
  });

  it('a shortfall asks why it is waived before confirming, and sends the reason', async () => {
    const { posts } = renderScreen([somchai], undefined, {
      'POST /api/payment/submit/': answer(
        apiRoutes.submitPayment,
        confirmation({ registrations: [11, 12], credit: 0 }),
      ),
    });
    await screen.findAllByTestId('member-slip');
    await userEvent.click(registration(/สัมมนา/));
    expect(screen.getByText('ชำระ 2 รายการ 1,250.00 บาท · ยกเว้น 750.00 บาท')).toBeVisible();
    expect(screen.getByText(/ส่วนที่ขาด 750.00 บาท จะบันทึกเป็นส่วนลดหรือการยกเว้นค่าใช้จ่าย/)).toBeVisible();

    await userEvent.click(confirmButton());
    expect(screen.getByText('กรุณาระบุเหตุผลที่ยกเว้นส่วนที่ขาด เช่น ส่วนลด')).toBeVisible();
    expect(posts()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเว้นส่วนที่ขาด/ }), 'ส่วนลดสมาชิกใหม่');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('ยืนยันการชำระเงินเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      registrations: [11, 12],
      payments: [7],
      received: null,
      received_reason: null,
      waiver_reason: 'ส่วนลดสมาชิกใหม่',
    });
  });

  it('correcting what was received asks for a reason and sends the amount with it', async () => {
    const { posts } = renderScreen([somchai], undefined, {
      'POST /api/payment/submit/': answer(
        apiRoutes.submitPayment,
        confirmation({ registrations: [11, 12], credit: 0 }),
      ),
    });
    await screen.findAllByTestId('member-slip');
    await userEvent.click(screen.getByRole('button', { name: 'แก้ยอด' }));
    const amount = screen.getByRole('textbox', { name: /ยอดที่ได้รับจริง/ });
    expect(amount).toHaveValue('500');
    expect(screen.getByText('ยอดตามสลิป 500.00 บาท')).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1250');
    expect(summary.received()).toHaveTextContent('1,250.00 บาท');
    await userEvent.click(screen.getByRole('button', { name: 'เลือกตามยอดเงิน' }));
    expect(registration(/สัมมนา/)).toBeChecked();
    expect(summary.difference()).toHaveTextContent('พอดี');

    await userEvent.click(confirmButton());
    expect(screen.getByText('กรุณาระบุเหตุผลที่แก้ยอด')).toBeVisible();
    expect(posts()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /เหตุผลที่แก้ยอด/ }), 'โอนเพิ่มอีกครั้ง ตรวจในบัญชีแล้ว');
    await userEvent.click(confirmButton());
    expect(await screen.findByText('ยืนยันการชำระเงินเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      registrations: [11, 12],
      payments: [7],
      received: 1250,
      received_reason: 'โอนเพิ่มอีกครั้ง ตรวจในบัญชีแล้ว',
      waiver_reason: null,
    });
  });

  it('going back to the slips’ amounts drops the correction', async () => {
    renderScreen([somchai]);
    await screen.findAllByTestId('member-slip');
    await userEvent.click(screen.getByRole('button', { name: 'แก้ยอด' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /ยอดที่ได้รับจริง/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /ยอดที่ได้รับจริง/ }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'ใช้ยอดตามสลิป' }));
    expect(screen.queryByRole('textbox', { name: /ยอดที่ได้รับจริง/ })).not.toBeInTheDocument();
    expect(summary.received()).toHaveTextContent('500.00 บาท');
  });

  it('taking the slips as credit says how much goes to credit, then sends the ticked slips', async () => {
    const second = slip({ id: 9, amount: 250.5, created: '2026-05-03T02:15:00Z' });
    const { posts } = renderScreen(
      [somchai],
      { 2: [waitingSlip, second, acceptedSlip] },
      {
        'POST /api/payment/accept-credit/': answer(
          apiRoutes.acceptSlipsAsCredit,
          confirmation({ detail: 'รับยอดของสลิปเป็นเครดิตของสมาชิกเรียบร้อยแล้ว', registrations: [], credit: 750.5 }),
        ),
      },
    );
    await screen.findAllByTestId('member-slip');
    await userEvent.click(screen.getByRole('button', { name: 'รับเป็นเครดิต' }));
    const dialog = await screen.findByRole('dialog', { name: 'รับยอดเป็นเครดิต' });
    expect(dialog).toHaveTextContent(
      'รับยอด 750.50 บาท จากสลิป 2 ใบ เป็นเครดิตของ สมชาย รักงาน โดยยังไม่ชำระรายการลงทะเบียนใด',
    );
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'รับเป็นเครดิต' }));
    expect(await screen.findByText('รับยอดของสลิปเป็นเครดิตของสมาชิกเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/payment/accept-credit/',
        body: { payments: [7, 9], received: null, received_reason: null },
      }),
    ]);
  });

  it('taking slips as credit is offered only while a slip is ticked', async () => {
    renderScreen([somchai]);
    await screen.findAllByTestId('member-slip');
    await userEvent.click(screen.getByRole('checkbox', { name: '500.00 บาท 02/05/2026 09:15' }));
    expect(screen.queryByRole('button', { name: 'รับเป็นเครดิต' })).not.toBeInTheDocument();
  });

  it('a slip without an amount cannot go to credit until staff say what arrived; a note is kept if given', async () => {
    const { posts } = renderScreen(
      [somchai],
      { 2: [slip({ amount: null })] },
      {
        'POST /api/payment/accept-credit/': answer(
          apiRoutes.acceptSlipsAsCredit,
          confirmation({ registrations: [], credit: 480 }),
        ),
      },
    );
    await screen.findAllByTestId('member-slip');
    await userEvent.click(screen.getByRole('button', { name: 'รับเป็นเครดิต' }));
    expect(screen.getByText('กรุณาระบุยอดที่ได้รับ')).toBeVisible();
    expect(screen.queryByText('กรุณาระบุเหตุผลที่แก้ยอด')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /ยอดที่ได้รับจริง/ }), '480');
    await userEvent.type(screen.getByRole('textbox', { name: /เหตุผลที่แก้ยอด/ }), 'สลิปเก่า ตรวจยอดจากบัญชี');
    await userEvent.click(screen.getByRole('button', { name: 'รับเป็นเครดิต' }));
    const dialog = await screen.findByRole('dialog', { name: 'รับยอดเป็นเครดิต' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'รับเป็นเครดิต' }));
    expect(await screen.findByText('ยืนยันการชำระเงินเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ payments: [7], received: 480, received_reason: 'สลิปเก่า ตรวจยอดจากบัญชี' });
  });

  it('a refused confirmation shows the server’s reasons in a red toast, under the field they are about, and keeps the ticks', async () => {
    renderScreen([somchai], undefined, {
      'POST /api/payment/submit/': answerError(400, {
        registrations: ['รายการลงทะเบียน #12 ยืนยันการชำระเงินไปแล้ว'],
        waiver_reason: ['ยอดที่เลือก 1,250.00 บาท มากกว่ายอดที่ได้รับรวมเครดิต 500.00 บาท กรุณาระบุเหตุผล'],
      }),
    });
    await screen.findAllByTestId('member-slip');
    await userEvent.click(registration(/สัมมนา/));
    await userEvent.type(screen.getByRole('textbox', { name: /เหตุผลที่ยกเว้นส่วนที่ขาด/ }), 'ส่วนลด');
    await userEvent.click(confirmButton());

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('รายการลงทะเบียน #12 ยืนยันการชำระเงินไปแล้ว');
    expect(screen.getByRole('textbox', { name: /เหตุผลที่ยกเว้นส่วนที่ขาด/ })).toHaveAccessibleDescription(
      expect.stringContaining('มากกว่ายอดที่ได้รับรวมเครดิต 500.00 บาท'),
    );
    expect(registration(/สัมมนา/)).toBeChecked();
  });
});

describe('who vouched for the member’s LINE account', () => {
  it('is shown beside the member’s payment: the staff member and when, or that they are not bound', async () => {
    const vouched = { ...somchai, line_binding: { bound_at: '2026-05-02T02:15:00Z', vouched_by: 'เลขา หนึ่ง' } };
    renderScreen([vouched]);
    expect(await screen.findByTestId('line-vouched')).toHaveTextContent(
      'บัญชี LINE ของสมาชิกนี้เชื่อมเมื่อ 02/05/2026 09:15 รับรองโดย เลขา หนึ่ง',
    );
  });

  it('says when nobody is bound', async () => {
    renderScreen([somchai]);
    expect(await screen.findByTestId('line-vouched')).toHaveTextContent('สมาชิกนี้ยังไม่ได้เชื่อมบัญชี LINE');
  });
});

describe('a substitute’s meal among the registrations to tick', () => {
  it('names the substitute beside the event', async () => {
    const [first, ...rest] = somchai.unpaid_registrations;
    if (!first) throw new Error('fixture');
    renderScreen([{ ...somchai, unpaid_registrations: [{ ...first, substitute_name: 'ปิยะพงษ์ แทนใจ' }, ...rest] }]);
    await screen.findAllByTestId('member-slip');
    expect(registration(/ประชุมประจำสัปดาห์.*ค่าอาหารตัวแทน: ปิยะพงษ์ แทนใจ/)).toBeInTheDocument();
    expect(screen.getAllByText(/ค่าอาหารตัวแทน/)).toHaveLength(1);
  });
});
