import { apiRoutes } from '@chapter/contract/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/mock-api.ts';
import { previewFixture } from '../testing/messaging-fixtures.ts';
import { choose, renderParticipants, tableRows, tick } from '../testing/render-participants.tsx';

// Sudarat (3) blocked the chapter's LINE account; Wichai (4) has not bound LINE.
const blockedPreview = (member: number) =>
  previewFixture({
    recipients: 1,
    skipped: { no_line_account: 1, blocked: 1, opted_out: 0, nothing_owed: 0 },
    not_receiving: [
      { member: 3, status: 'blocked' },
      { member: 4, status: 'no_line_account' },
    ],
    ...(member === 3 && { status: 'blocked' }),
  });

describe('the preview with a member who blocked the chapter’s LINE account', () => {
  it('counts them apart, names them, and says so over their own preview', async () => {
    renderParticipants({
      handlers: {
        'POST /api/messaging/preview/': (request) =>
          answer(apiRoutes.previewMessage, blockedPreview((request.body as { member: number }).member)),
      },
    });
    await tableRows();
    for (const name of ['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']) await tick(name);
    await userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
    await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' });

    const counts = screen.getByTestId('preview-counts');
    expect(counts).toHaveTextContent('จะส่งถึง 1 คน');
    expect(counts).toHaveTextContent('ไม่ส่ง 2 คน: ยังไม่ได้เชื่อมบัญชี LINE 1 คน, บล็อกบัญชีของชาปเตอร์ 1 คน');
    const named = screen.getAllByTestId('not-receiving').map((line) => line.textContent);
    expect(named).toContain('จะไม่ได้รับข้อความ (บล็อกบัญชีของชาปเตอร์): สุดารัตน์ ทองมา');

    await choose('ดูตัวอย่างของ', 'สุดารัตน์ ทองมา – จะไม่ได้รับข้อความ (บล็อกบัญชีของชาปเตอร์)');
    expect(await screen.findByTestId('not-for-this-member')).toHaveTextContent(
      'สมาชิกคนนี้บล็อกบัญชี LINE ของชาปเตอร์ไว้ จึงจะไม่ได้รับข้อความ',
    );
  });
});
