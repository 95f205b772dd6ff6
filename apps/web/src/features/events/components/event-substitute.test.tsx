import type { TSubstitute } from '@chapter/contract/meetings';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { availableEventFixture, profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

/** A weekly meeting far ahead, so it has not started whenever the test runs. */
const meeting = availableEventFixture({
  id: 70,
  name: 'ประชุมประจำสัปดาห์',
  is_early_bird: false,
  early_bird_price: null,
  early_bird_end_date_time: null,
  event_start_date_time: '2099-03-04T23:30:00Z',
  event_end_date_time: '2099-03-05T02:00:00Z',
  substitute_fee: 650,
});

const sentSubstitute: TSubstitute = {
  event_id: 70,
  event_name: 'ประชุมประจำสัปดาห์',
  event_start_date_time: '2099-03-04T23:30:00Z',
  first_name: 'ปิยะพงษ์',
  last_name: 'แทนใจ',
  phone: '0861234567',
  company: 'แทนใจการค้า',
  fee: 650,
  pays_self: false,
  pay_link: null,
  is_paid: false,
  can_cancel: true,
};

/** Where the chapter has substitutes pay their own meal: the link comes in the answer to sending only. */
const payLink = `/visit?visit=${'s'.repeat(43)}`;
const selfPaying: TSubstitute = { ...sentSubstitute, pays_self: true };

function renderEvents() {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([{ path: '/', element: <EventsScreen /> }]);
}

/** The member's substitutes, changed by sending and cancelling as the server would. */
function substitutesServer(
  initial: TSubstitute[],
  replies: { send?: MockReply; cancel?: MockReply } = {},
  listed: TSubstitute = sentSubstitute,
) {
  let substitutes = initial;
  return mockApi({
    // A chapter that bills the substitute says so on the meeting.
    'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [
      { ...meeting, substitute_pays: listed.pays_self },
    ]),
    'GET /api/meetings/substitutes/': () => answer(apiRoutes.mySubstitutes, substitutes),
    'POST /api/meetings/70/substitute/': () => {
      if (replies.send) return replies.send;
      substitutes = [listed];
      return answer(apiRoutes.sendSubstitute, listed.pays_self ? { ...listed, pay_link: payLink } : listed);
    },
    'DELETE /api/meetings/70/substitute/': () => {
      if (replies.cancel) return replies.cancel;
      substitutes = [];
      return answer(apiRoutes.cancelSubstitute, { detail: 'ยกเลิกตัวแทนแล้ว ค่าอาหารของตัวแทนไม่ต้องชำระ' });
    },
  });
}

const card = () => screen.getByRole('article', { name: 'ประชุมประจำสัปดาห์' });

async function fillForm() {
  const dialog = await screen.findByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^ชื่อ/ }), 'ปิยะพงษ์');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^นามสกุล/ }), 'แทนใจ');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), '086-123-4567');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^บริษัท/ }), 'แทนใจการค้า');
  return dialog;
}

describe('sending a substitute to a weekly meeting', () => {
  it('the form says the meal fee joins what the member owes; sending shows the substitute on the card, unpaid', async () => {
    const api = substitutesServer([]);
    const { queryClient } = renderEvents();
    queryClient.setQueryData(profileQueryOptions().queryKey, profileFixture());
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งตัวแทน' }));
    const dialog = await fillForm();
    expect(within(dialog).getByText('ค่าอาหารของตัวแทน 650.00 บาท จะรวมในยอดที่คุณต้องชำระ')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งตัวแทน' }));

    expect(await screen.findByText('ส่งตัวแทนแล้ว: ปิยะพงษ์ แทนใจ')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/meetings/70/substitute/',
        body: { first_name: 'ปิยะพงษ์', last_name: 'แทนใจ', phone: '086-123-4567', company: 'แทนใจการค้า' },
      }),
    );
    const sent = await within(card()).findByTestId('event-substitute');
    expect(sent).toHaveTextContent('ตัวแทน: ปิยะพงษ์ แทนใจ');
    expect(sent).toHaveTextContent('ค่าอาหารของตัวแทน 650.00 บาท');
    expect(sent).toHaveTextContent('รอชำระเงิน');
    expect(within(card()).queryByRole('button', { name: 'ส่งตัวแทน' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ลิงก์ชำระเงินของตัวแทน' })).not.toBeInTheDocument();
    // What the member owes grows: the profile is asked again.
    expect(queryClient.getQueryState(profileQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it('where the substitute pays, sending shows their link once, to copy and send them', async () => {
    substitutesServer([], {}, selfPaying);
    renderEvents();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ส่งตัวแทน' }));
    const form = await screen.findByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
    expect(within(form).getByTestId('substitute-fee-note')).toHaveTextContent('ตัวแทนชำระค่าอาหาร');
    await user.type(within(form).getByRole('textbox', { name: /^ชื่อ/ }), 'ปิยะพงษ์');
    await user.type(within(form).getByRole('textbox', { name: /^นามสกุล/ }), 'แทนใจ');
    await user.type(within(form).getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), '0861234567');
    await user.click(within(form).getByRole('button', { name: 'ส่งตัวแทน' }));

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์ชำระเงินของตัวแทน' });
    const link = `${window.location.origin}${payLink}`;
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์ของตัวแทน' })).toHaveValue(link);
    expect(dialog).toHaveTextContent('ส่งลิงก์นี้ให้ ปิยะพงษ์ แทนใจ');
    expect(dialog).toHaveTextContent('คุณไม่ต้องชำระค่าอาหารของตัวแทน');
    expect(dialog).toHaveTextContent('ลิงก์นี้แสดงเพียงครั้งเดียว');
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(await within(dialog).findByRole('button', { name: 'คัดลอกแล้ว' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ลิงก์ชำระเงินของตัวแทน' })).not.toBeInTheDocument());
    expect(within(card()).getByTestId('event-substitute')).toHaveTextContent('ตัวแทนชำระเอง (ค่าอาหาร 650.00 บาท)');
  });

  it('a substitute who pays their own meal is not counted in the member’s fee on the card', async () => {
    substitutesServer([selfPaying]);
    renderEvents();
    const sent = await screen.findByTestId('event-substitute');
    expect(sent).toHaveTextContent('ตัวแทน: ปิยะพงษ์ แทนใจ');
    expect(sent).toHaveTextContent('ตัวแทนชำระเอง (ค่าอาหาร 650.00 บาท)');
    expect(sent).not.toHaveTextContent('ค่าอาหารของตัวแทน 650.00 บาท');
    expect(sent).toHaveTextContent('รอตัวแทนชำระ');
    expect(within(sent).getByRole('button', { name: 'ยกเลิกตัวแทน' })).toBeInTheDocument();
  });

  it('an empty name or phone stays on the form and nothing is sent', async () => {
    const api = substitutesServer([]);
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งตัวแทน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งตัวแทน' }));
    expect(within(dialog).getByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณากรอกนามสกุล')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('the server’s message about the phone lands under the phone field, and the form stays open', async () => {
    substitutesServer([], {
      send: answerError(400, { phone: ['หมายเลขโทรศัพท์ไม่ถูกต้อง กรุณากรอกหมายเลข 9–10 หลัก เช่น 081-111-1111'] }),
    });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งตัวแทน' }));
    const dialog = await fillForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งตัวแทน' }));
    const phone = within(dialog).getByRole('textbox', { name: /^เบอร์โทรศัพท์/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/หมายเลขโทรศัพท์ไม่ถูกต้อง/));
    expect(screen.getByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' })).toBeInTheDocument();
  });

  it('"already sent" is a red toast', async () => {
    substitutesServer([], {
      send: answerError(409, {
        detail: 'คุณส่งตัวแทนสำหรับการประชุมนี้แล้ว หากต้องการเปลี่ยนคน กรุณายกเลิกตัวแทนคนเดิมก่อน',
      }),
    });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ส่งตัวแทน' }));
    const dialog = await fillForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งตัวแทน' }));
    expect(await screen.findByText(/คุณส่งตัวแทนสำหรับการประชุมนี้แล้ว/)).toBeInTheDocument();
  });

  it('cancelling asks first, then the card offers to send one again', async () => {
    const api = substitutesServer([sentSubstitute]);
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกตัวแทน' }));
    const question = await screen.findByRole('dialog', { name: 'ยืนยันการยกเลิกตัวแทน' });
    expect(question).toHaveTextContent('ต้องการยกเลิกตัวแทน ปิยะพงษ์ แทนใจ ของ "ประชุมประจำสัปดาห์" ใช่หรือไม่');
    await userEvent.click(within(question).getByRole('button', { name: 'ยกเลิกตัวแทน' }));

    expect(await screen.findByText('ยกเลิกตัวแทนแล้ว ค่าอาหารของตัวแทนไม่ต้องชำระ')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/api/meetings/70/substitute/' }),
    );
    expect(await within(card()).findByRole('button', { name: 'ส่งตัวแทน' })).toBeInTheDocument();
    expect(within(card()).queryByTestId('event-substitute')).not.toBeInTheDocument();
  });

  it('a paid substitute shows as paid and cannot be cancelled by the member', async () => {
    substitutesServer([{ ...sentSubstitute, is_paid: true, can_cancel: false }]);
    renderEvents();
    const sent = await screen.findByTestId('event-substitute');
    expect(sent).toHaveTextContent('ชำระแล้ว');
    expect(within(sent).queryByRole('button', { name: 'ยกเลิกตัวแทน' })).not.toBeInTheDocument();
    expect(sent).toHaveTextContent('กรุณาติดต่อเลขานุการ/เหรัญญิก');
  });

  it('an event that is not a weekly meeting, or a cancelled meeting, offers no substitute', async () => {
    const api = mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [
        availableEventFixture(),
        { ...meeting, id: 71, name: 'ประชุมที่ยกเลิก', is_cancelled: true },
      ]),
    });
    renderEvents();
    await screen.findAllByTestId('event-card');
    expect(screen.queryByRole('button', { name: 'ส่งตัวแทน' })).not.toBeInTheDocument();
    // Nor are the member's substitutes asked for.
    expect(api.calls.filter((call) => call.url === '/api/meetings/substitutes/')).toEqual([]);
  });

  it('a meeting that has started offers no substitute', async () => {
    mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [
        { ...meeting, event_start_date_time: '2020-03-04T23:30:00Z' },
      ]),
      'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
    });
    renderEvents();
    await screen.findByTestId('event-card');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ส่งตัวแทน' })).not.toBeInTheDocument());
  });
});
