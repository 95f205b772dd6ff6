import { apiMessages } from '@chapter/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsPage } from './events-page.tsx';

const event = {
  id: 9,
  name: 'ประชุมประจำสัปดาห์',
  location_name: 'โรงแรมริเวอร์ไซด์',
  event_start_date_time: '2026-12-03T23:30:00.000Z',
  event_end_date_time: '2026-12-04T02:00:00.000Z',
  price: 450,
  early_bird_price: null,
  early_bird_end_date_time: null,
  cancelled_at: null,
  registration_count: 3,
  paid_count: 1,
  has_registrations: true,
};

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({ 'GET /api/admin/events/': { status: 200, data: [event] }, ...handlers });
  renderRoutes([{ path: '/', element: <EventsPage /> }]);
  return api;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const dialog = screen.getByRole('dialog');
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: false });
    await user.clear(input);
    await user.type(input, value);
  }
  return dialog;
}

describe('back-office events', () => {
  it("lists the month's events with their registrations, and offers cancel but not delete for a registered one", async () => {
    renderPage();
    const row = (await screen.findByText('ประชุมประจำสัปดาห์')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('04/12/2026 06:30');
    expect(row).toHaveTextContent('3 คน (ชำระแล้ว 1)');
    expect(within(row).getByRole('button', { name: 'ยกเลิกกิจกรรม' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
  });

  it('refuses an early-bird price that is not below the price before sending, under its field', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: 'สร้างกิจกรรม' }));
    const dialog = await fillForm(user, {
      ชื่อกิจกรรม: 'งานเลี้ยง',
      'ราคา (บาท)': '1000',
      'ราคา Early Bird (บาท)': '1000',
    });
    fireDateTime(within(dialog).getByLabelText('เริ่ม', { exact: false }), '2026-12-20T18:00');
    fireDateTime(within(dialog).getByLabelText('สิ้นสุด', { exact: false }), '2026-12-20T22:00');
    fireDateTime(within(dialog).getByLabelText('Early Bird ถึง', { exact: false }), '2026-12-10T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(apiMessages.earlyBirdPriceNotLower)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates an event with its times sent as Bangkok time', async () => {
    const user = userEvent.setup();
    const api = renderPage({ 'POST /api/admin/events/': { status: 201, data: { ...event, id: 10 } } });
    await user.click(await screen.findByRole('button', { name: 'สร้างกิจกรรม' }));
    const dialog = await fillForm(user, {
      ชื่อกิจกรรม: 'งานเลี้ยง',
      'ราคา (บาท)': '1500',
      'ราคา Early Bird (บาท)': '1200',
    });
    fireDateTime(within(dialog).getByLabelText('เริ่ม', { exact: false }), '2026-12-20T18:00');
    fireDateTime(within(dialog).getByLabelText('สิ้นสุด', { exact: false }), '2026-12-20T22:00');
    fireDateTime(within(dialog).getByLabelText('Early Bird ถึง', { exact: false }), '2026-12-10T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const post = await waitForCall(api.calls, 'POST');
    expect(post.body).toEqual({
      name: 'งานเลี้ยง',
      location_name: '',
      event_start_date_time: '2026-12-20T18:00:00+07:00',
      event_end_date_time: '2026-12-20T22:00:00+07:00',
      price: 1500,
      early_bird_price: 1200,
      early_bird_end_date_time: '2026-12-10T23:59:00+07:00',
    });
  });
});

/** user.type cannot type into datetime-local in happy-dom; set the value as the browser would. */
function fireDateTime(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function waitForCall(calls: { method: string; body: unknown }[], method: string) {
  await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
  return calls.find((call) => call.method === method) as { method: string; body: unknown };
}
