import type { TPromptPayResponse } from '@chapter/contract/promptpay';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture, profileFixture, slipFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentScreen } from './payment-screen.tsx';

/** Owes 1,250 (one registration); the QR the server makes asks for exactly that. */
const profile = profileFixture({
  sum_amount: 1250,
  credit: 0,
  registrations: [
    {
      id: 15,
      registered_event: {
        id: 6,
        name: 'สัมมนาการส่งต่อธุรกิจ',
        event_start_date_time: '2026-03-25T11:00:00Z',
        event_end_date_time: '2026-03-25T11:00:00Z',
        is_cancelled: false,
      },
      price: 1250,
      substitute_name: null,
      payment_datetime: null,
    },
  ],
});

const qr: TPromptPayResponse = {
  promptpay_id: '081-234-5678',
  account_holder: 'ชาปเตอร์สาธิต',
  registrations: [15],
  selected: 1250,
  credit: 0,
  amount: 1250,
  payload: '000201010212',
  image: 'data:image/png;base64,QR-15',
};

function renderWithSlips(slips: ReturnType<typeof slipFixture>[]) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  mockApi({
    'GET /api/member/profile/': answer(apiRoutes.profile, profile),
    'GET /api/config/': answer(apiRoutes.config, configFixture()),
    'GET /api/payment/history/': answer(apiRoutes.paymentHistory, slips),
    'GET /api/payment/promptpay/': answer(apiRoutes.promptPayQr, qr),
  });
  renderRoutes([{ path: '/', element: <PaymentScreen /> }]);
  return screen.findByRole('region', { name: 'ชำระผ่านพร้อมเพย์' });
}

const waiting = (amount: number) => slipFixture({ id: amount, amount, status: 'waiting', validated_by: null });

describe('a slip waiting for staff stands in front of the QR code', () => {
  it('a waiting slip that covers the amount: says so instead of the QR, which shows only when asked for', async () => {
    const section = await renderWithSlips([waiting(1250)]);
    expect(await within(section).findByTestId('pending-slip')).toHaveTextContent(
      'มีสลิป 1,250.00 บาท รอเจ้าหน้าที่ตรวจสอบ ซึ่งครอบคลุมยอด 1,250.00 บาท นี้แล้ว ไม่ต้องโอนซ้ำ',
    );
    expect(within(section).queryByTestId('promptpay-qr')).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'แสดง QR เพื่อชำระอีกครั้ง' }));
    expect(await within(section).findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 1,250.00 บาท' })).toBeVisible();
    expect(within(section).getByTestId('pending-slip-reminder')).toHaveTextContent(
      'QR นี้ขอ 1,250.00 บาท ยังไม่หักสลิป 1,250.00 บาท ที่รอตรวจสอบ',
    );
  });

  it('a waiting slip that covers part: says what it covers and what remains, and the QR stays a deliberate choice', async () => {
    const section = await renderWithSlips([waiting(500)]);
    const notice = await within(section).findByTestId('pending-slip');
    expect(notice).toHaveTextContent('มีสลิป 500.00 บาท รอเจ้าหน้าที่ตรวจสอบ');
    expect(notice).toHaveTextContent('ยังเหลืออีก 750.00 บาท');
    expect(within(section).queryByTestId('promptpay-qr')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'แสดง QR เพื่อชำระอีกครั้ง' })).toBeVisible();
  });

  it('slips already checked or refused do not hold the QR back', async () => {
    const section = await renderWithSlips([
      slipFixture({ id: 1, amount: 1250, status: 'accepted' }),
      slipFixture({ id: 2, amount: 1250, status: 'refused', validated_by: null, refusal_reason: 'ยอดไม่ตรง' }),
    ]);
    expect(await within(section).findByTestId('promptpay-qr')).toBeVisible();
    expect(within(section).queryByTestId('pending-slip')).not.toBeInTheDocument();
  });
});
