import type { TVisit } from '@chapter/contract/visitors';

/** A link's token as the server makes them: 43 URL-safe characters. */
export const VISIT_TOKEN = 'Vx7_kQ2-mN9pLr4sT8uW1yZ3aB5cD6eF0gH2iJ4kL6m';

export const VISIT_PATH = `/visit?visit=${VISIT_TOKEN}`;

type Visitor = NonNullable<TVisit['visitor']>;

/** An unregistered link to a meeting far ahead (05/03/2099 06:30–09:00 in Bangkok), the notice published. */
export function visitFixture(overrides: Partial<TVisit> = {}): TVisit {
  return {
    meeting: {
      id: 70,
      name: 'ประชุมประจำสัปดาห์',
      event_start_date_time: '2099-03-04T23:30:00Z',
      event_end_date_time: '2099-03-05T02:00:00Z',
      location_name: 'โรงแรมริเวอร์ไซด์ ห้องจันทรา',
      visitor_fee: 650,
    },
    host_name: 'สมชาย ใจดี',
    chapter_name: 'Demo Chapter',
    notice: { version: 3, text: 'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของคุณ\nเพื่อการลงทะเบียนและการติดต่อกลับ' },
    visitor: null,
    promptpay: null,
    ...overrides,
  };
}

/** The same link once registered: nothing paid yet, the fee owed, a QR for it. */
export function registeredVisitFixture(visitor: Partial<Visitor> = {}, overrides: Partial<TVisit> = {}): TVisit {
  return visitFixture({
    visitor: {
      kind: 'visitor',
      needs_consent: false,
      first_name: 'วิไล',
      last_name: 'มาเยือน',
      company: 'วิไลดีไซน์',
      business_category: 'ออกแบบภายใน',
      phone: '0812345678',
      status: 'registered',
      owed: 650,
      slips: [],
      can_send_slip: true,
      ...visitor,
    },
    promptpay: {
      promptpay_id: '081-234-5678',
      account_holder: 'ชาปเตอร์สาธิต',
      amount: 650,
      payload: '00020101021229370016A000000677010111011300668123456785802TH5303764540565063046304ABCD',
      image: 'data:image/png;base64,iVBORw0KGgo=',
    },
    ...overrides,
  });
}

/**
 * A substitute a member sent, where the chapter has substitutes pay their own meal: registered by
 * the member, so the notice is still to agree to and no slip is taken yet.
 */
export function substituteVisitFixture(visitor: Partial<Visitor> = {}, overrides: Partial<TVisit> = {}): TVisit {
  return registeredVisitFixture(
    {
      kind: 'substitute',
      needs_consent: true,
      first_name: 'ปิยะพงษ์',
      last_name: 'แทนใจ',
      company: 'แทนใจการค้า',
      business_category: '',
      phone: '0861234567',
      owed: 300,
      can_send_slip: false,
      ...visitor,
    },
    overrides,
  );
}
