import { apiRoutes } from '@chapter/contract/routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../../../lib/use-phone-layout.ts';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { answer } from '../../../test/mock-api.ts';
import { previewFixture, sendFixture } from '../testing/messaging-fixtures.ts';
import { choose, renderParticipants, tick } from '../testing/render-participants.tsx';

/* The participant list on a phone (issue 20): a card per member, and a bar to send from. */

const SEND = '/api/member/send-push-message/';

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
});

async function renderPhone() {
  const view = renderParticipants({
    handlers: {
      'POST /api/messaging/preview/': answer(apiRoutes.previewMessage, previewFixture()),
      [`POST ${SEND}`]: answer(apiRoutes.sendPushMessage, sendFixture({ detail: 'บันทึกไว้' })),
    },
  });
  const list = await screen.findByRole('list', { name: 'รายชื่อสมาชิก' });
  return { ...view, list };
}

const card = (name: string) => {
  const found = screen.getAllByTestId('participant-row').find((item) => within(item).queryByText(name));
  if (!found) throw new Error(`no card for ${name}`);
  return found;
};

describe('the participant list on a phone', () => {
  it('shows a card per member with what they owe and the outstanding courses, and no table', async () => {
    renderPhone();
    await screen.findByRole('list', { name: 'รายชื่อสมาชิก' });
    expect(window.matchMedia).toHaveBeenCalledWith(PHONE_QUERY);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('participant-row')).toHaveLength(4);
    const somchai = card('สมชาย รักงาน');
    expect(somchai).toHaveTextContent('ค้างชำระ 1,250.00 บาท');
    expect(somchai).toHaveTextContent('[03/05/2026] ประชุมประจำสัปดาห์, [03/25/2026] สัมมนา');
  });

  it('a tap on the card ticks the member, the bar counts them, and SelectAll and ClearAll work', async () => {
    renderPhone();
    await screen.findByRole('list', { name: 'รายชื่อสมาชิก' });
    const bar = screen.getByTestId('message-bar');
    expect(bar).toHaveTextContent('เลือกแล้ว 0 คน');
    await userEvent.click(within(card('วิชัย ศรีสุข')).getByText('วิชัย ศรีสุข'));
    expect(screen.getByRole('checkbox', { name: 'เลือก วิชัย ศรีสุข' })).toBeChecked();
    await tick('สมชาย รักงาน');
    expect(bar).toHaveTextContent('เลือกแล้ว 2 คน');
    await userEvent.click(screen.getByRole('button', { name: 'SelectAll' }));
    expect(bar).toHaveTextContent('เลือกแล้ว 4 คน');
    await userEvent.click(screen.getByRole('button', { name: 'ClearAll' }));
    expect(bar).toHaveTextContent('เลือกแล้ว 0 คน');
  });

  it('the bar opens the message to the ticked members, which is checked and sent from there', async () => {
    const { api } = await renderPhone();
    await tick('สมชาย รักงาน');
    await userEvent.click(screen.getByRole('button', { name: 'เขียนข้อความ' }));
    const drawer = await screen.findByRole('dialog', { name: 'ข้อความถึงสมาชิกที่เลือก (1 คน)' });

    await userEvent.click(within(drawer).getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await within(drawer).findByText('กรุณาพิมพ์ข้อความก่อนส่ง')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === SEND)).toBe(false);

    fireEvent.change(within(drawer).getByRole('textbox', { name: /^ข้อความ/ }), {
      target: { value: 'กรุณาชำระค่าประชุม' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'ส่งข้อความ' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url === SEND)?.body).toEqual({
        members: [2],
        message: 'กรุณาชำระค่าประชุม',
      }),
    );
  });

  it('with an event chosen, each attendee’s card has its central-system mark and the names can be sent centrally', async () => {
    renderPhone();
    await screen.findByRole('list', { name: 'รายชื่อสมาชิก' });
    await choose('เดือน', 'มีนาคม');
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(3));
    expect(within(card('สุดารัตน์ ทองมา')).getByRole('img', { name: 'ยืนยันกับชาปเตอร์ส่วนกลางแล้ว' })).toBeInTheDocument();
    expect(within(card('วิชัย ศรีสุข')).getByRole('img', { name: 'ยังไม่ได้ยืนยันกับชาปเตอร์ส่วนกลาง' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' }));
    expect(await screen.findByRole('dialog', { name: /^ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง/ })).toBeInTheDocument();
  });
});
