import { expect, type Page } from '@playwright/test';

/* What the participant-list specs need besides their steps: month names, the event's shape, the notice they expect. */

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
  attendees: Array<{ id: number; full_name: string; bni_verified: boolean; price: number; erased: boolean }>;
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
