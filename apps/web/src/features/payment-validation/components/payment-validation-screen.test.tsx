import type { TSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberListQueryOptions } from '../../../lib/member-list.ts';
import { slipFixture, unvalidatedMemberFixture } from '../../../test/fixtures.ts';
import { type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentValidationScreen } from './payment-validation-screen.tsx';

const somchai = unvalidatedMemberFixture();
const wichai = unvalidatedMemberFixture({
  id: 4,
  full_name: 'วิชัย ศรีสุข',
  sum_amount: 450,
  unpaid_registrations: [
    {
      id: 21,
      registered_event: { id: 5, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-03-04T23:30:00Z' },
      price: 450,
    },
  ],
});
const waitingSlip = slipFixture({ id: 7 });
const validatedSlip = slipFixture({
  id: 6,
  image: '/api/payment/image/6/?variant=full',
  thumbnail: '/api/payment/image/6/?variant=thumb',
  created: '2026-04-20T05:00:00Z',
  validated_by: 1,
  validated_at: '2026-04-21T03:00:00Z',
});

function renderScreen(
  members: TUnvalidatedMember[],
  slips: Record<number, TSlip[]> = { 2: [waitingSlip, validatedSlip], 4: [] },
  handlers: Record<string, MockReply | (() => MockReply)> = {},
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const detailHandlers = Object.fromEntries(
    Object.entries(slips).map(([id, list]) => [`GET /api/payment/detail-list/${id}/`, { status: 200, data: list }]),
  );
  const api = mockApi({
    'GET /api/payment/unvalidated-member/': { status: 200, data: members },
    ...detailHandlers,
    ...handlers,
  });
  return { api, ...renderRoutes([{ path: '/', element: <PaymentValidationScreen /> }]) };
}

const registration = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('payment validation screen', () => {
  it('lists the members with slips waiting by name, with what each owes, the first one chosen', async () => {
    renderScreen([somchai, wichai]);
    const list = await screen.findByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['สมชาย รักงานค้างชำระ 1,250 บาท', 'วิชัย ศรีสุขค้างชำระ 450 บาท']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'สมชาย รักงาน' })).toBeInTheDocument();
  });

  it('says so when no member has a slip waiting', async () => {
    renderScreen([]);
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจสอบในขณะนี้')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the member’s slips as thumbnails; a click opens the full image with Close', async () => {
    renderScreen([somchai]);
    const slips = await screen.findAllByTestId('member-slip');
    expect(slips).toHaveLength(2);
    expect(within(slips[0] as HTMLElement).getByRole('img', { name: 'รอตรวจสอบ' })).toBeInTheDocument();
    expect(within(slips[1] as HTMLElement).getByRole('img', { name: 'ตรวจสอบแล้ว' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ดูสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดเมื่อ 02/05/2026 09:15' });
    expect(within(dialog).getByRole('img', { name: /สลิปการโอนเงิน/ })).toHaveAttribute('src', waitingSlip.image);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists each unpaid registration with its event, start in Bangkok and price; the total adds the ticked ones', async () => {
    renderScreen([somchai]);
    const meeting = await screen.findByRole('checkbox', { name: /ประชุมประจำสัปดาห์/ });
    expect(meeting).toHaveAccessibleName('ประชุมประจำสัปดาห์ 05/03/2026 06:30 450 บาท');
    const total = screen.getByTestId('ticked-total');
    expect(total).toHaveTextContent('ยอดรวมที่เลือก 0 บาท');

    await userEvent.click(meeting);
    expect(total).toHaveTextContent('ยอดรวมที่เลือก 450 บาท');
    await userEvent.click(registration(/สัมมนา/));
    expect(total).toHaveTextContent('ยอดรวมที่เลือก 1,250 บาท');
    await userEvent.click(meeting);
    expect(total).toHaveTextContent('ยอดรวมที่เลือก 800 บาท');
  });

  it('choosing another member starts with nothing ticked', async () => {
    renderScreen([somchai, wichai]);
    await userEvent.click(await screen.findByRole('checkbox', { name: /สัมมนา/ }));
    await userEvent.click(screen.getByRole('tab', { name: /วิชัย ศรีสุข/ }));
    expect(await screen.findByRole('heading', { name: 'วิชัย ศรีสุข' })).toBeInTheDocument();
    expect(screen.getByTestId('ticked-total')).toHaveTextContent('ยอดรวมที่เลือก 0 บาท');

    await userEvent.click(screen.getByRole('tab', { name: /สมชาย รักงาน/ }));
    expect(await screen.findByRole('checkbox', { name: /สัมมนา/ })).not.toBeChecked();
  });

  it('confirming sends the ticked registrations and the waiting slips shown, says so and reloads the list', async () => {
    let members = [somchai, wichai];
    const { api, queryClient } = renderScreen(members, undefined, {
      'GET /api/payment/unvalidated-member/': () => ({ status: 200, data: members }),
      'POST /api/payment/submit/': () => {
        members = [wichai];
        return { status: 200, data: { detail: 'ยืนยันแล้ว', registrations: [12], payments: [7] } };
      },
    });
    // The participant list's member list, cached from an earlier visit: what members owe changes.
    queryClient.setQueryData(memberListQueryOptions().queryKey, []);
    await screen.findAllByTestId('member-slip');
    await userEvent.click(registration(/สัมมนา/));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการชำระเงิน' }));

    expect(await screen.findByText('ยืนยันการชำระเงินเรียบร้อย')).toBeInTheDocument();
    expect(queryClient.getQueryState(memberListQueryOptions().queryKey)?.isInvalidated).toBe(true);
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/payment/submit/');
    // Slip 6 was validated before: only the waiting one goes with the registrations.
    expect(post?.body).toEqual({ registrations: [12], payments: [7] });
    // Somchai has nothing waiting any more: the list moves on to the next member.
    expect(await screen.findByRole('heading', { name: 'วิชัย ศรีสุข' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /สมชาย รักงาน/ })).not.toBeInTheDocument();
  });

  it('a refused confirmation shows the server’s reasons in a red toast and keeps the ticks', async () => {
    renderScreen([somchai], undefined, {
      'POST /api/payment/submit/': {
        status: 400,
        data: { registrations: ['รายการลงทะเบียน 12 ชำระเงินแล้ว'], payments: ['สลิป 7 ได้รับการตรวจสอบแล้ว'] },
      },
    });
    await screen.findAllByTestId('member-slip');
    await userEvent.click(registration(/สัมมนา/));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันการชำระเงิน' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('รายการลงทะเบียน 12 ชำระเงินแล้ว (registrations)');
    expect(toast).toHaveTextContent('สลิป 7 ได้รับการตรวจสอบแล้ว (payments)');
    expect(registration(/สัมมนา/)).toBeChecked();
  });
});
