import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockReply } from '../../../test/mock-api.ts';
import { renderParticipants, tableRows, tick } from '../testing/render-participants.tsx';

const bubble = JSON.stringify({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'แจ้งยอดค้างชำระ' }] },
});

const recorded = {
  delivered: false,
  detail: 'ยังไม่ได้เชื่อมต่อ LINE: ข้อความถูกบันทึกไว้ในกล่องข้อความขาออกเท่านั้น ยังไม่ถึงสมาชิก',
  kind: 'text',
  results: [{ member: 2, full_name: 'สมชาย รักงาน', status: 'recorded', detail: 'บันทึกไว้ ยังไม่ได้ส่งผ่าน LINE' }],
};

async function renderComposer(sendReply?: MockReply) {
  const view = renderParticipants({
    handlers: sendReply ? { 'POST /api/member/send-push-message/': sendReply } : {},
  });
  await tableRows();
  return view;
}

const messageBox = () => screen.getByRole('textbox', { name: /^ข้อความ/ });
/** Pastes text at once (typing JSON would need its braces escaped). */
const write = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: /^ส่งข้อความ/ });

describe('the message to ticked members', () => {
  it('plain text is a text message: no Description field, the normal button', async () => {
    await renderComposer();
    write('กรุณาชำระค่าประชุมภายในวันศุกร์');
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    expect(sendButton()).toHaveAccessibleName('ส่งข้อความ');
    expect(sendButton().style.getPropertyValue('--button-bg')).not.toContain('violet');
  });

  it('a JSON object is a Flex message: a Description field, and a purple button marked (Flex)', async () => {
    await renderComposer();
    write(bubble);
    expect(screen.getByRole('textbox', { name: /Description/ })).toBeInTheDocument();
    expect(sendButton()).toHaveAccessibleName('ส่งข้อความ (Flex)');
    expect(sendButton().style.getPropertyValue('--button-bg')).toContain('violet');
  });

  it('a JSON array, a number or broken JSON is text', async () => {
    await renderComposer();
    for (const text of ['[1, 2]', '42', '{"type": "bubble"', 'null']) {
      write(text);
      expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
      expect(sendButton()).toHaveAccessibleName('ส่งข้อความ');
    }
  });

  it('when the reply says not delivered, a notice says the message was only recorded, never that it was sent', async () => {
    const { api } = await renderComposer({ status: 200, data: recorded });
    await tick('สมชาย รักงาน');
    await tick('วิชัย ศรีสุข');
    write('กรุณาชำระค่าประชุม');
    await userEvent.click(sendButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('ข้อความถูกบันทึกไว้เท่านั้น ยังไม่ถึงสมาชิกทาง LINE');
    expect(notice).toHaveTextContent(recorded.detail);
    expect(notice.getAttribute('style')).toContain('yellow');
    expect(screen.queryByText('ส่งข้อความสำเร็จ')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      members: [2, 4],
      message: 'กรุณาชำระค่าประชุม',
    });
    // The message was taken: the ticks and the text are cleared.
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
  });

  it('a delivered message says ส่งข้อความสำเร็จ', async () => {
    await renderComposer({
      status: 200,
      data: { ...recorded, delivered: true, detail: 'ส่งแล้ว', results: [{ ...recorded.results[0], status: 'sent' }] },
    });
    await tick('สมชาย รักงาน');
    write('สวัสดีครับ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('ส่งข้อความสำเร็จ')).toBeInTheDocument();
  });

  it('a Flex message goes with its Description as altText', async () => {
    const { api } = await renderComposer({ status: 200, data: { ...recorded, kind: 'flex' } });
    await tick('สมชาย รักงาน');
    write(bubble);
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'แจ้งยอดค้างชำระ');
    await userEvent.click(sendButton());
    await screen.findByRole('alert');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      members: [2],
      message: bubble,
      altText: 'แจ้งยอดค้างชำระ',
    });
  });

  it('a refused message says An error occurred : and the server’s reasons, and keeps the message', async () => {
    await renderComposer({ status: 400, data: { altText: ['กรุณาระบุ Description สำหรับ Flex Message'] } });
    await tick('สมชาย รักงาน');
    write(bubble);
    await userEvent.click(sendButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('An error occurred : กรุณาระบุ Description สำหรับ Flex Message (altText)');
    expect(messageBox()).toHaveValue(bubble);
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).toBeChecked();
  });
});
