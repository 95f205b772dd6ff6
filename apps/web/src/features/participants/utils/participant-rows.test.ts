import { describe, expect, it } from 'vitest';
import { memberListItemFixture, monthEventFixture } from '../../../test/fixtures.ts';
import { outstandingCourses, participantRows, unverifiedAttendees } from './participant-rows.ts';

const somchai = memberListItemFixture({
  id: 2,
  full_name: 'สมชาย รักงาน',
  sum_amount: 1250,
  unpaid_registrations: [
    {
      id: 11,
      // 23:30 UTC on 4 March is 5 March in Bangkok.
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
const sudarat = memberListItemFixture({ id: 3, full_name: 'สุดารัตน์ ทองมา' });
const wichai = memberListItemFixture({ id: 4, full_name: 'วิชัย ศรีสุข' });

describe('participant rows', () => {
  it('outstanding courses read [MM/DD/YYYY] name, Bangkok dates, joined by commas', () => {
    expect(outstandingCourses(somchai.unpaid_registrations)).toBe('[03/05/2026] ประชุมประจำสัปดาห์, [03/25/2026] สัมมนา');
    expect(outstandingCourses([])).toBe('');
  });

  it('a substitute’s meal names the substitute after the event', () => {
    const [first, second] = somchai.unpaid_registrations;
    if (!first || !second) throw new Error('fixture');
    expect(outstandingCourses([first, { ...second, substitute_name: 'ปิยะพงษ์ แทนใจ' }])).toBe(
      '[03/05/2026] ประชุมประจำสัปดาห์, [03/25/2026] สัมมนา (ค่าอาหารตัวแทน: ปิยะพงษ์ แทนใจ)',
    );
  });

  it('without an event, every member is listed, with no verified mark', () => {
    const rows = participantRows([somchai, sudarat, wichai], undefined);
    expect(rows.map((row) => row.fullName)).toEqual(['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']);
    expect(rows[0]).toMatchObject({ owed: 1250, verified: null, selectable: true });
  });

  it('with an event, only its attendees are listed, each with that attendance’s mark', () => {
    const rows = participantRows([somchai, sudarat, wichai], monthEventFixture());
    expect(rows.map((row) => [row.fullName, row.verified])).toEqual([
      ['สมชาย รักงาน', false],
      ['สุดารัตน์ ทองมา', true],
    ]);
  });

  it('an attendee the member list lacks (inactive) is still listed, from the attendee data, and cannot be ticked', () => {
    const event = monthEventFixture({
      attendees: [
        { id: 2, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
        { id: 99, full_name: 'อดีต สมาชิก', bni_verified: false, price: 450, erased: false },
      ],
    });
    const rows = participantRows([somchai, sudarat], event);
    expect(rows.map((row) => row.fullName)).toEqual(['สมชาย รักงาน', 'อดีต สมาชิก']);
    expect(rows[1]).toMatchObject({ owed: null, courses: '', verified: false, selectable: false });
  });

  it('the verify total is the sum of the prices of the attendees not yet verified', () => {
    const event = monthEventFixture({
      attendees: [
        { id: 2, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
        { id: 3, full_name: 'สุดารัตน์ ทองมา', bni_verified: true, price: 450, erased: false },
        { id: 4, full_name: 'วิชัย ศรีสุข', bni_verified: false, price: 1200, erased: false },
      ],
    });
    const { attendees, total } = unverifiedAttendees(event);
    expect(attendees.map((attendee) => attendee.id)).toEqual([2, 4]);
    expect(total).toBe(1650);
  });
});
