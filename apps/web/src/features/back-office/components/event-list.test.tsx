import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import type { AdminEvent } from '../api/admin-events.ts';
import { EventList } from './event-list.tsx';

const base: AdminEvent = {
  id: 1,
  name: '',
  location_name: '',
  event_start_date_time: '2026-12-03T12:00:00.000Z',
  event_end_date_time: '2026-12-03T14:00:00.000Z',
  price: 450,
  early_bird_price: null,
  early_bird_end_date_time: null,
  cancelled_at: null,
  registration_count: 0,
  paid_count: 0,
  has_registrations: false,
  series_id: null,
};

const events: AdminEvent[] = [
  { ...base, id: 1, name: 'งานที่จบไปแล้ว' },
  { ...base, id: 2, name: 'งานที่ถูกยกเลิก', cancelled_at: '2026-12-01T00:00:00.000Z' },
  {
    ...base,
    id: 3,
    name: 'งานที่ยังไม่จัด',
    event_start_date_time: '2026-12-20T12:00:00.000Z',
    event_end_date_time: '2026-12-20T14:00:00.000Z',
  },
];

// Only the clock is fixed: 10/12/2026, after the first event and before the last.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the back office's event status", () => {
  it('says an event that has ended is over (จบแล้ว), not open, and keeps open and cancelled for the others', async () => {
    renderRoutes([{ path: '/', element: <EventList events={events} onAction={() => {}} /> }]);
    const row = (name: string) => (screen.getByText(name).closest('tr') ?? screen.getByText(name)) as HTMLElement;
    expect(await screen.findByText('งานที่จบไปแล้ว')).toBeInTheDocument();
    expect(within(row('งานที่จบไปแล้ว')).getByText('จบแล้ว')).toBeInTheDocument();
    expect(within(row('งานที่จบไปแล้ว')).queryByText('เปิดรับ')).not.toBeInTheDocument();
    expect(within(row('งานที่ถูกยกเลิก')).getByText('ยกเลิกแล้ว')).toBeInTheDocument();
    expect(within(row('งานที่ยังไม่จัด')).getByText('เปิดรับ')).toBeInTheDocument();
  });
});

describe("the back office's weekly meetings in the events list", () => {
  const meeting: AdminEvent = {
    ...base,
    id: 4,
    name: 'ประชุมเช้าวันพฤหัส',
    event_start_date_time: '2026-12-17T23:30:00.000Z',
    event_end_date_time: '2026-12-18T02:00:00.000Z',
    series_id: 1,
  };
  const handMade: AdminEvent = { ...events[2], id: 5, name: 'สัมมนาพิเศษ' } as AdminEvent;

  it('marks a meeting of the weekly series and offers cancel, never delete, even with nobody registered', async () => {
    const onAction = vi.fn();
    renderRoutes([{ path: '/', element: <EventList events={[meeting, handMade]} onAction={onAction} /> }]);
    const row = (await screen.findByText('ประชุมเช้าวันพฤหัส')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ประชุมประจำสัปดาห์')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
    within(row).getByRole('button', { name: 'ยกเลิกกิจกรรม' }).click();
    expect(onAction).toHaveBeenCalledWith({ kind: 'cancel', event: meeting });

    // An event made by hand keeps its delete and has no badge.
    const other = screen.getByText('สัมมนาพิเศษ').closest('tr') as HTMLElement;
    expect(within(other).queryByText('ประชุมประจำสัปดาห์')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
  });
});
