import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availableEventFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { EventCard } from './event-card.tsx';

/** A weekly meeting far ahead, so it has not ended whenever the test runs. */
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

function renderCard(event: AvailableEvent) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
    'POST /api/meetings/70/check-in-code/': answer(apiRoutes.memberCheckInCode, {
      code: '7K2QDM9XPA',
      expires: '2099-03-04T23:33:00Z',
      meeting: { id: 70, name: 'ประชุมประจำสัปดาห์', starts: '2099-03-04T23:30:00Z' },
      checked_in: false,
    }),
  });
  renderRoutes([{ path: '/', element: <EventCard event={event} /> }]);
  return api;
}

const codeAsks = (api: ReturnType<typeof mockApi>) => api.calls.filter((call) => call.method === 'POST').length;

describe("the member's check-in code on the events screen", () => {
  it('a meeting card opens a dialog with the code to show at the door, asked for only then', async () => {
    const user = userEvent.setup();
    const api = renderCard(meeting);

    const button = screen.getByRole('button', { name: 'โค้ดเช็กอิน' });
    expect(codeAsks(api)).toBe(0);
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'โค้ดเช็กอิน' });
    expect(within(dialog).getByText('แสดงโค้ดนี้ให้ทีมต้อนรับสแกนที่หน้างาน')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'QR โค้ดเช็กอิน 7K2QD-M9XPA' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('check-in-code-text')).toHaveTextContent('7K2QD-M9XPA');
    expect(codeAsks(api)).toBe(1);
  });

  it('an event that is not a weekly meeting has no check-in code', () => {
    renderCard({ ...meeting, substitute_fee: null });
    expect(screen.getByRole('button', { name: 'ลงทะเบียน' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'โค้ดเช็กอิน' })).not.toBeInTheDocument();
  });

  it('a meeting that has ended offers no check-in code', () => {
    renderCard({
      ...meeting,
      event_start_date_time: '2000-01-05T23:30:00Z',
      event_end_date_time: '2000-01-06T02:00:00Z',
    });
    expect(screen.queryByRole('button', { name: 'โค้ดเช็กอิน' })).not.toBeInTheDocument();
  });

  it('a cancelled meeting offers no check-in code', () => {
    renderCard({ ...meeting, is_cancelled: true });
    expect(screen.queryByRole('button', { name: 'โค้ดเช็กอิน' })).not.toBeInTheDocument();
  });
});
