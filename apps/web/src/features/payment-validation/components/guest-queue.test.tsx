import { apiRoutes } from '@chapter/contract/routes';
import type { TUnvalidatedGuest } from '@chapter/contract/visitors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '../../../test/mock-api.ts';
import {
  confirmation,
  confirmButton,
  registration,
  renderScreen,
  slip,
  somchai,
  waitingSlip,
} from './validation-test-utils.tsx';

/**
 * Nok, a visitor Somchai invited to the meeting of 7 May (06:30 in Bangkok), owing its 600-baht fee.
 * Her id is Somchai's too: a guest's id is not a member's, and both must be listed apart.
 */
const nok: TUnvalidatedGuest = {
  id: 2,
  full_name: 'นก ใจดี',
  sum_amount: 600,
  credit: 0,
  unpaid_registrations: [
    {
      id: 31,
      registered_event: { id: 9, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-05-06T23:30:00Z' },
      price: 600,
      substitute_name: null,
    },
  ],
  kind: 'visitor',
  phone: '0812345678',
  company: 'บริษัท นกบิน จำกัด',
  host: { id: 2, full_name: 'สมชาย รักงาน' },
  meeting: { id: 9, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-05-06T23:30:00Z' },
  third_visit: true,
  waiting_slips: 1,
  cannot_confirm: null,
};

/** Dao, the substitute Wichai sends, on her first visit. */
const dao: TUnvalidatedGuest = {
  ...nok,
  id: 3,
  full_name: 'ดาว แทนใจ',
  kind: 'substitute',
  host: { id: 4, full_name: 'วิชัย ศรีสุข' },
  third_visit: false,
};

/** Nok's 600-baht slip. */
const nokSlip = slip({ id: 40, amount: 600 });

const guestsAnswer = (guests: TUnvalidatedGuest[]) => answer(apiRoutes.unvalidatedGuests, guests);
const guestSlips = (slips = [nokSlip]) => answer(apiRoutes.guestPaymentDetailList, slips);

describe('visitors and substitutes in the validation queue', () => {
  it('lists guests apart from members, each marked with its kind, who brought them, the meeting and a third visit', async () => {
    renderScreen([somchai], { 2: [waitingSlip] }, { 'GET /api/payment/unvalidated-guest/': guestsAnswer([nok, dao]) });
    const guests = await screen.findByRole('tablist', { name: 'ผู้เยี่ยมชมและตัวแทนที่มีสลิปรอตรวจสอบ' });
    const [nokTab, daoTab] = within(guests).getAllByRole('tab') as [HTMLElement, HTMLElement];
    expect(within(nokTab).getByTestId('guest-kind')).toHaveTextContent('ผู้เยี่ยมชม');
    expect(within(nokTab).getByTestId('third-visit')).toHaveTextContent('มาเป็นครั้งที่ 3 ใน 6 เดือน');
    expect(nokTab).toHaveTextContent('เชิญโดย สมชาย รักงาน · ประชุม 07/05/2026');
    expect(nokTab).toHaveTextContent('ค้างชำระ 600.00 บาท');
    expect(within(daoTab).getByTestId('guest-kind')).toHaveTextContent('ตัวแทน');
    expect(within(daoTab).queryByTestId('third-visit')).not.toBeInTheDocument();
    expect(daoTab).toHaveTextContent('ส่งโดย วิชัย ศรีสุข');

    // Member 2 and guest 2 are two entries: the member, listed first, is chosen.
    const members = screen.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
    expect(within(members).getByRole('tab', { name: /สมชาย รักงาน/ })).toHaveAttribute('aria-selected', 'true');
    expect(nokTab).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(nokTab);
    expect(await screen.findByRole('heading', { name: 'นก ใจดี' })).toBeInTheDocument();
    expect(nokTab).toHaveAttribute('aria-selected', 'true');
  });

  it('a guest’s panel loads their slips from the guests’ route and shows who they are', async () => {
    const { api } = renderScreen(
      [],
      {},
      {
        'GET /api/payment/unvalidated-guest/': guestsAnswer([nok]),
        'GET /api/payment/guest-detail-list/2/': guestSlips(),
      },
    );
    expect(await screen.findByRole('checkbox', { name: '600.00 บาท 02/05/2026 09:15' })).toBeChecked();
    expect(api.calls.map((call) => call.url)).toContain('/api/payment/guest-detail-list/2/');
    expect(api.calls.map((call) => call.url)).not.toContain('/api/payment/detail-list/2/');
    expect(screen.getByTestId('guest-details')).toHaveTextContent(
      'เชิญโดย สมชาย รักงาน · ประชุมประจำสัปดาห์ 07/05/2026 06:30บริษัท นกบิน จำกัด · โทร 081-234-5678',
    );
    expect(screen.queryByTestId('line-vouched')).not.toBeInTheDocument();
    // The slip pays the fee, ticked for the treasurer.
    expect(registration(/ประชุมประจำสัปดาห์/)).toBeChecked();
  });

  it('confirming a guest’s payment uses the members’ route with their ids and refreshes the guests', async () => {
    let guests = [nok];
    const { api, posts } = renderScreen(
      [],
      {},
      {
        'GET /api/payment/unvalidated-guest/': () => guestsAnswer(guests),
        'GET /api/payment/guest-detail-list/2/': guestSlips(),
        'POST /api/payment/submit/': () => {
          guests = [];
          return answer(apiRoutes.submitPayment, confirmation({ registrations: [31], payments: [40], credit: 0 }));
        },
      },
    );
    await screen.findByRole('checkbox', { name: '600.00 บาท 02/05/2026 09:15' });
    await userEvent.click(confirmButton());
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/payment/submit/',
        body: expect.objectContaining({ registrations: [31], payments: [40] }),
      }),
    ]);
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจสอบในขณะนี้')).toBeInTheDocument();
    const guestLists = api.calls.filter((call) => call.url === '/api/payment/unvalidated-guest/');
    expect(guestLists.length).toBeGreaterThanOrEqual(2);
  });

  it('whoever invited the guest is told why and cannot confirm, take as credit or refuse', async () => {
    const { posts } = renderScreen(
      [],
      {},
      {
        'GET /api/payment/unvalidated-guest/': guestsAnswer([{ ...nok, cannot_confirm: 'invited' }]),
        'GET /api/payment/guest-detail-list/2/': guestSlips(),
      },
    );
    await screen.findAllByTestId('member-slip');
    expect(screen.getByTestId('cannot-confirm')).toHaveTextContent('คุณเป็นผู้เชิญบุคคลนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยัน');
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'รับเป็นเครดิต' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ปฏิเสธสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' })).toBeDisabled();
    expect(posts()).toHaveLength(0);
  });

  it('refusing a guest’s slip says that the sender, not a member, reads the reason', async () => {
    renderScreen(
      [],
      {},
      {
        'GET /api/payment/unvalidated-guest/': guestsAnswer([nok]),
        'GET /api/payment/guest-detail-list/2/': guestSlips(),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธสลิป' });
    expect(dialog).toHaveTextContent('สลิปที่อัปโหลดเมื่อ 02/05/2026 09:15 (600.00 บาท) จะไม่ถูกนับเป็นการชำระเงิน');
    expect(dialog).toHaveTextContent('ผู้ส่งสลิปจะเห็นเหตุผลนี้');
    expect(dialog).not.toHaveTextContent('สมาชิก');
  });

  it('when the guests cannot be loaded, the members’ queue still works and says so', async () => {
    renderScreen(
      [somchai],
      { 2: [waitingSlip] },
      {
        'GET /api/payment/unvalidated-guest/': answerError(500, { detail: 'เกิดข้อผิดพลาด' }),
      },
    );
    expect(await screen.findByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' })).toBeInTheDocument();
    expect(await screen.findByText('โหลดรายชื่อผู้เยี่ยมชมและตัวแทนที่มีสลิปรอตรวจสอบไม่สำเร็จ')).toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
  });
});
