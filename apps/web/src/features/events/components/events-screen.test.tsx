import type { TAvailableEvent } from '@chapter/contract/events';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availableEventFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

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
});
