import type { TLeaveRequest, TMyAttendance } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyAttendanceSection } from './my-attendance-section.tsx';
import { WARNING_TEXT } from './warning-colour.ts';

const leave = (overrides: Partial<TLeaveRequest>): TLeaveRequest => ({
  id: 1,
  member: 2,
  member_name: 'สมชาย รักงาน',
  starts_on: '2026-12-10',
  ends_on: '2026-12-17',
  reason: 'เดินทางไปต่างประเทศ',
  requested_at: '2026-11-20T03:00:00Z',
  status: 'pending',
  decided_at: null,
  decided_by_name: null,
  refusal_reason: null,
  unpaid_meetings: [],
  ...overrides,
});

const pending = leave({
  id: 1,
  unpaid_meetings: [{ id: 80, name: 'ประชุมประจำสัปดาห์', starts: '2026-12-09T23:30:00Z' }],
});
const refused = leave({
  id: 2,
  starts_on: '2026-12-24',
  ends_on: '2026-12-24',
  status: 'refused',
  refusal_reason: 'ลาเกินจำนวนที่ชาปเตอร์กำหนด',
});
/** Approved, but started already: it can no longer be withdrawn. */
const started = leave({ id: 3, starts_on: '2026-11-26', ends_on: '2026-11-30', status: 'approved' });
const withdrawn = leave({ id: 4, starts_on: '2027-01-07', ends_on: '2027-01-08', status: 'withdrawn' });

const attendance = (overrides: Partial<TMyAttendance> = {}): TMyAttendance => ({
  absences: 1,
  warning: 2,
  limit: 3,
  upcoming: [],
  history: [
    { id: 61, name: 'ประชุมประจำสัปดาห์', starts: '2026-11-18T23:30:00Z', status: 'P', visitors: 2 },
    { id: 60, name: 'ประชุมประจำสัปดาห์', starts: '2026-11-11T23:30:00Z', status: 'A', visitors: 0 },
    { id: 59, name: 'ประชุมประจำสัปดาห์', starts: '2026-11-04T23:30:00Z', status: 'L', visitors: 0 },
    { id: 58, name: 'ประชุมประจำสัปดาห์', starts: '2026-10-28T23:30:00Z', status: 'M', visitors: 0 },
    { id: 57, name: 'ประชุมประจำสัปดาห์', starts: '2026-10-21T23:30:00Z', status: 'S', visitors: 0 },
  ],
  leave: [pending, refused, started, withdrawn],
  ...overrides,
});

function renderSection(data: TMyAttendance, handlers: Record<string, MockReply | (() => MockReply)> = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({ 'GET /api/attendance/mine/': answer(apiRoutes.myAttendance, data), ...handlers });
  renderRoutes([{ path: '/', element: <MyAttendanceSection /> }]);
  return api;
}

// Only the clock is fixed (timers stay real for userEvent): Friday 27/11/2026, 10:00 in Bangkok.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the profile's attendance section", { timeout: 30_000 }, () => {
  it('counts absences in six months against the limit, plainly below the warning', async () => {
    renderSection(attendance());
    const absences = await screen.findByTestId('my-absences');
    expect(absences).toHaveTextContent('ขาด 1 ครั้งใน 6 เดือน (เกณฑ์ 3 ครั้ง)');
    expect(absences).toHaveAttribute('data-level', 'fine');
    expect(within(absences).getByText(/^ขาด 1/).style.color).toBe('');
  });

  it('is in the warning colour from the warning, asking for a substitute or leave', async () => {
    renderSection(attendance({ absences: 2 }));
    const warned = await screen.findByTestId('my-absences');
    expect(warned).toHaveTextContent('ขาด 2 ครั้งใน 6 เดือน (เกณฑ์ 3 ครั้ง)');
    expect(warned).toHaveTextContent('ใกล้ถึงเกณฑ์การขาดประชุม');
    expect(within(warned).getByText(/^ขาด 2/).style.color).toBe(WARNING_TEXT);
  });

  it('is red at the limit, saying the seat is at risk', async () => {
    renderSection(attendance({ absences: 3 }));
    const atLimit = await screen.findByTestId('my-absences');
    expect(atLimit).toHaveAttribute('data-level', 'limit');
    expect(atLimit).toHaveTextContent('ที่นั่งของคุณมีความเสี่ยง');
    expect(within(atLimit).getByText(/^ขาด 3/).style.color).toBe('var(--mantine-color-red-8)');
  });

  it('lists the closed meetings with their date, name, status in Thai and visitors brought', async () => {
    renderSection(attendance());
    const items = await screen.findAllByTestId('attendance-history-item');
    expect(items.map((item) => item.textContent)).toEqual([
      '19/11/2026 ประชุมประจำสัปดาห์ผู้เยี่ยมชม 2 คนมา',
      '12/11/2026 ประชุมประจำสัปดาห์ขาด',
      '05/11/2026 ประชุมประจำสัปดาห์สาย',
      '29/10/2026 ประชุมประจำสัปดาห์ลา',
      '22/10/2026 ประชุมประจำสัปดาห์ส่งตัวแทน',
    ]);
  });

  it('lists the leave with its state, the refusal’s reason, and withdrawing only what has not started', async () => {
    renderSection(attendance());
    const items = await screen.findAllByTestId('my-leave-item');
    expect(items[0]).toHaveTextContent('10/12/2026 – 17/12/2026');
    expect(items[0]).toHaveTextContent('รอพิจารณา');
    expect(items[0]).toHaveTextContent('ยังไม่ได้ชำระค่าประชุมในช่วงลา 1 ครั้ง');
    expect(items[1]).toHaveTextContent('24/12/2026');
    expect(items[1]).not.toHaveTextContent('24/12/2026 –');
    expect(items[1]).toHaveTextContent('ไม่อนุมัติ');
    expect(items[1]).toHaveTextContent('เหตุผลที่ไม่อนุมัติ: ลาเกินจำนวนที่ชาปเตอร์กำหนด');
    expect(items[2]).toHaveTextContent('อนุมัติ');
    expect(items[3]).toHaveTextContent('ถอนแล้ว');
    const withdrawable = items.map((item) => within(item).queryByRole('button', { name: 'ถอน' }) !== null);
    expect(withdrawable).toEqual([true, false, false, false]);
  });

  it('withdraws a pending request after asking, and shows the server’s word', async () => {
    const user = userEvent.setup();
    let data = attendance();
    const api = renderSection(data, {
      'GET /api/attendance/mine/': () => answer(apiRoutes.myAttendance, data),
      'POST /api/leave/1/withdraw/': () => {
        data = attendance({ leave: [{ ...pending, status: 'withdrawn' }, refused, started, withdrawn] });
        return answer(apiRoutes.withdrawLeave, { detail: apiMessages.leaveWithdrawn });
      },
    });
    const [first] = await screen.findAllByTestId('my-leave-item');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'ถอน' }));
    const question = await screen.findByRole('dialog', { name: 'ถอนคำขอลา' });
    expect(question).toHaveTextContent('10/12/2026 – 17/12/2026');
    await user.click(within(question).getByRole('button', { name: 'ถอน' }));

    expect(await screen.findByText(apiMessages.leaveWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-leave-item')[0]).toHaveTextContent('ถอนแล้ว'));
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/leave/1/withdraw/' }));
  });
});

describe('asking for leave', { timeout: 30_000 }, () => {
  async function openForm() {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'ขอลา' }));
    const dialog = await screen.findByRole('dialog', { name: 'ขอลาประชุม' });
    return { user, dialog };
  }

  async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, day: string) {
    await user.click(screen.getByRole('button', { name: label }));
    // getBy, not findBy: with the date fixed, a findBy for a day not drawn would wait for ever.
    await user.click(screen.getByRole('button', { name: day }));
  }

  it('sends the days as YYYY-MM-DD with the reason, then closes and shows the new request', async () => {
    let data = attendance({ leave: [] });
    const created = leave({ id: 9, starts_on: '2026-12-03', ends_on: '2026-12-10', reason: 'ผ่าตัด' });
    const api = renderSection(data, {
      'GET /api/attendance/mine/': () => answer(apiRoutes.myAttendance, data),
      'POST /api/leave/': () => {
        data = attendance({ leave: [created] });
        return answer(apiRoutes.requestLeave, created);
      },
    });
    const { user, dialog } = await openForm();
    // Nothing is sent until both days and a reason are there.
    await user.click(within(dialog).getByRole('button', { name: 'ส่งคำขอลา' }));
    expect(dialog).toHaveTextContent('กรุณาเลือกวันแรกที่ลา');
    expect(dialog).toHaveTextContent('กรุณาระบุเหตุผลที่ขอลา');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await pick(user, /^วันแรกที่ลา/, '3 ธันวาคม 2026');
    await pick(user, /^วันสุดท้ายที่ลา/, '10 ธันวาคม 2026');
    expect(within(dialog).getByRole('button', { name: /^วันแรกที่ลา/ })).toHaveTextContent('03/12/2026');
    await user.type(within(dialog).getByRole('textbox', { name: /^เหตุผล/ }), 'ผ่าตัด');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งคำขอลา' }));

    expect(await screen.findByText('ส่งคำขอลาแล้ว รอรองประธานพิจารณา')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      starts_on: '2026-12-03',
      ends_on: '2026-12-10',
      reason: 'ผ่าตัด',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ขอลาประชุม' })).not.toBeInTheDocument());
    expect(await screen.findByTestId('my-leave-item')).toHaveTextContent('03/12/2026 – 10/12/2026');
  });

  it('shows the server’s refusal of a day under that day, and stays open', async () => {
    const overlap = apiMessages.leaveOverlaps('30/11/2026', '30/11/2026');
    renderSection(attendance(), { 'POST /api/leave/': answerError(400, { starts_on: [overlap] }) });
    const { user, dialog } = await openForm();
    await pick(user, /^วันแรกที่ลา/, '30 พฤศจิกายน 2026');
    await pick(user, /^วันสุดท้ายที่ลา/, '30 พฤศจิกายน 2026');
    await user.type(within(dialog).getByRole('textbox', { name: /^เหตุผล/ }), 'ธุระ');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งคำขอลา' }));

    const first = within(dialog).getByRole('button', { name: /^วันแรกที่ลา/ });
    await waitFor(() => expect(first).toHaveAccessibleDescription(expect.stringContaining(overlap)));
    expect(screen.getByRole('dialog', { name: 'ขอลาประชุม' })).toBeInTheDocument();
  });
});
