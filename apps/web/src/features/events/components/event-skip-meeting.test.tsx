import type { TMyAttendance } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { availableEventFixture, myAttendanceFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

/** Two weekly meetings far ahead, so they have not started whenever the test runs, and a party. */
const meeting = (id: number, day: string) =>
  availableEventFixture({
    id,
    name: `ประชุมประจำสัปดาห์ ${day}`,
    is_early_bird: false,
    early_bird_price: null,
    early_bird_end_date_time: null,
    // 07:00 to 09:00 in Bangkok.
    event_start_date_time: `2099-03-${day}T00:00:00Z`,
    event_end_date_time: `2099-03-${day}T02:00:00Z`,
    substitute_fee: 650,
  });
const first = meeting(70, '04');
const second = meeting(71, '11');
const party = availableEventFixture({ id: 40, event_start_date_time: '2099-06-20T11:00:00Z' });

type Answer = TMyAttendance['upcoming'][number]['answer'];

function attendance(answers: Record<number, Answer>): TMyAttendance {
  return myAttendanceFixture({
    upcoming: [first, second]
      .filter((event) => answers[event.id] !== undefined)
      .map((event) => ({
        id: event.id,
        name: event.name,
        starts: event.event_start_date_time,
        answer: answers[event.id] as Answer,
      })),
  });
}

/** The member's answers, changed by saying and withdrawing as the server would. */
function server(initial: Record<number, Answer>, replies: { skip?: MockReply } = {}) {
  let answers = { ...initial };
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [first, second, party]),
    'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
    'GET /api/attendance/mine/': () => answer(apiRoutes.myAttendance, attendance(answers)),
    'POST /api/meetings/70/absence/': () => {
      if (replies.skip) return replies.skip;
      answers = { ...answers, 70: 'will_miss' };
      return answer(apiRoutes.saySkipMeeting, { detail: apiMessages.skipSaid });
    },
    'POST /api/meetings/70/absence/withdraw/': () => {
      answers = { ...answers, 70: 'coming' };
      return answer(apiRoutes.withdrawSkipMeeting, { detail: apiMessages.skipWithdrawn });
    },
  });
  renderRoutes([{ path: '/', element: <EventsScreen /> }]);
  return api;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('a member says ahead they will miss a weekly meeting', () => {
  it('asks first, saying it counts as an absence without a substitute or leave; then the card shows the answer', async () => {
    const user = userEvent.setup();
    const api = server({ 70: 'coming', 71: 'coming' });
    const firstCard = await screen.findByRole('article', { name: first.name });
    await user.click(await within(firstCard).findByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' }));

    const question = await screen.findByRole('dialog', { name: 'แจ้งว่าจะไม่ไปประชุม' });
    expect(question).toHaveTextContent('หากไม่ได้ส่งตัวแทนหรือได้รับอนุมัติการลา จะนับเป็นการขาดประชุม');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' }));

    expect(await within(card(first.name)).findByText('คุณแจ้งว่าจะไม่มา')).toBeInTheDocument();
    expect(await screen.findByText(apiMessages.skipSaid)).toBeInTheDocument();
    expect(within(card(first.name)).getByRole('button', { name: 'จะไปประชุม' })).toBeInTheDocument();
    expect(within(card(first.name)).queryByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).not.toBeInTheDocument();
    // The other meeting keeps its own answer; the party is no meeting and has none.
    expect(within(card(second.name)).getByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).toBeInTheDocument();
    expect(within(card(party.name)).queryByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).not.toBeInTheDocument();
    // The card's other buttons stay.
    expect(within(card(first.name)).getByRole('button', { name: 'ส่งตัวแทน' })).toBeInTheDocument();
    expect(within(card(first.name)).getByRole('button', { name: 'โค้ดเช็กอิน' })).toBeInTheDocument();
  });

  it('the screen asks for the member’s answers once, whatever the number of meetings', async () => {
    const api = server({ 70: 'coming', 71: 'will_miss' });
    const secondCard = await screen.findByRole('article', { name: second.name });
    expect(await within(secondCard).findByText('คุณแจ้งว่าจะไม่มา')).toBeInTheDocument();
    expect(await within(card(first.name)).findByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/attendance/mine/')).toHaveLength(1);
  });

  it('"จะไปประชุม" takes it back, and the card offers saying it again', async () => {
    const user = userEvent.setup();
    const api = server({ 70: 'will_miss' });
    const firstCard = await screen.findByRole('article', { name: first.name });
    await user.click(await within(firstCard).findByRole('button', { name: 'จะไปประชุม' }));

    expect(await within(card(first.name)).findByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).toBeInTheDocument();
    expect(within(card(first.name)).queryByText('คุณแจ้งว่าจะไม่มา')).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/meetings/70/absence/withdraw/' }),
    );
    expect(await screen.findByText(apiMessages.skipWithdrawn)).toBeInTheDocument();
  });

  it('a member on leave or sending a substitute is offered no such button', async () => {
    server({ 70: 'on_leave', 71: 'substitute' });
    const firstCard = await screen.findByRole('article', { name: first.name });
    expect(await within(firstCard).findByText('คุณลาประชุมครั้งนี้แล้ว')).toBeInTheDocument();
    expect(within(firstCard).queryByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).not.toBeInTheDocument();
    expect(within(card(second.name)).queryByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).not.toBeInTheDocument();
  });

  it('a refusal is a red toast and the card stays as it was', async () => {
    const user = userEvent.setup();
    server({ 70: 'coming' }, { skip: answerError(400, { detail: apiMessages.meetingAlreadyStarted }) });
    const firstCard = await screen.findByRole('article', { name: first.name });
    await user.click(await within(firstCard).findByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' }));
    const question = await screen.findByRole('dialog', { name: 'แจ้งว่าจะไม่ไปประชุม' });
    await user.click(within(question).getByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' }));

    expect(await screen.findByText(apiMessages.meetingAlreadyStarted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'แจ้งว่าจะไม่ไปประชุม' })).not.toBeInTheDocument());
    expect(within(card(first.name)).getByRole('button', { name: 'ไม่ไปประชุมครั้งนี้' })).toBeInTheDocument();
  });
});
