import type { TMyAttendance } from '@chapter/contract/attendance';
import type { TAvailableEvent, TMonthEvent } from '@chapter/contract/events';
import type { TLineAccountMember, TLineClaim } from '@chapter/contract/line-accounts';
import type { TMemberListItem, TProfileResponse } from '@chapter/contract/members';
import type { TMemberSlip, TUnvalidatedMember } from '@chapter/contract/payments';
import type { TConfigResponse } from '@chapter/contract/system';

/** A profile as GET /api/member/profile/ returns it: one paid and one unpaid registration. */
export function profileFixture(overrides: Partial<TProfileResponse> = {}): TProfileResponse {
  return {
    id: 2,
    first_name: 'สมชาย',
    last_name: 'รักงาน',
    liff_picture_url: null,
    sum_amount: 1250,
    credit: 0,
    registrations: [
      {
        id: 11,
        registered_event: {
          id: 5,
          name: 'ประชุมประจำสัปดาห์',
          // 01:00 UTC is 08:00 in Bangkok.
          event_start_date_time: '2026-03-05T01:00:00Z',
          event_end_date_time: '2026-03-05T03:30:00Z',
          is_cancelled: false,
        },
        price: 1250,
        payment_datetime: null,
        substitute_name: null,
      },
      {
        id: 10,
        registered_event: {
          id: 4,
          name: 'สัมมนาการตลาดออนไลน์',
          event_start_date_time: '2026-02-20T11:00:00Z',
          event_end_date_time: '2026-02-20T14:00:00Z',
          is_cancelled: false,
        },
        price: 800,
        payment_datetime: '2026-02-18T09:00:00Z',
        substitute_name: null,
      },
    ],
    public_card_id: 'k3Vq9ZtR2xLm8PwN4bYc1A',
    reminders_off: false,
    card: { hidden: false, shown_fields: ['phone', 'email', 'company', 'position', 'website', 'picture'] },
    ...overrides,
  };
}

/** GET /api/attendance/mine/ for a member with no absence, no answer for a coming meeting and no leave. */
export function myAttendanceFixture(overrides: Partial<TMyAttendance> = {}): TMyAttendance {
  return { absences: 0, warning: 2, limit: 3, upcoming: [], history: [], leave: [], ...overrides };
}

/** An upcoming event as GET /api/event/available-event/ returns it: in its early-bird window, not registered. */
export function availableEventFixture(overrides: Partial<TAvailableEvent> = {}): TAvailableEvent {
  return {
    id: 40,
    name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี',
    price: 1500,
    is_early_bird: true,
    early_bird_price: 1200,
    // 16:59 UTC is 23:59 in Bangkok.
    early_bird_end_date_time: '2026-06-10T16:59:00Z',
    location_name: 'ห้องบอลรูม โรงแรมริเวอร์ไซด์ กรุงเทพฯ',
    // 18:00 to 22:00 in Bangkok.
    event_start_date_time: '2026-06-20T11:00:00Z',
    event_end_date_time: '2026-06-20T15:00:00Z',
    is_cancelled: false,
    substitute_fee: null,
    substitute_pays: false,
    attendees: [
      { name: 'วิชัย ศรีสุข', is_paid: true },
      { name: 'พรทิพย์ แก้วใส', is_paid: false },
    ],
    register: null,
    registration_voided: false,
    ...overrides,
  };
}

/** A slip as GET /api/payment/history/ returns it: uploaded, waiting for staff. */
export function slipFixture(overrides: Partial<TMemberSlip> = {}): TMemberSlip {
  return {
    checked: null,
    // As the server says: only a slip that waits (and was never accepted) may be deleted.
    deletable: (overrides.status ?? 'waiting') === 'waiting',
    id: 7,
    image: '/api/payment/image/7/?variant=full&expires=1999999999&signature=abc',
    thumbnail: '/api/payment/image/7/?variant=thumb&expires=1999999999&signature=abc',
    // 02:15 UTC is 09:15 in Bangkok.
    created: '2026-05-02T02:15:00Z',
    amount: 1250,
    status: 'waiting',
    refusal_reason: null,
    validated_by: null,
    validated_at: null,
    qr: null,
    verification: null,
    ...overrides,
  };
}

/** GET /api/config/ with the bank details set, as the demo chapter has them. */
export function configFixture(overrides: Partial<TConfigResponse> = {}): TConfigResponse {
  return {
    chapter_name: 'Demo Chapter',
    bank: { name: 'ธนาคารกสิกรไทย', account_holder: 'ชาปเตอร์สาธิต', account_number: '123-4-56789-0', promptpay_id: '' },
    liff_ids: { profile: null, event: null, payment: null },
    demo: true,
    // What the demo runs with: no LINE to send a code over (the back office warns only outside the demo).
    login_confirmation: 'off',
    ...overrides,
  };
}

/** A member with a slip waiting, as GET /api/payment/unvalidated-member/ returns them: two unpaid registrations. */
export function unvalidatedMemberFixture(overrides: Partial<TUnvalidatedMember> = {}): TUnvalidatedMember {
  return {
    id: 2,
    full_name: 'สมชาย รักงาน',
    sum_amount: 1250,
    credit: 0,
    unpaid_registrations: [
      {
        id: 11,
        // 23:30 UTC on 4 March is 06:30 on 5 March in Bangkok.
        registered_event: { id: 5, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-03-04T23:30:00Z' },
        price: 450,
        substitute_name: null,
      },
      {
        id: 12,
        registered_event: {
          id: 6,
          name: 'สัมมนา: การส่งต่อธุรกิจ (Referral) อย่างมืออาชีพ',
          event_start_date_time: '2026-03-25T11:00:00Z',
        },
        price: 800,
        substitute_name: null,
      },
    ],
    line_binding: null,
    waiting_slips: 1,
    cannot_confirm: null,
    ...overrides,
  };
}

/** A member as GET /api/member/list/ returns them: owing nothing unless told. */
export function memberListItemFixture(overrides: Partial<TMemberListItem> = {}): TMemberListItem {
  return {
    id: 3,
    full_name: 'สุดารัตน์ ทองมา',
    sum_amount: 0,
    credit: 0,
    unpaid_registrations: [],
    bni_verified: true,
    ...overrides,
  };
}

/** An event as GET /api/event/list/:month/:year/ returns it: one verified and one unverified attendee. */
export function monthEventFixture(overrides: Partial<TMonthEvent> = {}): TMonthEvent {
  return {
    id: 5,
    name: 'ประชุมประจำสัปดาห์',
    // 23:30 UTC on 4 March is 06:30 on 5 March in Bangkok.
    event_start_date_time: '2026-03-04T23:30:00Z',
    is_cancelled: false,
    is_meeting: true,
    attendees: [
      { id: 2, full_name: 'สมชาย รักงาน', bni_verified: false, price: 450, erased: false },
      { id: 3, full_name: 'สุดารัตน์ ทองมา', bni_verified: true, price: 450, erased: false },
    ],
    guests: [],
    ...overrides,
  };
}

/** A member as GET /api/line-accounts/members/ returns them: not connected, no invitation, the viewer may invite. */
export function lineAccountMemberFixture(overrides: Partial<TLineAccountMember> = {}): TLineAccountMember {
  return {
    id: 2,
    full_name: 'สมชาย รักงาน',
    phone: '0822222222',
    roles: [],
    line_display_name: null,
    line_picture_url: null,
    bound_at: null,
    line_blocked: false,
    invitation: null,
    restriction: null,
    ...overrides,
  };
}

/** A pending claim as GET /api/line-accounts/claims/ returns it: Somchai's number, approvable. */
export function lineClaimFixture(overrides: Partial<TLineClaim> = {}): TLineClaim {
  return {
    id: 31,
    line_display_name: 'Somchai LINE',
    line_picture_url: null,
    phone: '0822222222',
    // 02:15 UTC is 09:15 in Bangkok.
    created: '2026-05-02T02:15:00Z',
    expires_at: '2026-05-09T02:15:00Z',
    phone_claims: 1,
    member: { id: 2, full_name: 'สมชาย รักงาน', roles: [] },
    problem: null,
    ...overrides,
  };
}
