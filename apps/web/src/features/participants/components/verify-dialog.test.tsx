import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type MockReply } from '../../../test/mock-api.ts';
import { choose, meeting, renderParticipants, tableRows, thisYear, tick } from '../testing/render-participants.tsx';

async function openDialog(
  handlers: Record<string, MockReply | (() => MockReply)> = {},
  events: NonNullable<Parameters<typeof renderParticipants>[0]>['events'] = undefined,
) {
  const view = renderParticipants({ handlers, ...(events && { events }) });
  await tableRows();
  await choose('เดือน', 'มีนาคม');
  await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
  await tick('สมชาย รักงาน');
  await userEvent.type(screen.getByRole('textbox', { name: /ข้อความ/ }), 'ขอบคุณที่มาประชุม');
  await userEvent.click(screen.getByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

describe('sending names to the central chapter', () => {
  it('the title totals the prices of the attendees not yet verified, and lists only their names, one per line', async () => {
    const { dialog } = await openDialog();
    // Somchai 450 + Wichai 1,200; Sudarat is verified already.
    expect(dialog).toHaveAccessibleName('ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง (ยอดรวม 1,650.00 บาท)');
    const names = within(dialog).getByTestId('verify-names');
    expect(names.textContent).toBe('สมชาย รักงาน\nวิชัย ศรีสุข');
    expect(names).not.toHaveTextContent('สุดารัตน์');
  });

  it('an erased attendee is listed by the pseudonym but left out of the names and the total, with a line saying so', async () => {
    const erased = { id: 28, full_name: 'สมาชิกที่ลบข้อมูลแล้ว #28', bni_verified: false, price: 450, erased: true };
    const { dialog } = await openDialog({}, [{ ...meeting, attendees: [...meeting.attendees, erased] }]);
    const row = screen.getAllByTestId('participant-row').find((item) => item.textContent?.includes('#28'));
    expect(row).toHaveTextContent('ลบข้อมูลส่วนตัวแล้ว');
    expect(dialog).toHaveAccessibleName('ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง (ยอดรวม 1,650.00 บาท)');
    expect(within(dialog).getByTestId('verify-names').textContent).toBe('สมชาย รักงาน\nวิชัย ศรีสุข');
    expect(within(dialog).getByTestId('verify-erased-left-out')).toHaveTextContent(
      'ไม่รวมผู้เข้าร่วมที่ลบข้อมูลส่วนตัวแล้ว 1 คน: ไม่มีชื่อให้ส่งชาปเตอร์ส่วนกลาง และยืนยันในระบบไม่ได้',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('สมชาย รักงาน\nวิชัย ศรีสุข');
  });

  it('Copy puts the names on the clipboard, one per line, and says Copied', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('สมชาย รักงาน\nวิชัย ศรีสุข');
  });

  it('confirming saves those attendees, says so, closes the dialog and clears the event, the ticks and the message', async () => {
    let events = [meeting];
    const { api, dialog } = await openDialog({
      [`GET /api/event/list/3/${thisYear}/`]: () => answer(apiRoutes.eventsOfMonth, events),
      'POST /api/event/submit-bni-verified/5/': () => {
        events = [{ ...meeting, attendees: meeting.attendees.map((item) => ({ ...item, bni_verified: true })) }];
        return answer(apiRoutes.submitBniVerified, { detail: 'บันทึกแล้ว', attendees: [2, 4] });
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันข้อมูล' }));

    expect(await screen.findByText('บันทึกข้อมูลสำเร็จ')).toBeInTheDocument();
    // By its path: the message preview posts too, once typing has rested.
    expect(api.calls.find((call) => call.url === '/api/event/submit-bni-verified/5/')?.body).toEqual({
      attendees: [2, 4],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'กิจกรรม' })).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(4));
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /ข้อความ/ })).toHaveValue('');

    // Picking the event again shows everyone verified.
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'ยืนยันกับชาปเตอร์ส่วนกลางแล้ว' })).toHaveLength(3));
  });

  it('a refused save says An error occurred : and the server’s reasons, and keeps the dialog open', async () => {
    const { dialog } = await openDialog({
      'POST /api/event/submit-bni-verified/5/': answerError(400, { attendees: ['สมาชิก 4 ไม่ได้เข้าร่วมกิจกรรมนี้'] }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันข้อมูล' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('An error occurred : สมาชิก 4 ไม่ได้เข้าร่วมกิจกรรมนี้');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Close leaves everything as it was', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).toBeChecked();
    expect(screen.getAllByTestId('participant-row')).toHaveLength(3);
  });
});
