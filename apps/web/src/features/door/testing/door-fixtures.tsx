import type { TCheckIn, TDoorList, TDoorMeeting, TDoorPerson } from '@chapter/contract/door';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import { configQueryOptions } from '../../../lib/app-config.ts';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DoorScreen } from '../components/door-screen.tsx';

/** Today's meeting, 06:30 to 09:00 in Bangkok, on time until 06:45. */
export const meeting: TDoorMeeting = {
  id: 70,
  name: 'ประชุมประจำสัปดาห์',
  location_name: 'โรงแรมริเวอร์ไซด์',
  starts: '2099-03-04T23:30:00Z',
  ends: '2099-03-05T02:00:00Z',
  on_time_until: '2099-03-04T23:45:00Z',
  cancelled: false,
};

export const nextMeeting: TDoorMeeting = {
  ...meeting,
  id: 71,
  starts: '2099-03-11T23:30:00Z',
  ends: '2099-03-12T02:00:00Z',
  on_time_until: '2099-03-11T23:45:00Z',
};

export function person(overrides: Partial<TDoorPerson> = {}): TDoorPerson {
  return {
    kind: 'member',
    member: 5,
    guest: null,
    name: 'สมชาย รักงาน',
    company: 'บริษัท รักงาน จำกัด',
    business_category: 'ประกันชีวิต',
    host_name: null,
    substitute_name: null,
    away: null,
    seat: {
      registration: 500,
      fee: 650,
      paid: true,
      payer_name: 'สมชาย รักงาน',
      slip_waiting: false,
      pay_at_door: false,
    },
    check_in: null,
    ...overrides,
  };
}

/** Checked in at 06:40 (on time) by the host. */
export const checkIn: TCheckIn = { id: 900, at: '2099-03-04T23:40:00Z', late: false, how: 'tap', by_name: 'วิภา ต้อนรับ' };

/** The door list of the examples: a member of each seat state, a visitor and a substitute. */
export const people: TDoorPerson[] = [
  person({ check_in: checkIn }),
  person({
    member: 6,
    name: 'สมหญิง ใจดี',
    company: 'ใจดีการบัญชี',
    business_category: 'บัญชี',
    substitute_name: 'มานพ แทนกัน',
    away: 'will_miss',
    seat: null,
  }),
  person({
    member: 7,
    name: 'ประยุทธ ค้างจ่าย',
    company: 'ค้างจ่ายก่อสร้าง',
    seat: {
      registration: 501,
      fee: 650,
      paid: false,
      payer_name: 'ประยุทธ ค้างจ่าย',
      slip_waiting: false,
      pay_at_door: false,
    },
    check_in: { ...checkIn, id: 901, at: '2099-03-04T23:52:00Z', late: true },
  }),
  person({
    kind: 'visitor',
    member: null,
    guest: 44,
    name: 'ประภา มาเยือน',
    company: 'มาเยือนทัวร์',
    business_category: 'ท่องเที่ยว',
    host_name: 'สมชาย รักงาน',
    seat: {
      registration: 502,
      fee: 750,
      paid: false,
      payer_name: 'ประภา มาเยือน',
      slip_waiting: false,
      pay_at_door: true,
    },
  }),
  person({
    kind: 'substitute',
    member: null,
    guest: 45,
    name: 'มานพ แทนกัน',
    company: 'แทนกันดีไซน์',
    business_category: 'ออกแบบภายใน',
    host_name: 'สมหญิง ใจดี',
    seat: { registration: 503, fee: 650, paid: false, payer_name: 'สมหญิง ใจดี', slip_waiting: true, pay_at_door: false },
  }),
];

export const notice = { version: 3, text: 'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของผู้เยี่ยมชม\nเพื่อติดต่อหลังการประชุม' };

export function doorList(overrides: Partial<TDoorList> = {}): TDoorList {
  return { meeting, people, visitor_notice: notice, ...overrides };
}

/** The door's two reads, and whatever else a test answers. */
export function doorServer(
  list: TDoorList | (() => MockReply) = doorList(),
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/door/meetings/': answer(apiRoutes.doorMeetings, { meetings: [meeting, nextMeeting], current: 70 }),
    'GET /api/meetings/70/door/': typeof list === 'function' ? list : answer(apiRoutes.doorList, list),
    ...handlers,
  });
}

/** The door as a host opens it: the desktop's tab (any path) or the mini-app (/liff-app/door). */
export function renderDoor(path = '/door', config = configFixture()) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  localStorage.setItem('roles', JSON.stringify([{ name: 'Visitor Host' }]));
  const view = renderRoutes([{ path, element: <DoorScreen /> }], path);
  view.queryClient.setQueryData(configQueryOptions().queryKey, config);
  return view;
}

/** The cards as they are listed, once the list has loaded. */
export async function cards() {
  await screen.findByRole('list', { name: 'รายชื่อหน้างาน' });
  return screen.getAllByTestId('door-person');
}

export async function card(name: string) {
  const found = (await cards()).find((item) => within(item).queryByText(name, { exact: true }));
  if (!found) throw new Error(`no card for ${name}`);
  return found;
}
