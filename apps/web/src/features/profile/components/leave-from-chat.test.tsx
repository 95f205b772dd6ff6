import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myAttendanceFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyAttendanceSection } from './my-attendance-section.tsx';

/** The meeting of Thursday 10/12/2026 at 06:30 in Bangkok, not answered yet. */
const attendance = myAttendanceFixture({
  upcoming: [{ id: 80, name: 'ประชุมประจำสัปดาห์', starts: '2026-12-09T23:30:00Z', answer: 'coming' }],
});

function renderSectionAt(search: string) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  mockApi({ 'GET /api/attendance/mine/': answer(apiRoutes.myAttendance, attendance) });
  renderRoutes([{ path: '/', element: <MyAttendanceSection /> }], `/${search}`);
}

// Only the clock is fixed (timers stay real): Friday 27/11/2026, 10:00 in Bangkok.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the chat's ลา opens the leave form on that meeting's day (issue 37)", { timeout: 30_000 }, () => {
  it('the form opens at once with the first and last day set to the meeting’s Bangkok date', async () => {
    renderSectionAt('?leave_for=80');
    const dialog = await screen.findByRole('dialog', { name: 'ขอลาประชุม' }, { timeout: 15_000 });
    expect(within(dialog).getAllByText('10/12/2026')).toHaveLength(2);
  });

  it('a meeting the member cannot answer any more opens nothing', async () => {
    renderSectionAt('?leave_for=81');
    expect(await screen.findByRole('heading', { name: 'การลาของฉัน' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
