import type { TMonthEvent } from '@chapter/contract/events';
import type { TMemberListItem } from '@chapter/contract/members';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bangkokYear } from '../../../lib/format.ts';
import { memberListItemFixture, monthEventFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ParticipantsScreen } from '../components/participants-screen.tsx';

/** What the participant list's tests share: four members, and March's one event. */
export const thisYear = bangkokYear(Date.now());

export const somchai = memberListItemFixture({
  id: 2,
  full_name: 'สมชาย รักงาน',
  sum_amount: 1250,
  unpaid_registrations: [
    {
      id: 11,
      registered_event: { id: 5, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-03-04T23:30:00Z' },
      price: 450,
      substitute_name: null,
    },
    {
      id: 12,
      registered_event: { id: 6, name: 'สัมมนา', event_start_date_time: '2026-03-25T11:00:00Z' },
      price: 800,
      substitute_name: null,
    },
  ],
});
export const sudarat = memberListItemFixture({ id: 3, full_name: 'สุดารัตน์ ทองมา' });
export const wichai = memberListItemFixture({ id: 4, full_name: 'วิชัย ศรีสุข', sum_amount: 450 });
/** Not at the meeting. */
export const pornthip = memberListItemFixture({ id: 5, full_name: 'พรทิพย์ แก้วใส' });

/** The weekly meeting: Somchai (450) and Wichai (1,200) not verified, Sudarat verified. */
export const meeting = monthEventFixture({
  attendees: [
    { id: 2, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
    { id: 3, full_name: 'สุดารัตน์ ทองมา', bni_verified: true, price: 450, erased: false },
    { id: 4, full_name: 'วิชัย ศรีสุข', bni_verified: false, price: 1200, erased: false },
  ],
});

type Handlers = Parameters<typeof mockApi>[0];

export function renderParticipants(
  options: { members?: TMemberListItem[]; events?: TMonthEvent[]; handlers?: Handlers } = {},
) {
  const { members = [somchai, sudarat, wichai, pornthip], events = [meeting], handlers = {} } = options;
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/list/': answer(apiRoutes.memberList, members),
    [`GET /api/event/list/3/${thisYear}/`]: answer(apiRoutes.eventsOfMonth, events),
    [`GET /api/event/list/4/${thisYear}/`]: answer(apiRoutes.eventsOfMonth, []),
    ...handlers,
  });
  return { api, ...renderRoutes([{ path: '/', element: <ParticipantsScreen /> }]) };
}

/** Opens a selector by its label and picks an option. */
export async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Waits for the member table and returns its body rows. */
export async function tableRows() {
  await screen.findByRole('table', { name: 'รายชื่อสมาชิก' });
  return screen.getAllByTestId('participant-row');
}

export const tick = (name: string) => userEvent.click(screen.getByRole('checkbox', { name: `เลือก ${name}` }));

export const rowOf = (name: string) => {
  const row = screen.getAllByTestId('participant-row').find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
