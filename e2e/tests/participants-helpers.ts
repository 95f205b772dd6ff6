import { pathOf } from '@chapter/contract/route';
import { routePaths } from '@chapter/contract/route-paths';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ApiUser, apiGet, bangkok } from './staff-api.ts';

/* What the participant-list spec needs besides its steps: month names, the event it picks, the notice it expects. */

export const thaiMonths = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

export interface MonthEvent {
  id: number;
  name: string;
  event_start_date_time: string;
  attendees: Array<{ id: number; full_name: string; bni_verified: boolean; price: number }>;
}

/**
 * The latest event that started over a day ago (so it is over, and no spec can register for it
 * meanwhile), this month or last, with attendees not yet verified.
 */
export async function pastEventWithUnverifiedAttendees(staff: ApiUser, request: APIRequestContext) {
  const now = Date.now();
  const thisMonth = bangkok(now);
  const lastMonth =
    thisMonth.month === 1
      ? { month: 12, year: thisMonth.year - 1 }
      : { month: thisMonth.month - 1, year: thisMonth.year };
  for (const { month, year } of [thisMonth, lastMonth]) {
    const events = await apiGet<MonthEvent[]>(request, staff, pathOf(routePaths.eventsOfMonth, { month, year }));
    const candidates = events
      .filter((event) => Date.parse(event.event_start_date_time) < now - 24 * 60 * 60 * 1000)
      .filter((event) => event.attendees.some((attendee) => !attendee.bni_verified))
      .sort((a, b) => Date.parse(b.event_start_date_time) - Date.parse(a.event_start_date_time));
    if (candidates[0]) return { event: candidates[0], month, year };
  }
  throw new Error('no event of this or last month that ended has unverified attendees');
}

export interface OutboxItem {
  member: number;
  kind: 'text' | 'flex';
  message: string;
  alt_text: string | null;
  status: string;
}

/** The yellow notice that the message was only recorded, and never the success toast. */
export async function expectRecordedOnly(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: 'ข้อความถูกบันทึกไว้เท่านั้น ยังไม่ถึงสมาชิกทาง LINE' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('ยังไม่ได้เชื่อมต่อ LINE');
  await expect(page.getByText('ส่งข้อความสำเร็จ')).toHaveCount(0);
  await notice.getByRole('button', { name: 'ปิดข้อความแจ้งเตือน' }).click();
  await expect(notice).toBeHidden();
}
