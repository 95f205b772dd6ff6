import type { TConfirmationResult, TStaffSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { screen } from '@testing-library/react';
import { slipFixture, unvalidatedMemberFixture } from '../../../test/fixtures.ts';
import { answer, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentValidationScreen } from './payment-validation-screen.tsx';

/*
 * What the payment-validation tests share: members and slips as the API sends them since issue 16
 * (amounts, credit, a slip's state), and the screen rendered over a mocked API.
 */

/** Somchai owes 450 (5 March) and 800 (25 March), oldest first, and has no credit. */
export const somchai = unvalidatedMemberFixture({ credit: 0 });

export const wichai = unvalidatedMemberFixture({
  id: 4,
  full_name: 'วิชัย ศรีสุข',
  sum_amount: 450,
  credit: 0,
  unpaid_registrations: [
    {
      id: 21,
      registered_event: { id: 5, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-03-04T23:30:00Z' },
      price: 450,
      substitute_name: null,
    },
  ],
});

/** A slip as the detail list sends it: waiting, for the amount given, clashing with no one. */
export function slip(overrides: Partial<TStaffSlip> = {}): TStaffSlip {
  return {
    ...slipFixture(),
    amount: 500,
    status: 'waiting',
    refusal_reason: null,
    reference_clashes: [],
    ...overrides,
  };
}

/** Somchai's slip waiting for 500 baht, uploaded 02/05/2026 09:15. */
export const waitingSlip = slip({ id: 7 });

/** A slip accepted before: shown, not tickable. */
export const acceptedSlip = slip({
  id: 6,
  image: '/api/payment/image/6/?variant=full',
  thumbnail: '/api/payment/image/6/?variant=thumb',
  created: '2026-04-20T05:00:00Z',
  amount: 800,
  status: 'accepted',
  validated_by: 1,
  validated_at: '2026-04-21T03:00:00Z',
});

export const confirmation = (overrides: Partial<TConfirmationResult> = {}): TConfirmationResult => ({
  detail: 'ยืนยันการชำระเงินเรียบร้อยแล้ว',
  confirmation: 90,
  registrations: [11],
  payments: [7],
  credit: 50,
  ...overrides,
});

type Handler = MockReply | ((request: MockRequest) => MockReply);

export function renderScreen(
  members: TUnvalidatedMember[],
  slips: Record<number, TStaffSlip[]> = { 2: [waitingSlip, acceptedSlip], 4: [] },
  handlers: Record<string, Handler> = {},
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const detailHandlers = Object.fromEntries(
    Object.entries(slips).map(([id, list]) => [
      `GET /api/payment/detail-list/${id}/`,
      answer(apiRoutes.paymentDetailList, list),
    ]),
  );
  const api = mockApi({
    'GET /api/payment/unvalidated-member/': answer(apiRoutes.unvalidatedMembers, members),
    // No visitor or substitute waiting unless a test says so (issue 34).
    'GET /api/payment/unvalidated-guest/': answer(apiRoutes.unvalidatedGuests, []),
    ...detailHandlers,
    ...handlers,
  });
  const posts = () => api.calls.filter((call) => call.method === 'POST');
  return { api, posts, ...renderRoutes([{ path: '/', element: <PaymentValidationScreen /> }]) };
}

export const registration = (name: RegExp) => screen.getByRole('checkbox', { name });

/** The summary's lines, by what they show. */
export const summary = {
  received: () => screen.getByTestId('summary-received'),
  credit: () => screen.queryByTestId('summary-credit'),
  ticked: () => screen.getByTestId('ticked-total'),
  difference: () => screen.getByTestId('summary-difference'),
};

export const confirmButton = () => screen.getByRole('button', { name: 'ยืนยันการชำระเงิน' });
