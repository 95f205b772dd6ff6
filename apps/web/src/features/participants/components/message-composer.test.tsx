import { apiRoutes } from '@chapter/contract/routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { previewFixture, sendFixture } from '../testing/messaging-fixtures.ts';
import { renderParticipants, tableRows, tick } from '../testing/render-participants.tsx';

const bubble = JSON.stringify({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'แจ้งยอดค้างชำระ' }] },
});

const recorded = sendFixture({
  results: [{ member: 2, full_name: 'สมชาย รักงาน', status: 'recorded', detail: 'บันทึกไว้ ยังไม่ได้ส่งผ่าน LINE' }],
});

/** Answers beyond the preview and the send: the run the screen follows. */
type Handlers = NonNullable<NonNullable<Parameters<typeof renderParticipants>[0]>['handlers']>;

async function renderComposer(sendReply?: MockReply, handlers: Handlers = {}) {
  const view = renderParticipants({
    handlers: {
      'POST /api/messaging/preview/': answer(apiRoutes.previewMessage, previewFixture()),
      ...(sendReply ? { 'POST /api/member/send-push-message/': sendReply } : {}),
      ...handlers,
    },
  });
  await tableRows();
  return view;
}

/** What the send carried (the preview posts too, so the call is told apart by its path). */
const sentBody = (calls: RecordedCall[]) => calls.find((call) => call.url === '/api/member/send-push-message/')?.body;

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
    const { api } = await renderComposer(answer(apiRoutes.sendPushMessage, recorded));
    await tick('สมชาย รักงาน');
    await tick('วิชัย ศรีสุข');
    write('กรุณาชำระค่าประชุม');
    await userEvent.click(sendButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('ข้อความถูกบันทึกไว้เท่านั้น ยังไม่ถึงสมาชิกทาง LINE');
    expect(notice).toHaveTextContent(recorded.detail);
    expect(notice.getAttribute('style')).toContain('yellow');
    expect(screen.queryByText('ส่งข้อความสำเร็จ')).not.toBeInTheDocument();
    expect(sentBody(api.calls)).toEqual({
      members: [2, 4],
      message: 'กรุณาชำระค่าประชุม',
    });
    // The message was taken: the ticks and the text are cleared.
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
  });

  it('a delivered message says ส่งข้อความสำเร็จ', async () => {
    await renderComposer(
      answer(
        apiRoutes.sendPushMessage,
        sendFixture({
          delivered: true,
          detail: 'ส่งแล้ว',
          results: recorded.results.map((result) => ({ ...result, status: 'sent' as const })),
        }),
      ),
    );
    await tick('สมชาย รักงาน');
    write('สวัสดีครับ');
    await userEvent.click(sendButton());
    expect(await screen.findByText('ส่งข้อความสำเร็จ')).toBeInTheDocument();
  });

  it('a Flex message goes with its Description as altText', async () => {
    const { api } = await renderComposer(answer(apiRoutes.sendPushMessage, { ...recorded, kind: 'flex' }));
    await tick('สมชาย รักงาน');
    write(bubble);
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'แจ้งยอดค้างชำระ');
    await userEvent.click(sendButton());
    await screen.findByRole('alert');
    expect(sentBody(api.calls)).toEqual({
      members: [2],
      message: bubble,
      altText: 'แจ้งยอดค้างชำระ',
    });
  });

  it('a refused message says An error occurred : and the server’s reasons, and keeps the message', async () => {
    // What only the server knows: the member was deactivated since the list was loaded.
    await renderComposer(answerError(400, { members: ['ไม่พบสมาชิก #2 หรือสมาชิกถูกระงับการใช้งาน'] }));
    await tick('สมชาย รักงาน');
    write(bubble);
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'แจ้งยอดค้างชำระ' } });
    await userEvent.click(sendButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('An error occurred : ไม่พบสมาชิก #2 หรือสมาชิกถูกระงับการใช้งาน');
    expect(messageBox()).toHaveValue(bubble);
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).toBeChecked();
  });

  it('the built-in reminder needs no text: the text box goes, and the send asks the server to compose it per member', async () => {
    const { api } = await renderComposer(answer(apiRoutes.sendPushMessage, { ...recorded, kind: 'flex' }));
    await tick('สมชาย รักงาน');
    await tick('วิชัย ศรีสุข');
    await userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
    expect(screen.queryByRole('textbox', { name: /^ข้อความ/ })).not.toBeInTheDocument();
    expect(screen.getByText(/รายการที่ค้างชำระ เครดิต ยอดรวม และปุ่มชำระเงินของตนเอง/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความเตือนชำระ' }));
    await screen.findByRole('alert');
    expect(sentBody(api.calls)).toEqual({ members: [2, 4], template: 'reminder' });

    // Back to their own text: the box is there again, empty.
    await userEvent.click(screen.getByRole('radio', { name: 'เขียนข้อความเอง' }));
    expect(messageBox()).toHaveValue('');
  });

  it('staff insert a member’s details where the cursor is, picked from a list, and the cursor moves past them', async () => {
    await renderComposer();
    const text = 'เรียน คุณ\nยอดที่ต้องชำระ  บาท';
    write(text);
    const box = messageBox() as HTMLTextAreaElement;
    const afterTitle = text.indexOf('คุณ') + 'คุณ'.length;
    box.setSelectionRange(afterTitle, afterTitle);

    await userEvent.click(screen.getByRole('button', { name: 'แทรกข้อมูลของสมาชิก' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'ชื่อสมาชิก {ชื่อ}',
      'ยอดที่ต้องชำระ (บาท) {ยอดค้าง}',
      'รายการค้างชำระ (กิจกรรม วันที่ ราคา) {รายการ}',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: /ชื่อสมาชิก/ }));
    expect(box).toHaveValue('เรียน คุณ{ชื่อ}\nยอดที่ต้องชำระ  บาท');
    await waitFor(() => expect(box.selectionStart).toBe(afterTitle + '{ชื่อ}'.length));

    // A selection is replaced by what is inserted.
    const amountAt = box.value.indexOf('  บาท') + 1;
    box.setSelectionRange(amountAt, amountAt);
    await userEvent.click(screen.getByRole('button', { name: 'แทรกข้อมูลของสมาชิก' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /ยอดที่ต้องชำระ/ }));
    expect(box).toHaveValue('เรียน คุณ{ชื่อ}\nยอดที่ต้องชำระ {ยอดค้าง} บาท');
  });

  it('a Flex message cannot take a member’s details: the list is off, and says why', async () => {
    await renderComposer();
    write(bubble);
    expect(screen.getByRole('button', { name: 'แทรกข้อมูลของสมาชิก' })).toBeDisabled();
    expect(screen.getByText(/ใช้ได้กับข้อความธรรมดาเท่านั้น ไม่ใช่ Flex Message/)).toBeInTheDocument();
  });

  it('a send over the month’s LINE quota is refused whole, and the server’s reason is shown', async () => {
    const reason =
      'ส่งไม่ได้: ต้องใช้ 2 ข้อความ แต่โควตา LINE ของเดือนนี้เหลือ 1 ข้อความ ยังไม่ได้ส่งถึงใคร กรุณาลดจำนวนผู้รับหรือเพิ่มโควตาใน LINE Official Account Manager';
    await renderComposer(answerError(400, { non_field_errors: [reason] }));
    await tick('สมชาย รักงาน');
    await userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความเตือนชำระ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`An error occurred : ${reason}`);
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'ผลการส่งครั้งล่าสุด' })).not.toBeInTheDocument();
  });

  it('after sending, each member’s result stays on screen in Thai, with why some got nothing', async () => {
    await renderComposer(
      answer(
        apiRoutes.sendPushMessage,
        sendFixture({
          delivered: true,
          detail: 'ส่งข้อความแล้ว',
          kind: 'flex',
          results: [
            { member: 2, full_name: 'สมชาย รักงาน', status: 'sent', detail: '' },
            {
              member: 3,
              full_name: 'สุดารัตน์ ทองมา',
              status: 'nothing_owed',
              detail: 'สมาชิกไม่มียอดค้างชำระ จึงไม่ได้ส่งข้อความเตือน',
            },
            { member: 4, full_name: 'วิชัย ศรีสุข', status: 'opted_out', detail: 'สมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่ง' },
          ],
        }),
      ),
    );
    for (const name of ['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']) await tick(name);
    await userEvent.click(screen.getByRole('radio', { name: 'ข้อความเตือนชำระ (ระบบสร้างให้แต่ละคน)' }));
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความเตือนชำระ' }));

    const results = await screen.findByRole('region', { name: 'ผลการส่งครั้งล่าสุด' });
    const [sent, nothingOwed, optedOut] = screen.getAllByTestId('send-result') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(sent).toHaveTextContent('สมชาย รักงานส่งแล้ว');
    expect(nothingOwed).toHaveTextContent('สุดารัตน์ ทองมาไม่มียอดค้างชำระสมาชิกไม่มียอดค้างชำระ จึงไม่ได้ส่งข้อความเตือน');
    expect(optedOut).toHaveTextContent('วิชัย ศรีสุขปิดการรับข้อความเตือนสมาชิกปิดการรับข้อความเตือนไว้ จึงไม่ได้ส่ง');
    expect(await screen.findByText('ส่งข้อความสำเร็จ')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ปิดผลการส่ง' }));
    expect(results).not.toBeInTheDocument();
  });

  it('a send LINE is still getting shows how many are left and each member waiting, then each result once the run is over', async () => {
    const waiting = [
      { member: 2, full_name: 'สมชาย รักงาน', status: 'pending' as const, detail: '' },
      { member: 4, full_name: 'วิชัย ศรีสุข', status: 'no_line_account' as const, detail: 'สมาชิกยังไม่ได้ผูกบัญชี LINE' },
    ];
    const going = sendFixture({ status: 'running', delivered: true, detail: 'กำลังส่งข้อความทาง LINE', results: waiting });
    const over = sendFixture({
      delivered: true,
      detail: 'ส่งข้อความแล้ว',
      results: waiting.map((row) => (row.status === 'pending' ? { ...row, status: 'sent' as const } : row)),
    });
    let lineDone = false;
    const { api } = await renderComposer(answer(apiRoutes.sendPushMessage, going), {
      'GET /api/messaging/runs/7/': () => answer(apiRoutes.messageRun, lineDone ? over : going),
    });
    await tick('สมชาย รักงาน');
    await tick('วิชัย ศรีสุข');
    write('ประชุมพรุ่งนี้ 06:30');
    await userEvent.click(sendButton());

    const results = await screen.findByRole('region', { name: 'ผลการส่งครั้งล่าสุด' });
    expect(within(results).getByTestId('send-progress')).toHaveTextContent('กำลังส่ง: เหลืออีก 1 จาก 2 คน');
    expect(within(results).getAllByTestId('send-result')[0]).toHaveTextContent('สมชาย รักงานรอส่ง');
    // It asks again while the run goes on, and says nothing of success before it is over.
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/messaging/runs/7/')).toBe(true));
    expect(screen.queryByText('ส่งข้อความสำเร็จ')).not.toBeInTheDocument();

    lineDone = true;
    expect(await screen.findByText('ส่งข้อความสำเร็จ')).toBeInTheDocument();
    expect(within(results).getAllByTestId('send-result')[0]).toHaveTextContent('สมชาย รักงานส่งแล้ว');
    expect(within(results).queryByTestId('send-progress')).not.toBeInTheDocument();
    expect(results).toHaveTextContent('ส่งข้อความแล้ว');
  });

  it('the same send pressed again while the first is going says it was not sent twice, and shows the first', async () => {
    await renderComposer(answer(apiRoutes.sendPushMessage, sendFixture({ ...recorded, joined: true })));
    await tick('สมชาย รักงาน');
    write('ประชุมพรุ่งนี้ 06:30');
    await userEvent.click(sendButton());
    expect(await screen.findByText('ข้อความนี้กำลังส่งอยู่แล้ว')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ผลการส่งครั้งล่าสุด' })).toHaveTextContent('สมชาย รักงาน');
  });
});
