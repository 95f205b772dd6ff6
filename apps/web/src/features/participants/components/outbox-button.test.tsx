import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderParticipants, tableRows } from '../testing/render-participants.tsx';

const longText = `กรุณาชำระค่าประชุมประจำสัปดาห์ ${'ก'.repeat(100)}`;

describe('the outbox', () => {
  it('lists the latest recorded messages: time, recipient, kind, status and the start of the text', async () => {
    const { api } = renderParticipants({
      handlers: {
        'GET /api/member/outbox/': {
          status: 200,
          data: [
            {
              id: 2,
              created: '2026-05-02T02:15:00Z',
              sent_by: 'สมศักดิ์ ใจดี',
              member: 3,
              full_name: 'สุดารัตน์ ทองมา',
              kind: 'flex',
              message: '{"type":"bubble"}',
              alt_text: 'แจ้งยอดค้างชำระ',
              status: 'recorded',
            },
            {
              id: 1,
              created: '2026-05-02T02:10:00Z',
              sent_by: 'สมศักดิ์ ใจดี',
              member: 2,
              full_name: 'สมชาย รักงาน',
              kind: 'text',
              message: longText,
              alt_text: null,
              status: 'recorded',
            },
          ],
        },
      },
    });
    await tableRows();
    // Nothing is asked until staff open it.
    expect(api.calls.map((call) => call.url)).not.toContain('/api/member/outbox/');

    await userEvent.click(screen.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }));
    const dialog = await screen.findByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    const [flex, text] = (await within(dialog).findAllByTestId('outbox-item')) as [HTMLElement, HTMLElement];
    expect(flex).toHaveTextContent('02/05/2026 09:15สุดารัตน์ ทองมาFlexบันทึกไว้ ยังไม่ได้ส่งแจ้งยอดค้างชำระ');
    expect(text).toHaveTextContent('สมชาย รักงานข้อความบันทึกไว้ ยังไม่ได้ส่ง');
    expect(text).toHaveTextContent(`${longText.slice(0, 80)}…`);
    expect(text).not.toHaveTextContent(longText);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิดหน้าต่าง' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
