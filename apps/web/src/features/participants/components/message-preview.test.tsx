import { apiRoutes } from '@chapter/contract/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, type MockRequest } from '../../../test/mock-api.ts';
import { PREVIEW_DEBOUNCE_MS } from '../hooks/use-message-preview.ts';
import { previewFixture } from '../testing/messaging-fixtures.ts';
import { choose, renderParticipants, tableRows, tick } from '../testing/render-participants.tsx';

type Preview = ReturnType<typeof previewFixture>;

/** The participant list answering previews with `preview`, keeping each preview request. */
async function renderWithPreview(preview: (request: MockRequest) => Preview = () => previewFixture()) {
  const previews: MockRequest[] = [];
  renderParticipants({
    handlers: {
      'POST /api/messaging/preview/': (request) => {
        previews.push(request);
        return answer(apiRoutes.previewMessage, preview(request));
      },
    },
  });
  await tableRows();
  return previews;
}

const chooseReminder = () => userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));

describe('the preview before sending', () => {
  it('draws the shown member’s built-in reminder as a LINE Flex bubble, with how many get it and the quota', async () => {
    const previews = await renderWithPreview();
    for (const name of ['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']) await tick(name);
    await chooseReminder();

    const chat = await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' });
    const bubble = within(chat).getByTestId('flex-bubble');
    for (const text of ['แจ้งยอดค้างชำระ', 'เรียน คุณสมชาย รักงาน', 'ประชุมประจำสัปดาห์', '450 บาท', '−100 บาท']) {
      expect(bubble).toHaveTextContent(text);
    }
    // The rows lay out as LINE's: label left, amount right; the total bold; an unknown image left out.
    const total = within(bubble).getByText('1,150 บาท');
    expect(total).toHaveStyle({ fontWeight: '700', textAlign: 'right' });
    expect(total.parentElement?.style.flexDirection).toBe('row');
    expect(within(bubble).getByText('แจ้งยอดค้างชำระ')).toHaveStyle({ fontWeight: '700', fontSize: '19px' });
    expect(within(bubble).getByTestId('flex-button')).toHaveTextContent('ชำระเงิน');
    expect(within(bubble).getByTestId('flex-button')).toHaveStyle({ backgroundColor: '#B22234' });
    expect(bubble.querySelector('img, a')).toBeNull();
    expect(screen.getByText('ข้อความในการแจ้งเตือน: แจ้งยอดค้างชำระ Demo Chapter')).toBeInTheDocument();

    expect(screen.getByTestId('preview-counts')).toHaveTextContent('จะส่งถึง 2 คน');
    expect(screen.getByTestId('preview-counts')).toHaveTextContent('ไม่ส่ง 1 คน: ยังไม่ได้เชื่อมบัญชี LINE 1 คน');
    expect(screen.getByTestId('quota')).toHaveTextContent('โควตา LINE เดือนนี้: ใช้ไป 120 จาก 1,000 ข้อความ');
    expect(previews.at(-1)?.body).toEqual({ members: [2, 3, 4], member: 2, template: 'reminder' });
  });

  it('shows another ticked member on request, and says when that member will get nothing and why', async () => {
    await renderWithPreview((request) =>
      (request.body as { member: number }).member === 4
        ? previewFixture({ preview: null, status: 'opted_out' })
        : previewFixture(),
    );
    await tick('สมชาย รักงาน');
    await tick('วิชัย ศรีสุข');
    await chooseReminder();
    await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' });

    await choose('ดูตัวอย่างของ', /^วิชัย ศรีสุข/);
    expect(await screen.findByText('สมาชิกคนนี้ปิดการรับข้อความเตือนไว้ จึงจะไม่ได้รับข้อความเตือน')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();

    // Unticking the member shown moves the preview back to one still ticked.
    await tick('วิชัย ศรีสุข');
    expect(await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' })).toBeInTheDocument();
  });

  it('marks the ticked members without LINE as not receiving it, and says so over the message drawn for one', async () => {
    await renderWithPreview((request) =>
      (request.body as { member: number }).member === 4
        ? previewFixture({ status: 'no_line_account' })
        : previewFixture(),
    );
    for (const name of ['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']) await tick(name);
    await chooseReminder();
    await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' });
    expect(screen.getByTestId('not-receiving')).toHaveTextContent('จะไม่ได้รับข้อความ (ไม่ได้เชื่อมบัญชี LINE): วิชัย ศรีสุข');
    expect(screen.queryByTestId('not-for-this-member')).not.toBeInTheDocument();

    // The member picker marks them too, and their own preview says it over the bubble.
    await choose('ดูตัวอย่างของ', 'วิชัย ศรีสุข – จะไม่ได้รับข้อความ (ไม่ได้เชื่อมบัญชี LINE)');
    expect(await screen.findByTestId('not-for-this-member')).toHaveTextContent(
      'สมาชิกคนนี้ยังไม่ได้เชื่อมบัญชี LINE จึงจะไม่ได้รับข้อความ',
    );
    expect(screen.getByRole('figure')).toBeInTheDocument();
  });

  it('asks for the preview once staff stop typing, not for every key, and shows their text as a LINE text bubble', async () => {
    const previews = await renderWithPreview((request) =>
      previewFixture({
        preview: { kind: 'text', message: 'เรียน คุณสมชาย รักงาน ยอด 1,150 บาท', alt_text: null },
        recipients: (request.body as { members: number[] }).members.length,
        skipped: { no_line_account: 0, blocked: 0, opted_out: 0, nothing_owed: 0 },
      }),
    );
    await tick('สมชาย รักงาน');
    expect(screen.getByText('พิมพ์ข้อความเพื่อดูตัวอย่าง')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^ข้อความ/ }), 'เรียน คุณ');

    const chat = await screen.findByRole('figure', { name: 'ข้อความที่ สมชาย รักงาน จะเห็นใน LINE' });
    expect(chat).toHaveTextContent('เรียน คุณสมชาย รักงาน ยอด 1,150 บาท');
    expect(screen.getByTestId('preview-counts')).toHaveTextContent('จะส่งถึง 1 คน');
    expect(screen.getByTestId('preview-counts')).not.toHaveTextContent('ไม่ส่ง');
    await waitFor(() => expect(screen.getByTestId('message-preview')).toHaveAttribute('aria-busy', 'false'));
    expect(previews).toHaveLength(1);
    expect(previews[0]?.body).toEqual({ members: [2], member: 2, message: 'เรียน คุณ' });
  });

  it('warns when the quota left cannot take every recipient', async () => {
    await renderWithPreview(() => previewFixture({ quota: { connected: true, limit: 1000, used: 999 } }));
    await tick('สมชาย รักงาน');
    await chooseReminder();
    expect(await screen.findByText('โควตาเหลือ 1 ข้อความ ไม่พอสำหรับผู้รับทั้งหมด LINE จะไม่รับการส่งครั้งนี้')).toBeInTheDocument();
  });

  it('asks nothing until a member is ticked', async () => {
    const previews = await renderWithPreview();
    // The clock is the test's: past the typing pause, whatever the machine's speed.
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
      await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS * 3));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('เลือกสมาชิกในรายชื่อเพื่อดูตัวอย่างข้อความและจำนวนผู้รับ')).toBeInTheDocument();
    expect(previews).toHaveLength(0);
  });
});
