import type { TProfileResponse } from '@chapter/contract/members';

/** A profile as GET /api/member/profile/ returns it: one paid and one unpaid registration. */
export function profileFixture(overrides: Partial<TProfileResponse> = {}): TProfileResponse {
  return {
    id: 2,
    first_name: 'สมชาย',
    last_name: 'รักงาน',
    liff_picture_url: null,
    sum_amount: 1250,
    registrations: [
      {
        id: 11,
        registered_event: {
          id: 5,
          name: 'ประชุมประจำสัปดาห์',
          // 01:00 UTC is 08:00 in Bangkok.
          event_start_date_time: '2026-03-05T01:00:00Z',
          event_end_date_time: '2026-03-05T03:30:00Z',
        },
        price: 1250,
        payment_datetime: null,
      },
      {
        id: 10,
        registered_event: {
          id: 4,
          name: 'สัมมนาการตลาดออนไลน์',
          event_start_date_time: '2026-02-20T11:00:00Z',
          event_end_date_time: '2026-02-20T14:00:00Z',
        },
        price: 800,
        payment_datetime: '2026-02-18T09:00:00Z',
      },
    ],
    ...overrides,
  };
}
