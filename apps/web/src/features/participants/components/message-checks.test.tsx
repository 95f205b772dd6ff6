import { apiRoutes } from '@chapter/contract/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, type RecordedCall } from '../../../test/mock-api.ts';
import { previewFixture, sendFixture } from '../testing/messaging-fixtures.ts';
import { renderParticipants, tableRows, tick } from '../testing/render-participants.tsx';

/*
 * What the server would refuse is refused at the box (issue 20): an empty message never leaves
 * the browser. A Flex message without its Description does: the server writes one.
 */

const SEND = '/api/member/send-push-message/';
const bubble = JSON.stringify({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'แจ้งยอดค้างชำระ' }] },
});

async function renderChecks() {
  const view = renderParticipants({
    handlers: {
      'POST /api/messaging/preview/': answer(apiRoutes.previewMessage, previewFixture()),
      [`POST ${SEND}`]: answer(apiRoutes.sendPushMessage, sendFixture({ detail: 'บันทึกไว้' })),
    },
  });
  await tableRows();
  await tick('สมชาย รักงาน');
  return view;
}

const sends = (calls: RecordedCall[]) => calls.filter((call) => call.url === SEND);
const messageBox = () => screen.getByRole('textbox', { name: /^ข้อความ/ });
const write = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });
const sendButton = () => screen.getByRole('button', { name: /^ส่งข้อความ/ });

describe('a message the server would refuse is refused at the box', () => {
  it('an empty message with a member ticked says กรุณาพิมพ์ข้อความก่อนส่ง under the box, and nothing is sent', async () => {
    const { api } = await renderChecks();
    expect(sendButton()).toBeEnabled();
    await userEvent.click(sendButton());

    expect(await screen.findByText('กรุณาพิมพ์ข้อความก่อนส่ง')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sends(api.calls)).toHaveLength(0);
  });

  it('a message of spaces and line breaks only is empty too', async () => {
    const { api } = await renderChecks();
    write('   \n\t  ');
    await userEvent.click(sendButton());

    expect(await screen.findByText('กรุณาพิมพ์ข้อความก่อนส่ง')).toBeInTheDocument();
    expect(sends(api.calls)).toHaveLength(0);
  });

  it('typing clears the error, and the message then goes', async () => {
    const { api } = await renderChecks();
    await userEvent.click(sendButton());
    await screen.findByText('กรุณาพิมพ์ข้อความก่อนส่ง');

    write('กรุณาชำระค่าประชุม');
    expect(screen.queryByText('กรุณาพิมพ์ข้อความก่อนส่ง')).not.toBeInTheDocument();
    await userEvent.click(sendButton());
    await waitFor(() => expect(sends(api.calls)).toHaveLength(1));
  });

  it('a Flex message without a Description is sent as it is: the server writes its notification text', async () => {
    const { api } = await renderChecks();
    write(bubble);
    const description = screen.getByRole('textbox', { name: /Description/ });
    fireEvent.change(description, { target: { value: '   ' } });
    await userEvent.click(sendButton());
    await waitFor(() => expect(sends(api.calls)).toHaveLength(1));
    expect(description).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/\(Description\)/)).not.toBeInTheDocument();
  });

  it('the built-in reminder needs no text: it is sent with the box empty', async () => {
    const { api } = await renderChecks();
    await userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความเตือนชำระ' }));
    await waitFor(() => expect(sends(api.calls)).toHaveLength(1));
  });
});
