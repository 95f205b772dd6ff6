import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as th from '../../../i18n/th.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
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
  series_id: null,
};

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({ 'GET /api/admin/events/': answer(apiRoutes.adminEvents, [event]), ...handlers });
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

// Only the clock is fixed (timers stay real for userEvent): the calendars open on this month, and
// the events of December 2026 have not finished.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

// Picking days and times in three calendars is a few seconds of clicks in happy-dom on a busy machine.
describe('back-office events', { timeout: 30_000 }, () => {
  it("lists the month's events with their registrations, and offers cancel but not delete for a registered one", async () => {
    renderPage();
    const row = (await screen.findByText('ประชุมประจำสัปดาห์')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('04/12/2026 06:30');
    expect(row).toHaveTextContent('3 คน (ชำระแล้ว 1)');
    expect(within(row).getByRole('button', { name: 'ยกเลิกกิจกรรม' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
  });

  it("shows an event's times in the form as DD/MM/YYYY HH:mm in Bangkok, and saves a new day and time as that instant", async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage({
      'GET /api/admin/events/': answer(apiRoutes.adminEvents, [
        {
          ...event,
          event_start_date_time: '2026-12-15T12:00:00.000Z',
          event_end_date_time: '2026-12-15T15:00:00.000Z',
        },
      ]),
      'PUT /api/admin/events/9/': answer(apiRoutes.adminUpdateEvent, event),
    });
    const row = (await screen.findByText('ประชุมประจำสัปดาห์')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('15/12/2026 19:00 – 22:00');
    await user.click(within(row).getByRole('button', { name: 'แก้ไข' }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText('เริ่ม', { exact: false });
    expect(start).toHaveTextContent('15/12/2026 19:00');
    expect(within(dialog).getByLabelText('สิ้นสุด', { exact: false })).toHaveTextContent('15/12/2026 22:00');

    await pickDateTime(user, start, '14 ธันวาคม 2026', '18', '30');
    expect(start).toHaveTextContent('14/12/2026 18:30');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const put = await waitForCall(api.calls, 'PUT');
    expect(put.body).toMatchObject({
      event_start_date_time: '2026-12-14T18:30:00+07:00',
      event_end_date_time: '2026-12-15T22:00:00+07:00',
    });
  });

  it('refuses an early-bird price that is not below the price before sending, under its field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage();
    await user.click(await screen.findByRole('button', { name: 'สร้างกิจกรรม' }));
    const dialog = await fillForm(user, {
      ชื่อกิจกรรม: 'งานเลี้ยง',
      'ราคา (บาท)': '1000',
      'ราคา Early Bird (บาท)': '1000',
    });
    await pickDateTime(user, within(dialog).getByLabelText('เริ่ม', { exact: false }), '20 ธันวาคม 2026', '18', '00');
    await pickDateTime(user, within(dialog).getByLabelText('สิ้นสุด', { exact: false }), '20 ธันวาคม 2026', '22', '00');
    await pickDateTime(
      user,
      within(dialog).getByLabelText('Early Bird ถึง', { exact: false }),
      '10 ธันวาคม 2026',
      '23',
      '59',
    );
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(apiMessages.earlyBirdPriceNotLower)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates an event with its times sent as Bangkok time', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderPage({ 'POST /api/admin/events/': answer(apiRoutes.adminCreateEvent, { ...event, id: 10 }) });
    await user.click(await screen.findByRole('button', { name: 'สร้างกิจกรรม' }));
    const dialog = await fillForm(user, {
      ชื่อกิจกรรม: 'งานเลี้ยง',
      'ราคา (บาท)': '1500',
      'ราคา Early Bird (บาท)': '1200',
    });
    await pickDateTime(user, within(dialog).getByLabelText('เริ่ม', { exact: false }), '20 ธันวาคม 2026', '18', '00');
    await pickDateTime(user, within(dialog).getByLabelText('สิ้นสุด', { exact: false }), '20 ธันวาคม 2026', '22', '00');
    await pickDateTime(
      user,
      within(dialog).getByLabelText('Early Bird ถึง', { exact: false }),
      '10 ธันวาคม 2026',
      '23',
      '59',
    );
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

/**
 * Picks a day and a time in a Thai date-time picker as an admin does: open it, page the calendar to
 * the day's month, click the day, type the hours and minutes, press ตกลง.
 */
async function pickDateTime(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  day: string,
  hours: string,
  minutes: string,
) {
  await user.click(field);
  const monthTitle = day.split(' ').slice(1).join(' ');
  const [, monthName = '', year = ''] = day.split(' ');
  const target = Number(year) * 12 + thaiMonths.indexOf(monthName);
  for (let step = 0; step < 36; step += 1) {
    const shown = screen.getByRole('button', { name: 'เลือกเดือน' }).textContent ?? '';
    if (shown === monthTitle) break;
    const [shownMonth = '', shownYear = ''] = shown.split(' ');
    const current = Number(shownYear) * 12 + thaiMonths.indexOf(shownMonth);
    await user.click(screen.getByRole('button', { name: current < target ? 'เดือนถัดไป' : 'เดือนก่อนหน้า' }));
  }
  await user.click(screen.getByRole('button', { name: day }));
  await user.type(screen.getByRole('spinbutton', { name: 'ชั่วโมง' }), hours);
  await user.type(screen.getByRole('spinbutton', { name: 'นาที' }), minutes);
  await user.click(screen.getByRole('button', { name: 'ตกลง' }));
}

const thaiMonths = th.participants.months as readonly string[];

async function waitForCall(calls: { method: string; body: unknown }[], method: string) {
  await waitFor(() => expect(calls.some((call) => call.method === method)).toBe(true));
  return calls.find((call) => call.method === method) as { method: string; body: unknown };
}
