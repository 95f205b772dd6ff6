import type { TAvailableEvent } from '@chapter/contract/events';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availableEventFixture, myAttendanceFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { MyVisitor } from '../api/visitors.ts';
import { EventsScreen } from './events-screen.tsx';

/** One visitor the member invited to a meeting, registered. */
function myVisitor(id: number, name: string, starts: string, ends: string): MyVisitor {
  return {
    invitation: 1,
    meeting: {
      id,
      name,
      event_start_date_time: starts,
      event_end_date_time: ends,
      location_name: 'โรงแรมริเวอร์ไซด์',
      visitor_fee: 650,
    },
    created: '2099-03-01T03:00:00Z',
    visitor_name: 'มานี มีนา',
    company: null,
    status: 'registered',
  };
}

function renderEvents(events: TAvailableEvent[]) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  mockApi({ 'GET /api/event/available-event/': answer(apiRoutes.availableEvents, events) });
  return renderRoutes([{ path: '/', element: <EventsScreen /> }]);
}

describe('events screen', () => {
  it('shows a card for each upcoming event, in the order the server gives (soonest first)', async () => {
    renderEvents([
      availableEventFixture({ id: 41, name: 'ประชุมประจำสัปดาห์', is_early_bird: false, early_bird_price: null }),
      availableEventFixture(),
    ]);
    const cards = await screen.findAllByTestId('event-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'ประชุมประจำสัปดาห์',
      'งานเลี้ยงสังสรรค์ Networking ประจำปี',
    ]);
  });
  it('says so when there are no upcoming events', async () => {
    renderEvents([]);
    expect(await screen.findByText('ยังไม่มีกิจกรรมที่เปิดให้ลงทะเบียนในขณะนี้')).toBeInTheDocument();
    expect(screen.queryByTestId('event-card')).not.toBeInTheDocument();
  });
  it('shows the server message when the events cannot load, and Retry loads them', async () => {
    let fail = true;
    mockApi({
      'GET /api/event/available-event/': () =>
        fail
          ? answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' })
          : answer(apiRoutes.availableEvents, [availableEventFixture()]),
    });
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    renderRoutes([{ path: '/', element: <EventsScreen /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('โหลดรายการกิจกรรมไม่สำเร็จ');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดภายในระบบ');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByTestId('event-card')).toBeInTheDocument();
  });

  it('draws every card, the first ones first, and the member’s visitors below them once all are drawn', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const events = [41, 42, 43, 44, 45].map((id) => availableEventFixture({ id, name: `กิจกรรม ${id}` }));
    mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, events),
      'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, [
        myVisitor(41, 'กิจกรรม 41', '2099-03-04T23:30:00Z', '2099-03-05T02:00:00Z'),
      ]),
    });
    renderRoutes([{ path: '/', element: <EventsScreen /> }]);
    const visitors = await screen.findByRole('region', { name: 'ผู้เยี่ยมชมของฉัน' });
    // By the time the visitors show, every card is drawn above them: nothing pushes them down.
    const cards = screen.getAllByTestId('event-card');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      events.map((event) => event.name),
    );
    for (const card of cards) {
      expect(card.compareDocumentPosition(visitors) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
  it('asks once for what every meeting card reads, however many cards are drawn one after another', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    // Six weekly meetings, far ahead: each card reads the member's substitutes and answers.
    const meetings = [4, 11, 18, 25, 26, 27].map((day, index) =>
      availableEventFixture({
        id: 70 + index,
        name: `ประชุมประจำสัปดาห์ ${day}`,
        event_start_date_time: `2099-03-${String(day).padStart(2, '0')}T00:00:00Z`,
        event_end_date_time: `2099-03-${String(day).padStart(2, '0')}T02:00:00Z`,
        substitute_fee: 650,
      }),
    );
    const { calls } = mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, meetings),
      'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
      'GET /api/attendance/mine/': answer(apiRoutes.myAttendance, myAttendanceFixture()),
      'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, [
        myVisitor(70, 'ประชุมประจำสัปดาห์ 4', '2099-03-04T00:00:00Z', '2099-03-04T02:00:00Z'),
      ]),
    });
    renderRoutes([{ path: '/', element: <EventsScreen /> }]);
    // The visitors show once the last card is drawn.
    await screen.findByRole('region', { name: 'ผู้เยี่ยมชมของฉัน' });
    expect(screen.getAllByTestId('event-card')).toHaveLength(meetings.length);
    const asked = (url: string) => calls.filter((call) => call.method === 'GET' && call.url === url).length;
    expect(asked('/api/meetings/substitutes/')).toBe(1);
    expect(asked('/api/attendance/mine/')).toBe(1);
    expect(asked('/api/meetings/visitors/')).toBe(1);
  });
});
