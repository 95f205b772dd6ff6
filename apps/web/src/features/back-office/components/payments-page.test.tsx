import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import { answer, answerError, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { Confirmation } from '../api/payment-confirmations.ts';
import { bangkokToday } from '../utils/bangkok-input.ts';
import { PaymentsPage } from './payments-page.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const staff = { id: 2, full_name: 'สุดา เหรัญญิก' };
const live = { reversed_at: null, reversed_by: null, reversal_reason: null };

const waiver: Confirmation = {
  id: 31,
  member: { id: 7, full_name: 'สมศรี ใจดี' },
  confirmed_at: '2026-11-15T12:05:00.000Z',
  confirmed_by: staff,
  stated: 1600,
  received: 1500,
  received_reason: 'ยอดในสลิปไม่ตรง ตรวจกับธนาคารแล้ว',
  applied: 1650,
  waived: 150,
  waiver_reason: 'ส่วนลดสมาชิกใหม่',
  credit_change: 0,
  registrations: [
    { id: 70, event_name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-11-04T23:30:00.000Z', price: 450 },
    { id: 71, event_name: 'งานเลี้ยงสังสรรค์', event_start_date_time: '2026-11-20T11:00:00.000Z', price: 1200 },
  ],
  slips: [5],
  slip_references: ['015330143512BTF08810'],
  ...live,
};
const reversed: Confirmation = {
  id: 30,
  member: { id: 8, full_name: 'ก้อง เครดิต' },
  confirmed_at: '2026-11-10T05:00:00.000Z',
  confirmed_by: staff,
  stated: 1200,
  received: 1200,
  received_reason: null,
  applied: 1200,
  waived: 0,
  waiver_reason: null,
  credit_change: 0,
  registrations: [],
  slips: [],
  slip_references: [],
  reversed_at: '2026-11-12T02:15:00.000Z',
  reversed_by: { id: 1, full_name: 'อำนาจ ผู้ดูแล' },
  reversal_reason: 'สลิปซ้ำกับรายการก่อนหน้า',
};
const credit: Confirmation = {
  ...waiver,
  id: 29,
  member: { id: 8, full_name: 'ก้อง เครดิต' },
  confirmed_at: '2026-11-03T03:00:00.000Z',
  stated: 2000,
  received: 2000.5,
  received_reason: null,
  applied: 0,
  waived: 0,
  waiver_reason: null,
  credit_change: 2000.5,
  registrations: [],
};

const today = bangkokToday();
const monthOf = (delta: number) => {
  const total = today.year * 12 + today.month - 1 + delta;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
};
const param = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}`;

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', TOKEN);
  const api = mockApi({
    'GET /api/payment/confirmation/': answer(apiRoutes.paymentConfirmations, [waiver, reversed, credit]),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <PaymentsPage /> }]);
  return api;
}

const card = async (name: string, when: string) => screen.findByRole('listitem', { name: `${when} ${name}` });

describe('back-office payments', () => {
  it('shows the month’s confirmations with amounts, paid registrations, credit change, who confirmed, the slips’ references, and reversed ones marked with their reason', async () => {
    renderPage();
    const waiverCard = await card('สมศรี ใจดี', '15/11/2026 19:05');
    expect(waiverCard).toHaveTextContent('ยืนยันโดย สุดา เหรัญญิก');
    expect(waiverCard).toHaveTextContent('ยอดที่ได้รับ1,500.00 บาท');
    expect(waiverCard).toHaveTextContent('ยอดรายการ1,650.00 บาท');
    expect(waiverCard).toHaveTextContent('ยกเว้น/ส่วนลด150.00 บาท');
    expect(waiverCard).toHaveTextContent('เครดิต (+/−)0.00 บาท');
    expect(waiverCard).toHaveTextContent('ประชุมประจำสัปดาห์ (05/11/2026) · 450.00 บาท');
    expect(waiverCard).toHaveTextContent('งานเลี้ยงสังสรรค์ (20/11/2026) · 1,200.00 บาท');
    expect(waiverCard).toHaveTextContent('เหตุผลการยกเว้น: ส่วนลดสมาชิกใหม่');
    expect(waiverCard).toHaveTextContent('เลขที่รายการในสลิป: 015330143512BTF08810');
    expect(within(waiverCard).queryByText('ยกเลิกแล้ว')).not.toBeInTheDocument();
    expect(within(waiverCard).getByRole('button', { name: 'ยกเลิกการยืนยัน' })).toBeInTheDocument();

    const reversedCard = await card('ก้อง เครดิต', '10/11/2026 12:00');
    expect(within(reversedCard).getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(reversedCard).toHaveTextContent('ยกเลิกเมื่อ 12/11/2026 09:15 โดย อำนาจ ผู้ดูแล: สลิปซ้ำกับรายการก่อนหน้า');
    expect(within(reversedCard).queryByRole('button', { name: 'ยกเลิกการยืนยัน' })).not.toBeInTheDocument();

    expect(await card('ก้อง เครดิต', '03/11/2026 10:00')).toHaveTextContent('เครดิต (+/−)+2,000.50 บาท');
  });

  it('still shows what a reversed confirmation had received and paid, and its slip’s reference, with who reversed it, when and why', async () => {
    const reversedWithItems: Confirmation = {
      ...reversed,
      registrations: [
        { id: 72, event_name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-11-04T23:30:00.000Z', price: 1200 },
      ],
      slips: [6],
      slip_references: ['016330143512BTF09999'],
    };
    renderPage({ 'GET /api/payment/confirmation/': answer(apiRoutes.paymentConfirmations, [reversedWithItems]) });
    const reversedCard = await card('ก้อง เครดิต', '10/11/2026 12:00');
    expect(reversedCard).toHaveTextContent(`ยอดที่ได้รับ${th.common.baht(formatBaht(1200))}`);
    expect(reversedCard).toHaveTextContent('รายการที่เคยชำระ (ก่อนยกเลิก)');
    expect(reversedCard).toHaveTextContent(`ประชุมประจำสัปดาห์ (05/11/2026) · ${th.common.baht(formatBaht(1200))}`);
    expect(reversedCard).toHaveTextContent('เลขที่รายการในสลิป: 016330143512BTF09999');
    expect(reversedCard).toHaveTextContent('สลิป 1 รูปของการยืนยันนี้กลับไปรอตรวจสอบ');
    expect(reversedCard).toHaveTextContent('ยกเลิกเมื่อ 12/11/2026 09:15 โดย อำนาจ ผู้ดูแล: สลิปซ้ำกับรายการก่อนหน้า');
  });

  it('totals the month over the confirmations that count, leaving reversed ones out', async () => {
    renderPage();
    const totals = await screen.findByRole('region', { name: 'ยอดรวมของเดือน' });
    expect(totals).toHaveTextContent('2 รายการ (ยกเลิกแล้ว 1 รายการ)');
    expect(totals).toHaveTextContent('ยอดที่ได้รับ3,500.50 บาท');
    expect(totals).toHaveTextContent('ยอดรายการ1,650.00 บาท');
    expect(totals).toHaveTextContent('ยกเว้น/ส่วนลด150.00 บาท');
    expect(totals).toHaveTextContent('เครดิต (+/−)+2,000.50 บาท');
  });

  it('opens on this month in Bangkok and the arrows ask for the month before and after', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const months = () =>
      api.calls.filter((call) => call.url === '/api/payment/confirmation/').map((c) => c.params.month);
    const title = (month: { year: number; month: number }) =>
      `${['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'][month.month - 1]} ${month.year}`;
    expect(await screen.findByRole('heading', { name: title(monthOf(0)) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
    expect(await screen.findByRole('heading', { name: title(monthOf(-1)) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    await user.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    expect(await screen.findByRole('heading', { name: title(monthOf(1)) })).toBeInTheDocument();
    // Passing this month again on the way reads it again: a confirmation may have come since.
    await waitFor(() =>
      expect(months()).toEqual([param(monthOf(0)), param(monthOf(-1)), param(monthOf(0)), param(monthOf(1))]),
    );
  });

  it('the download buttons fetch the month’s CSV and Excel file with the token and save them under the server’s names', async () => {
    const user = userEvent.setup();
    const exportFile = (request: MockRequest) =>
      answer(apiRoutes.paymentExport, new Blob(['file']), {
        'Content-Disposition': `attachment; filename="payments-${request.params.month}.${request.params.format}"`,
      });
    const api = renderPage({ 'GET /api/payment/export/': exportFile });
    const saved: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:payments');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลด CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    const month = param(monthOf(0));
    const exports = api.calls.filter((call) => call.url === '/api/payment/export/');
    expect(exports.map((call) => [call.params, call.authorization])).toEqual([
      [{ month, format: 'csv' }, `Bearer ${TOKEN}`],
      [{ month, format: 'xlsx' }, `Bearer ${TOKEN}`],
    ]);
    expect(saved).toEqual([`payments-${month}.csv`, `payments-${month}.xlsx`]);
    expect(createObjectURL).toHaveBeenCalledTimes(2);
  });

  it('reversing a confirmation needs a reason: an empty one is refused, then the reason is sent and the server’s message shown', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'POST /api/payment/confirmation/31/reverse/': answer(apiRoutes.reverseConfirmation, {
        detail: apiMessages.paymentReversed,
      }),
    });
    const waiverCard = await card('สมศรี ใจดี', '15/11/2026 19:05');
    await user.click(within(waiverCard).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('สมศรี ใจดี');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ยกเลิกการยืนยัน')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('เหตุผล', { exact: false }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const listsBefore = api.calls.filter((call) => call.url === '/api/payment/confirmation/').length;
    await user.type(within(dialog).getByLabelText('เหตุผล', { exact: false }), 'โอนผิดบัญชี คืนเงินแล้ว');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    expect(await screen.findByText(apiMessages.paymentReversed)).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ reason: 'โอนผิดบัญชี คืนเงินแล้ว' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/payment/confirmation/').length).toBeGreaterThan(listsBefore),
    );
  });

  it('a refused reversal keeps the dialog open and shows why', async () => {
    const user = userEvent.setup();
    const refusal = apiMessages.reversalSpendsUsedCredit('0.00', '2,000.50');
    renderPage({
      'POST /api/payment/confirmation/29/reverse/': answerError(400, { non_field_errors: [refusal] }),
    });
    await user.click(within(await card('ก้อง เครดิต', '03/11/2026 10:00')).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('เหตุผล', { exact: false }), 'ทดสอบ');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกการยืนยัน' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
