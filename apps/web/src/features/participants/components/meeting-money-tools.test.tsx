import type { TCashUp, THeadcount } from '@chapter/contract/cash-up';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthEventFixture } from '../../../test/fixtures.ts';
import { answer, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventGuests } from './event-guests.tsx';

/** 06:30 to 09:00 on Thursday 5 March 2026 in Bangkok. */
const meetingRef = { id: 5, name: 'ประชุมประจำสัปดาห์', starts: '2026-03-04T23:30:00Z', ends: '2026-03-05T02:00:00Z' };
const meeting = monthEventFixture({ id: 5, event_start_date_time: meetingRef.starts });

const headcount: THeadcount = {
  meeting: meetingRef,
  members: 24,
  substitutes: 2,
  visitors: 5,
  total: 31,
  on_leave: 3,
  will_miss: 1,
};

const figures = {
  expected: { members: 10800, visitors: 3250, substitutes: 1300, total: 15350 },
  received: { transfers: 12150, cash: 1300, credit: 450, waived: 0, total: 13900 },
  difference: -1450,
};

const cashUp = (overrides: Partial<TCashUp> = {}): TCashUp => ({
  meeting: meetingRef,
  ended: true,
  figures,
  seats: [
    {
      registration: 101,
      name: 'สมชาย รักงาน',
      kind: 'member',
      payer_name: 'สมชาย รักงาน',
      fee: 450,
      expected: true,
      came: true,
      paid: true,
      source: 'transfer',
      confirmation: 901,
      references: ['202603040001'],
    },
    {
      registration: 102,
      name: 'ปิยะพงษ์ แทนใจ',
      kind: 'substitute',
      payer_name: 'วิชัย ศรีสุข',
      fee: 650,
      expected: true,
      came: true,
      paid: false,
      source: null,
      confirmation: null,
      references: [],
    },
  ],
  differences: [
    { kind: 'came_not_paid', name: 'ปิยะพงษ์ แทนใจ', person_kind: 'substitute', amount: 650, registration: 102 },
    { kind: 'paid_not_came', name: 'พรทิพย์ แก้วใส', person_kind: 'member', amount: 450, registration: 103 },
    { kind: 'paid_twice', name: 'มานพ มาเยือน', person_kind: 'visitor', amount: 650, registration: 104 },
  ],
  closed: null,
  late_changes: [],
  ...overrides,
});

function renderGuests(
  event = meeting,
  handlers: Record<string, MockReply | ((request: MockRequest) => MockReply)> = {},
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi(handlers);
  renderRoutes([{ path: '/', element: <EventGuests event={event} /> }]);
  return api;
}

const lines = (element: HTMLElement) => element.textContent;

describe('the headcount for the venue', () => {
  it('shows who is counted, who is left out, and copies the message for the venue', async () => {
    const user = userEvent.setup();
    renderGuests(meeting, { 'GET /api/meetings/5/headcount/': answer(apiRoutes.meetingHeadcount, headcount) });
    await user.click(screen.getByRole('button', { name: 'จำนวนผู้เข้าประชุม' }));
    const dialog = await screen.findByRole('dialog', { name: 'จำนวนผู้เข้าประชุม' });

    const counted = await within(dialog).findByTestId('headcount-counted');
    expect(lines(counted)).toBe('สมาชิก24 ท่านตัวแทน2 ท่านผู้เยี่ยมชม5 ท่านรวม31 ท่าน');
    expect(lines(within(dialog).getByTestId('headcount-left-out'))).toBe(
      'ไม่นับรวมในจำนวนที่แจ้งสถานที่สมาชิกที่ลา3 ท่านสมาชิกที่แจ้งว่าจะไม่มา1 ท่าน',
    );
    const message = 'ยืนยันจำนวนผู้เข้าประชุม ประชุมประจำสัปดาห์ วันที่ 05/03/2026 จำนวน 31 ท่าน';
    expect(within(dialog).getByTestId('headcount-message')).toHaveTextContent(message);

    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกข้อความ' }));
    expect(await navigator.clipboard.readText()).toBe(message);
    expect(within(dialog).getByRole('button', { name: 'คัดลอกแล้ว' })).toBeInTheDocument();
  });

  it('events that are not weekly meetings have neither headcount nor cash-up', () => {
    renderGuests({ ...meeting, is_meeting: false });
    expect(screen.queryByRole('button', { name: 'จำนวนผู้เข้าประชุม' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ปิดยอด' })).not.toBeInTheDocument();
  });

  it('a cancelled meeting has no headcount to give, but its money can still be cashed up', () => {
    renderGuests({ ...meeting, is_cancelled: true });
    expect(screen.queryByRole('button', { name: 'จำนวนผู้เข้าประชุม' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ปิดยอด' })).toBeInTheDocument();
  });
});

describe('the cash-up', () => {
  async function openCashUp() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ปิดยอด' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปิดยอด ประชุมประจำสัปดาห์ 05/03/2026' });
    await within(dialog).findByTestId('cash-up-expected');
    return { user, dialog };
  }

  it('shows expected against received, the difference in red, and each difference by person', async () => {
    renderGuests(meeting, { 'GET /api/meetings/5/cash-up/': answer(apiRoutes.meetingCashUp, cashUp()) });
    const { user, dialog } = await openCashUp();
    expect(lines(within(dialog).getByTestId('cash-up-expected'))).toBe(
      'ยอดที่ควรได้รับสมาชิก10,800.00 บาทผู้เยี่ยมชม3,250.00 บาทตัวแทน1,300.00 บาทรวม15,350.00 บาท',
    );
    expect(lines(within(dialog).getByTestId('cash-up-received'))).toBe(
      'ยอดที่ได้รับโอนเงิน12,150.00 บาทเงินสด1,300.00 บาทเครดิต450.00 บาทยกเว้น0.00 บาทรวม13,900.00 บาท',
    );
    const difference = within(within(dialog).getByTestId('cash-up-difference')).getByText(/บาท$/);
    expect(difference).toHaveTextContent('-1,450.00 บาท');
    expect(difference.style.color).toBe('var(--mantine-color-red-8)');

    const differences = within(dialog).getAllByTestId('cash-up-difference-item');
    expect(differences.map(lines)).toEqual([
      'ปิยะพงษ์ แทนใจมาแต่ยังไม่ชำระตัวแทน650.00 บาท',
      'พรทิพย์ แก้วใสชำระแล้วแต่ไม่มาสมาชิก450.00 บาท',
      'มานพ มาเยือนชำระซ้ำผู้เยี่ยมชม650.00 บาท',
    ]);

    // The seats are folded away until asked for.
    expect(within(dialog).queryAllByTestId('cash-up-seat')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'แสดงที่นั่ง' }));
    const seats = within(dialog).getAllByTestId('cash-up-seat');
    expect(seats[0]).toHaveTextContent('สมาชิก · มา · โอนเงิน');
    expect(seats[0]).toHaveTextContent('อ้างอิง: 202603040001');
    expect(seats[1]).toHaveTextContent('ตัวแทน · มา · ยังไม่ชำระ');
    expect(seats[1]).toHaveTextContent('ผู้ชำระ: วิชัย ศรีสุข');
  });

  it('closes after asking, then says who closed it and when', async () => {
    let current = cashUp();
    const api = renderGuests(meeting, {
      'GET /api/meetings/5/cash-up/': () => answer(apiRoutes.meetingCashUp, current),
      'POST /api/meetings/5/cash-up/close/': () => {
        current = cashUp({ closed: { at: '2026-03-05T03:15:00Z', by_name: 'สมศรี เหรัญญิก', figures } });
        return answer(apiRoutes.closeCashUp, { detail: apiMessages.cashUpClosed });
      },
    });
    const { user, dialog } = await openCashUp();
    await user.click(within(dialog).getByRole('button', { name: 'ปิดยอด' }));
    const question = await screen.findByRole('dialog', { name: 'ปิดยอดการประชุม' });
    await user.click(within(question).getByRole('button', { name: 'ปิดยอด' }));

    expect(await within(dialog).findByTestId('cash-up-closed')).toHaveTextContent(
      'ปิดยอดแล้วโดย สมศรี เหรัญญิก เมื่อ 05/03/2026 10:15',
    );
    expect(await screen.findByText(apiMessages.cashUpClosed)).toBeInTheDocument();
    expect(within(dialog).getByText('ตัวเลข ณ เวลาปิดยอด')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ปิดยอด' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/meetings/5/cash-up/close/',
    ]);
  });

  it('before the meeting ends, closing is disabled and says why', async () => {
    renderGuests(meeting, {
      'GET /api/meetings/5/cash-up/': answer(apiRoutes.meetingCashUp, cashUp({ ended: false })),
    });
    const { dialog } = await openCashUp();
    expect(within(dialog).getByRole('button', { name: 'ปิดยอด' })).toBeDisabled();
    expect(within(dialog).getByTestId('cash-up-not-ended')).toHaveTextContent('ปิดยอดได้หลังการประชุมจบ');
  });

  it('lists money changed after closing', async () => {
    const closed = cashUp({
      closed: { at: '2026-03-05T03:15:00Z', by_name: 'สมศรี เหรัญญิก', figures },
      late_changes: [
        {
          confirmation: 950,
          kind: 'confirmed',
          at: '2026-03-06T04:00:00Z',
          by_name: 'สมศรี เหรัญญิก',
          name: 'ปิยะพงษ์ แทนใจ',
          amount: 650,
        },
      ],
    });
    renderGuests(meeting, { 'GET /api/meetings/5/cash-up/': answer(apiRoutes.meetingCashUp, closed) });
    const { dialog } = await openCashUp();
    const late = within(dialog).getByRole('region', { name: 'การเปลี่ยนแปลงหลังปิดยอด' });
    expect(late).toHaveTextContent('ปิยะพงษ์ แทนใจยืนยันการชำระโดย สมศรี เหรัญญิก เมื่อ 06/03/2026 11:00650.00 บาท');
  });

  it('downloads the cash-up as CSV and Excel under the server’s names', async () => {
    const exportFile = (request: MockRequest) =>
      answer(apiRoutes.meetingCashUpExport, new Blob(['file']), {
        'Content-Disposition': `attachment; filename="cash-up-2026-03-05.${request.params.format}"`,
      });
    const api = renderGuests(meeting, {
      'GET /api/meetings/5/cash-up/': answer(apiRoutes.meetingCashUp, cashUp()),
      'GET /api/meetings/5/cash-up/export/': exportFile,
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cash-up');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, dialog } = await openCashUp();
    await user.click(within(dialog).getByRole('button', { name: 'ดาวน์โหลด CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'ดาวน์โหลด Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual(['cash-up-2026-03-05.csv', 'cash-up-2026-03-05.xlsx']);
    const exports = api.calls.filter((call) => call.url === '/api/meetings/5/cash-up/export/');
    expect(exports.map((call) => call.params)).toEqual([{ format: 'csv' }, { format: 'xlsx' }]);
  });
});
