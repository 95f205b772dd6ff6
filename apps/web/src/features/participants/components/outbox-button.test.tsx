import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { answer } from '../../../test/mock-api.ts';
import { renderParticipants, tableRows } from '../testing/render-participants.tsx';

const longText = `กรุณาชำระค่าประชุมประจำสัปดาห์ ${'ก'.repeat(100)}`;

describe('the outbox', () => {
  it('lists the latest messages: time, who or what sent it, recipient, kind, status with its note, and the start of the text', async () => {
    const { api } = renderParticipants({
      handlers: {
        'GET /api/member/outbox/': answer(apiRoutes.outbox, [
          {
            id: 4,
            created: '2026-05-02T02:30:00Z',
            sent_by: null,
            source: 'notice',
            run: 12,
            member: 3,
            full_name: 'สุดารัตน์ ทองมา',
            kind: 'text',
            message: 'Demo Chapter: ยืนยันการชำระเงินของคุณแล้ว',
            alt_text: null,
            status: 'sent',
            detail: null,
          },
          {
            id: 3,
            created: '2026-05-02T02:20:00Z',
            sent_by: null,
            source: 'rule',
            run: 11,
            member: 4,
            full_name: 'วิชัย ศรีสุข',
            kind: 'flex',
            message: '{"type":"bubble"}',
            alt_text: 'แจ้งยอดค้างชำระ',
            status: 'opted_out',
            detail: 'สมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่ง',
          },
          {
            id: 2,
            created: '2026-05-02T02:15:00Z',
            sent_by: 'สมศักดิ์ ใจดี',
            source: 'manual',
            run: 10,
            detail: 'บันทึกไว้ ยังไม่ได้ส่งผ่าน LINE',
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
            source: 'manual',
            run: 9,
            detail: null,
            member: 2,
            full_name: 'สมชาย รักงาน',
            kind: 'text',
            message: longText,
            alt_text: null,
            status: 'recorded',
          },
        ]),
      },
    });
    await tableRows();
    // Nothing is asked until staff open it.
    expect(api.calls.map((call) => call.url)).not.toContain('/api/member/outbox/');

    await userEvent.click(screen.getByRole('button', { name: 'ข้อความที่บันทึกไว้' }));
    const dialog = await screen.findByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    const [notice, rule, flex, text] = (await within(dialog).findAllByTestId('outbox-item')) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(notice).toHaveTextContent('02/05/2026 09:30แจ้งอัตโนมัติสุดารัตน์ ทองมาข้อความส่งแล้วDemo Chapter: ยืนยัน');
    expect(rule).toHaveTextContent(
      'กฎการเตือนวิชัย ศรีสุขFlexปิดการรับข้อความเตือนสมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่งแจ้งยอดค้างชำระ',
    );
    expect(flex).toHaveTextContent(
      '02/05/2026 09:15สมศักดิ์ ใจดีสุดารัตน์ ทองมาFlexบันทึกไว้ ยังไม่ได้ส่งบันทึกไว้ ยังไม่ได้ส่งผ่าน LINEแจ้งยอดค้างชำระ',
    );
    expect(text).toHaveTextContent('สมศักดิ์ ใจดีสมชาย รักงานข้อความบันทึกไว้ ยังไม่ได้ส่ง');
    expect(text).toHaveTextContent(`${longText.slice(0, 80)}…`);
    expect(text).not.toHaveTextContent(longText);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ปิดหน้าต่าง' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone shows one card per message, with the same facts and no table', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    renderParticipants({
      handlers: {
        'GET /api/member/outbox/': answer(apiRoutes.outbox, [
          {
            id: 3,
            created: '2026-05-02T02:20:00Z',
            sent_by: null,
            source: 'rule',
            run: 11,
            member: 4,
            full_name: 'วิชัย ศรีสุข',
            kind: 'flex',
            message: '{"type":"bubble"}',
            alt_text: 'แจ้งยอดค้างชำระ',
            status: 'opted_out',
            detail: 'สมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่ง',
          },
        ]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ข้อความที่บันทึกไว้' }));
    const dialog = await screen.findByRole('dialog', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    const cards = await within(dialog).findByRole('list', { name: 'กล่องข้อความขาออก (ล่าสุด)' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem');
    expect(card).toHaveAttribute('data-testid', 'outbox-item');
    expect(card).toHaveTextContent(
      'วิชัย ศรีสุข02/05/2026 09:20กฎการเตือน · Flexปิดการรับข้อความเตือนสมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่งแจ้งยอดค้างชำระ',
    );
  });
});
