import type { TAtRisk, TAttendanceRow, TAttendanceSheet, TLeaveRequest } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { screen } from '@testing-library/react';
import { configQueryOptions } from '../../../lib/app-config.ts';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { AttendanceMeeting } from '../api/get-attendance-meetings.ts';
import { AttendanceScreen } from '../components/attendance-screen.tsx';

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

/** The coming meeting (far ahead), the one that ended and waits to be closed, and one entered. */
export const meetings: AttendanceMeeting[] = [
  {
    id: 82,
    name: 'ประชุมประจำสัปดาห์',
    starts: '2099-03-11T23:30:00Z',
    ends: '2099-03-12T02:00:00Z',
    closed: false,
    entered: false,
  },
  {
    id: 81,
    name: 'ประชุมประจำสัปดาห์',
    starts: '2020-03-04T23:30:00Z',
    ends: '2020-03-05T02:00:00Z',
    closed: false,
    entered: false,
  },
  {
    id: 80,
    name: 'ประชุมประจำสัปดาห์',
    starts: '2020-02-26T23:30:00Z',
    ends: '2020-02-27T02:00:00Z',
    closed: true,
    entered: true,
  },
];

export function row(overrides: Partial<TAttendanceRow> = {}): TAttendanceRow {
  return {
    member: 5,
    name: 'สมชาย รักงาน',
    status: 'P',
    visitors: 0,
    closed_status: null,
    corrected: false,
    ...overrides,
  };
}

export const rows: TAttendanceRow[] = [
  row({ visitors: 2 }),
  row({ member: 6, name: 'สมหญิง ใจดี', status: 'A' }),
  row({ member: 7, name: 'ประยุทธ มาสาย', status: 'L' }),
  row({ member: 8, name: 'มานี ลาป่วย', status: 'M' }),
  row({ member: 9, name: 'วิชัย ส่งแทน', status: 'S', visitors: 1 }),
];

/** Meeting 81's sheet before closing: a preview of what closing would make now. */
export function sheet(overrides: Partial<TAttendanceSheet> = {}): TAttendanceSheet {
  return {
    meeting: { id: 81, name: 'ประชุมประจำสัปดาห์', starts: '2020-03-04T23:30:00Z', ends: '2020-03-05T02:00:00Z' },
    ended: true,
    closed: null,
    entered: null,
    rows,
    totals: { P: 1, A: 1, L: 1, M: 1, S: 1, V: 3 },
    ...overrides,
  };
}

/** Closed at 10:15 on the meeting's day by the Vice President. */
export const closed = { at: '2020-03-05T03:15:00Z', by_name: 'วีระ รองประธาน' };
/** Entered in BNI Connect the next day. */
export const entered = { at: '2020-03-06T05:30:00Z', by_name: 'วีระ รองประธาน' };

export function leaveRequest(overrides: Partial<TLeaveRequest> = {}): TLeaveRequest {
  return {
    id: 30,
    member: 6,
    member_name: 'สมหญิง ใจดี',
    starts_on: '2099-03-10',
    ends_on: '2099-03-24',
    reason: 'เดินทางไปต่างประเทศ',
    requested_at: '2099-03-01T02:00:00Z',
    status: 'pending',
    decided_at: null,
    decided_by_name: null,
    refusal_reason: null,
    unpaid_meetings: [],
    ...overrides,
  };
}

export const atRisk: TAtRisk = {
  warning: 2,
  limit: 3,
  members: [
    { member: 6, name: 'สมหญิง ใจดี', absences: 3, level: 'limit', last_absent: '2020-03-04T23:30:00Z' },
    { member: 11, name: 'ชาตรี ขาดบ่อย', absences: 2, level: 'warning', last_absent: '2020-02-19T23:30:00Z' },
  ],
};

/** Everything the tab reads, as a Vice President sees it, and whatever else a test answers. */
export function attendanceServer(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/attendance/meetings/': answer(apiRoutes.attendanceMeetings, meetings),
    'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet()),
    'GET /api/leave/': answer(apiRoutes.leaveRequests, []),
    'GET /api/attendance/at-risk/': answer(apiRoutes.attendanceAtRisk, atRisk),
    ...handlers,
  });
}

/** The tab's screen for a member with these roles (the Vice President by default). */
export function renderAttendance(roles: string[] = ['Vice President']) {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('roles', JSON.stringify(roles.map((name) => ({ name }))));
  const view = renderRoutes([{ path: '/', element: <AttendanceScreen /> }]);
  view.queryClient.setQueryData(configQueryOptions().queryKey, configFixture());
  return view;
}

/** The sheet's rows once loaded, each as its text. */
export async function sheetRows() {
  await screen.findByRole('table', { name: 'รายชื่อในตารางการเข้าประชุม' });
  return screen.getAllByTestId('attendance-row');
}
