import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { AdminEvent } from '../api/admin-events.ts';
import { MeetingsPage } from './meetings-page.tsx';

const series = {
  id: 1,
  name: 'ประชุมประจำสัปดาห์',
  weekday: 4,
  start_time: '06:30',
  end_time: '09:00',
  location_name: 'โรงแรมริเวอร์ไซด์',
  price: 450,
  visitor_fee: 650,
  substitute_fee: 600,
  substitute_pays: false,
  on_time_minutes: 10,
  leave_needs_fees_paid: false,
  absence_warning: 3,
  absence_limit: 4,
  weeks_ahead: 8,
  updated_at: '2026-11-20T03:00:00.000Z',
};

// Thursdays 06:30–09:00 Bangkok (23:30–02:00 UTC the day before).
const meeting = (id: number, day: string, more: Partial<AdminEvent> = {}): AdminEvent => ({
  id,
  name: series.name,
  location_name: series.location_name,
  event_start_date_time: `${day}T23:30:00.000Z`,
  event_end_date_time: `${day.replace(/\d+$/, (d) => String(Number(d) + 1).padStart(2, '0'))}T02:00:00.000Z`,
  price: 450,
  early_bird_price: null,
  early_bird_end_date_time: null,
  cancelled_at: null,
  registration_count: 0,
  paid_count: 0,
  has_registrations: false,
  series_id: 1,
  ...more,
});

const meetings = [
  meeting(11, '2026-11-18', { registration_count: 12, paid_count: 10, has_registrations: true }),
  meeting(12, '2026-11-25', { cancelled_at: '2026-11-20T03:00:00.000Z' }),
  meeting(13, '2026-12-02', { registration_count: 3, paid_count: 1, has_registrations: true }),
];

function renderPage(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi(handlers);
  renderRoutes([{ path: '/', element: <MeetingsPage /> }]);
  return api;
}

/** A time field's hours and minutes, as the admin reads them. */
function timeIn(label: string) {
  const hours = screen.getByRole('spinbutton', { name: `${label} ชั่วโมง` }) as HTMLInputElement;
  const minutes = screen.getByRole('spinbutton', { name: `${label} นาที` }) as HTMLInputElement;
  return `${hours.value}:${minutes.value}`;
}

const sentBody = (api: ReturnType<typeof mockApi>) => api.calls.find((call) => call.method === 'PUT')?.body;

// Only the clock is fixed (timers stay real for userEvent): Friday 27/11/2026, 10:00 in Bangkok.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the back office's weekly meeting page", { timeout: 30_000 }, () => {
  it('shows the saved series in the form and its meetings with their dates, times, registrations and cancellation', async () => {
    renderPage({ 'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }) });

    expect(await screen.findByRole('textbox', { name: /^ชื่อการประชุม/ })).toHaveValue('ประชุมประจำสัปดาห์');
    expect(screen.getByRole('combobox', { name: /^วัน/ })).toHaveValue('พฤหัสบดี');
    expect(timeIn('เวลาเริ่ม')).toBe('06:30');
    expect(timeIn('เวลาเลิก')).toBe('09:00');
    expect(screen.getByRole('textbox', { name: /^ค่าผู้เยี่ยมชม/ })).toHaveValue('650');
    expect(screen.getByRole('textbox', { name: /^จำนวนสัปดาห์ล่วงหน้า/ })).toHaveValue('8');
    expect(screen.getByText(/ไม่ได้แก้ไขเองในหน้ากิจกรรม/)).toBeInTheDocument();

    const row = (date: string) => screen.getByText(date).closest('tr') as HTMLElement;
    expect(row('19/11/2026')).toHaveTextContent('06:30–09:00');
    expect(row('19/11/2026')).toHaveTextContent('12 คน (ชำระแล้ว 10)');
    expect(within(row('19/11/2026')).getByText('จบแล้ว')).toBeInTheDocument();
    expect(within(row('26/11/2026')).getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(within(row('26/11/2026')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('03/12/2026')).getByText('เปิดรับ')).toBeInTheDocument();
    expect(within(row('03/12/2026')).getByRole('button', { name: 'ยกเลิกกิจกรรม' })).toBeInTheDocument();
  });

  it('sends the values the admin typed and shows what saving did to the meetings', async () => {
    const user = userEvent.setup();
    const detail = apiMessages.meetingSeriesSaved(0, 6, 0);
    const saved = { ...series, visitor_fee: 700, updated_at: '2026-11-27T03:00:00.000Z' };
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
      'PUT /api/admin/meeting-series/': answer(apiRoutes.adminSaveMeetingSeries, {
        series: saved,
        meetings,
        detail,
        created: 0,
        updated: 6,
        removed: 0,
      }),
    });

    const visitorFee = await screen.findByRole('textbox', { name: /^ค่าผู้เยี่ยมชม/ });
    await user.clear(visitorFee);
    await user.type(visitorFee, '700');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByRole('status')).toHaveTextContent(detail);
    expect(sentBody(api)).toEqual({
      name: 'ประชุมประจำสัปดาห์',
      weekday: 4,
      start_time: '06:30',
      end_time: '09:00',
      location_name: 'โรงแรมริเวอร์ไซด์',
      price: 450,
      visitor_fee: 700,
      substitute_fee: 600,
      substitute_pays: false,
      on_time_minutes: 10,
      leave_needs_fees_paid: false,
      absence_warning: 3,
      absence_limit: 4,
      weeks_ahead: 8,
    });
    expect(screen.getByRole('textbox', { name: /^ค่าผู้เยี่ยมชม/ })).toHaveValue('700');
  });

  it('shows how many minutes after the start a check-in is on time, and sends the new number', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
      'PUT /api/admin/meeting-series/': answer(apiRoutes.adminSaveMeetingSeries, {
        series: { ...series, on_time_minutes: 15 },
        meetings,
        detail: apiMessages.meetingSeriesSaved(0, 6, 0),
        created: 0,
        updated: 6,
        removed: 0,
      }),
    });

    const onTime = await screen.findByRole('textbox', { name: /^นับว่าตรงเวลาภายใน \(นาทีหลังเวลาเริ่ม\)/ });
    expect(onTime).toHaveValue('10');
    expect(onTime).toHaveAccessibleDescription('เช็กอินที่หน้างานหลังจากนี้นับว่ามาสาย (0–120 นาที)');
    await user.clear(onTime);
    await user.type(onTime, '15');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await screen.findByRole('status');
    expect(sentBody(api)).toMatchObject({ on_time_minutes: 15 });
  });

  it("shows attendance's settings as saved, and sends the admin's new leave rule and absence thresholds", async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
      'PUT /api/admin/meeting-series/': answer(apiRoutes.adminSaveMeetingSeries, {
        series: { ...series, leave_needs_fees_paid: true, absence_warning: 2, absence_limit: 5 },
        meetings,
        detail: apiMessages.meetingSeriesSaved(0, 6, 0),
        created: 0,
        updated: 6,
        removed: 0,
      }),
    });

    const feesFirst = await screen.findByRole('checkbox', { name: /^อนุมัติการลาเมื่อชำระค่าประชุมช่วงลาแล้ว/ });
    expect(feesFirst).not.toBeChecked();
    const warning = screen.getByRole('textbox', { name: /^แจ้งเตือนเมื่อขาด \(ครั้งใน 6 เดือน\)/ });
    const limit = screen.getByRole('textbox', { name: /^เสี่ยงเสียที่นั่งเมื่อขาด \(ครั้งใน 6 เดือน\)/ });
    expect(warning).toHaveValue('3');
    expect(limit).toHaveValue('4');
    expect(limit).toHaveAccessibleDescription('ไม่น้อยกว่าเกณฑ์แจ้งเตือน (1–26)');

    await user.click(feesFirst);
    await user.clear(warning);
    await user.type(warning, '2');
    await user.clear(limit);
    await user.type(limit, '5');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await screen.findByRole('status');
    expect(sentBody(api)).toMatchObject({ leave_needs_fees_paid: true, absence_warning: 2, absence_limit: 5 });
  });

  it('a limit below the warning is refused under the limit before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
    });
    const limit = await screen.findByRole('textbox', { name: /^เสี่ยงเสียที่นั่งเมื่อขาด/ });
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() =>
      expect(limit).toHaveAccessibleDescription(expect.stringContaining(apiMessages.absenceLimitBelowWarning)),
    );
    expect(sentBody(api)).toBeUndefined();
  });

  it("shows who pays a substitute's meal as saved, and sends the admin's new choice", async () => {
    const user = userEvent.setup();
    const saved = { ...series, substitute_pays: true };
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
      'PUT /api/admin/meeting-series/': answer(apiRoutes.adminSaveMeetingSeries, {
        series: saved,
        meetings,
        detail: apiMessages.meetingSeriesSaved(0, 6, 0),
        created: 0,
        updated: 6,
        removed: 0,
      }),
    });

    const substitutePays = await screen.findByRole('switch', { name: /^ตัวแทนชำระค่าอาหารเอง \(ผ่านลิงก์ของตัวแทน\)/ });
    expect(substitutePays).not.toBeChecked();
    expect(substitutePays).toHaveAccessibleDescription('ถ้าไม่เลือก สมาชิกที่ส่งตัวแทนเป็นผู้ชำระ');
    expect(screen.getByRole('textbox', { name: /^ค่าอาหารตัวแทน/ })).toHaveAccessibleDescription(
      'เรียกเก็บจากสมาชิกที่ส่งตัวแทนมา',
    );

    await user.click(substitutePays);
    expect(substitutePays).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^ค่าอาหารตัวแทน/ })).toHaveAccessibleDescription(
      'ตัวแทนชำระเองผ่านลิงก์ของตัวแทน',
    );
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await screen.findByRole('status');
    expect(sentBody(api)).toMatchObject({ substitute_fee: 600, substitute_pays: true });
  });

  it('fills the switch from a series whose substitutes pay their own meal', async () => {
    renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, {
        series: { ...series, substitute_pays: true },
        meetings,
      }),
    });

    expect(await screen.findByRole('switch', { name: /^ตัวแทนชำระค่าอาหารเอง/ })).toBeChecked();
  });

  it("shows the server's refusal of a field under that field", async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series, meetings }),
      'PUT /api/admin/meeting-series/': answerError(400, { weeks_ahead: [apiMessages.weeksAheadInvalid(26)] }),
    });

    await screen.findByRole('textbox', { name: /^จำนวนสัปดาห์ล่วงหน้า/ });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(sentBody(api)).toBeDefined());
    const weeks = screen.getByRole('textbox', { name: /^จำนวนสัปดาห์ล่วงหน้า/ });
    await waitFor(() =>
      expect(weeks).toHaveAccessibleDescription(expect.stringContaining(apiMessages.weeksAheadInvalid(26))),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('with no series yet, offers Thursday 06:30–08:30 for eight weeks and asks for the prices before sending', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/meeting-series/': answer(apiRoutes.adminMeetingSeries, { series: null, meetings: [] }),
    });

    expect(await screen.findByText(/ยังไม่ได้ตั้งการประชุมประจำสัปดาห์/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^วัน/ })).toHaveValue('พฤหัสบดี');
    expect(timeIn('เวลาเริ่ม')).toBe('06:30');
    expect(timeIn('เวลาเลิก')).toBe('08:30');
    expect(screen.getByRole('textbox', { name: /^จำนวนสัปดาห์ล่วงหน้า/ })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: /^นับว่าตรงเวลาภายใน/ })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: /^ราคาสมาชิก/ })).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^ตัวแทนชำระค่าอาหารเอง/ })).not.toBeChecked();
    // Attendance's defaults, as the server's.
    expect(screen.getByRole('checkbox', { name: /^อนุมัติการลาเมื่อชำระค่าประชุมช่วงลาแล้ว/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^แจ้งเตือนเมื่อขาด/ })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /^เสี่ยงเสียที่นั่งเมื่อขาด/ })).toHaveValue('3');
    expect(screen.getByText('ยังไม่มีการประชุม')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    const price = screen.getByRole('textbox', { name: /^ราคาสมาชิก/ });
    await waitFor(() => expect(price).toHaveAccessibleDescription(apiMessages.priceInvalid));
    expect(sentBody(api)).toBeUndefined();
  });
});
