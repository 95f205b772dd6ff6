import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availableEventFixture, myAttendanceFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

/** Two weekly meetings far ahead, so neither has started whenever the test runs. */
const meeting = (id: number, start: string) =>
  availableEventFixture({
    id,
    name: `ประชุม ${id}`,
    event_start_date_time: start,
    event_end_date_time: start.replace('T23:30', 'T23:59'),
    substitute_fee: 650,
  });

function renderEventsAt(search: string) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  mockApi({
    'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [
      meeting(70, '2099-03-04T23:30:00Z'),
      meeting(71, '2099-03-11T23:30:00Z'),
    ]),
    'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
    'GET /api/attendance/mine/': answer(apiRoutes.myAttendance, myAttendanceFixture()),
  });
  return renderRoutes([{ path: '/', element: <EventsScreen /> }], `/${search}`);
}

describe("the chat's ส่งตัวแทน opens the events screen at that meeting's substitute form (issue 37)", () => {
  it("opens the form for the meeting the link names, and only that one's", async () => {
    renderEventsAt('?substitute_for=71');
    const dialog = await screen.findByRole('dialog', { name: 'ส่งตัวแทนเข้าประชุม' });
    expect(within(dialog).getByText(/ประชุม 71/)).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('without a meeting in the address, no form opens by itself', async () => {
    renderEventsAt('');
    expect(await screen.findByRole('article', { name: 'ประชุม 70' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'ส่งตัวแทน' })).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
