import { disallowedFlexLinks } from '@chapter/contract/flex-links';
import type { TCreatedVisitInvitation } from '@chapter/contract/visitors';
import { describe, expect, it } from 'vitest';
import { invitationFlexMessage, meetingTimes } from './invite-share.ts';

const invitation: TCreatedVisitInvitation = {
  id: 9,
  url: '/visit?visit=abc',
  expires_at: '2099-03-05T02:00:00Z',
  // 23:30 UTC on 4 March is 06:30 on 5 March in Bangkok; 02:00 UTC is 09:00.
  meeting: {
    id: 70,
    name: 'ประชุมประจำสัปดาห์',
    event_start_date_time: '2099-03-04T23:30:00Z',
    event_end_date_time: '2099-03-05T02:00:00Z',
    location_name: 'โรงแรมริเวอร์ไซด์ ห้องจันทร์',
    visitor_fee: 650,
  },
  host_name: 'สมชาย รักงาน',
};

const link = 'https://chapter.example/visit?visit=abc';

/** Every text of the bubble, in order, as LINE draws them. */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  return [...(node.type === 'text' ? [String(node.text)] : []), ...Object.values(node).flatMap(texts)];
}

describe('the invitation card shared through LINE', () => {
  it('is a bubble with the meeting, its Bangkok date DD/MM/YYYY and times HH:mm–HH:mm, place, fee and host', () => {
    const message = invitationFlexMessage(invitation, link, 'BNI ริเวอร์ไซด์');
    expect(message.type).toBe('flex');
    expect(message.contents.type).toBe('bubble');
    expect(texts(message.contents)).toEqual([
      'คำเชิญเข้าร่วมประชุม',
      'BNI ริเวอร์ไซด์',
      'ประชุมประจำสัปดาห์',
      'วันที่',
      '05/03/2099',
      'เวลา',
      '06:30–09:00',
      'สถานที่',
      'โรงแรมริเวอร์ไซด์ ห้องจันทร์',
      'ค่าเข้าร่วม 650.00 บาท',
      'เชิญโดย สมชาย รักงาน',
    ]);
  });

  it('has one button, "ลงทะเบียน", whose URI action opens the visitor’s link', () => {
    const { footer } = invitationFlexMessage(invitation, link).contents;
    expect(footer.contents).toEqual([
      expect.objectContaining({ type: 'button', action: { type: 'uri', label: 'ลงทะเบียน', uri: link } }),
    ]);
    expect(disallowedFlexLinks(invitationFlexMessage(invitation, link))).toEqual([]);
  });

  it('has a Thai altText for chat lists and notifications, within LINE’s 400 characters', () => {
    expect(invitationFlexMessage(invitation, link).altText).toBe(
      'สมชาย รักงาน เชิญคุณเข้าร่วม ประชุมประจำสัปดาห์ วันที่ 05/03/2099',
    );
    const long = { ...invitation, meeting: { ...invitation.meeting, name: 'ก'.repeat(500) } };
    expect(invitationFlexMessage(long, link).altText).toHaveLength(400);
  });

  it('leaves out the chapter line and the place when there are none', () => {
    const noPlace = { ...invitation, meeting: { ...invitation.meeting, location_name: '' } };
    const all = texts(invitationFlexMessage(noPlace, link).contents);
    expect(all).not.toContain('สถานที่');
    expect(all.slice(0, 2)).toEqual(['คำเชิญเข้าร่วมประชุม', 'ประชุมประจำสัปดาห์']);
  });

  it('writes times after midnight as 00:mm, never 24:mm', () => {
    expect(meetingTimes('2099-03-04T17:05:00Z', '2099-03-04T18:00:00Z')).toBe('00:05–01:00');
  });
});
