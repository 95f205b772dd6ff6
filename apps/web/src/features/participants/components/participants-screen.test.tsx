import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choose,
  meeting,
  renderParticipants,
  rowOf,
  tableRows,
  thisYear,
  tick,
} from '../testing/render-participants.tsx';

const names = (rows: HTMLElement[]) => rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const sendButton = () => screen.getByRole('button', { name: /^ส่งข้อความ/ });

describe('participant list', () => {
  it('lists every member with what they owe and their outstanding courses, [MM/DD/YYYY] name', async () => {
    renderParticipants();
    const rows = await tableRows();
    expect(names(rows)).toEqual(['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข', 'พรทิพย์ แก้วใส']);
    const cells = within(rowOf('สมชาย รักงาน')).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('1,250');
    expect(cells[3]).toHaveTextContent('[03/05/2026] ประชุมประจำสัปดาห์, [03/25/2026] สัมมนา');
    // No event chosen: no central-system column.
    expect(cells).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' })).not.toBeInTheDocument();
  });

  it('the header toggle reads SelectAll, ticks everyone and then reads ClearAll, which unticks everyone', async () => {
    renderParticipants();
    await tableRows();
    const boxes = () => screen.getAllByRole('checkbox', { name: /^เลือก / });
    await tick('สุดารัตน์ ทองมา');
    await userEvent.click(screen.getByRole('button', { name: 'SelectAll' }));
    for (const box of boxes()) expect(box).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'ClearAll' }));
    for (const box of boxes()) expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'SelectAll' })).toBeInTheDocument();
  });

  it('ticking every member one by one turns the toggle into ClearAll', async () => {
    renderParticipants();
    await tableRows();
    for (const name of ['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข', 'พรทิพย์ แก้วใส']) await tick(name);
    expect(screen.getByRole('button', { name: 'ClearAll' })).toBeInTheDocument();
  });

  it('send is disabled while no member is ticked', async () => {
    renderParticipants();
    await tableRows();
    await userEvent.type(screen.getByRole('textbox', { name: /ข้อความ/ }), 'กรุณาชำระค่าประชุม');
    expect(sendButton()).toBeDisabled();
    await tick('วิชัย ศรีสุข');
    expect(sendButton()).toBeEnabled();
    await tick('วิชัย ศรีสุข');
    expect(sendButton()).toBeDisabled();
  });

  it('offers last, this and next year (this one chosen) and the twelve Thai months; events only once a month is chosen', async () => {
    renderParticipants();
    await tableRows();
    expect(screen.getByRole('combobox', { name: 'ปี' })).toHaveValue(String(thisYear));
    await userEvent.click(screen.getByRole('combobox', { name: 'ปี' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      [thisYear - 1, thisYear, thisYear + 1].map(String),
    );
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('combobox', { name: 'กิจกรรม' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'เดือน' }));
    const months = screen.getAllByRole('option').map((option) => option.textContent);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('มกราคม');
    expect(months[11]).toBe('ธันวาคม');
    await userEvent.click(screen.getByRole('option', { name: 'มีนาคม' }));

    await userEvent.click(await screen.findByRole('combobox', { name: 'กิจกรรม' }));
    expect(await screen.findByRole('option', { name: 'ประชุมประจำสัปดาห์ 05/03/2026 - 06:30' })).toBeInTheDocument();
  });

  it('marks an event an admin cancelled in the event selector', async () => {
    renderParticipants({ events: [meeting, { ...meeting, id: 99, name: 'สัมมนา', is_cancelled: true }] });
    await tableRows();
    await userEvent.click(screen.getByRole('combobox', { name: 'เดือน' }));
    await userEvent.click(screen.getByRole('option', { name: 'มีนาคม' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'กิจกรรม' }));
    expect(await screen.findByRole('option', { name: 'สัมมนา 05/03/2026 - 06:30 (ยกเลิกแล้ว)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ประชุมประจำสัปดาห์ 05/03/2026 - 06:30' })).toBeInTheDocument();
  });

  it('the month selector is searchable', async () => {
    renderParticipants();
    await tableRows();
    await userEvent.type(screen.getByRole('combobox', { name: 'เดือน' }), 'มีนา');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['มีนาคม']);
  });

  it('choosing an event lists only its attendees, with a green check or a yellow minus; clearing it lists everyone again', async () => {
    renderParticipants();
    await tableRows();
    await choose('เดือน', 'มีนาคม');
    await choose('กิจกรรม', 'ประชุมประจำสัปดาห์ 05/03/2026 - 06:30');

    await waitFor(() => expect(names(screen.getAllByTestId('participant-row'))).toHaveLength(3));
    expect(names(screen.getAllByTestId('participant-row'))).toEqual(['สมชาย รักงาน', 'สุดารัตน์ ทองมา', 'วิชัย ศรีสุข']);
    const unverified = within(rowOf('สมชาย รักงาน')).getByRole('img', { name: 'ยังไม่ได้ยืนยันกับชาปเตอร์ส่วนกลาง' });
    expect(unverified).toHaveAttribute('stroke', 'var(--mantine-color-yellow-7)');
    const verified = within(rowOf('สุดารัตน์ ทองมา')).getByRole('img', { name: 'ยืนยันกับชาปเตอร์ส่วนกลางแล้ว' });
    expect(verified).toHaveAttribute('fill', 'var(--mantine-color-green-7)');

    await userEvent.click(screen.getByRole('button', { name: 'ล้างกิจกรรมที่เลือก' }));
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(4));
    expect(screen.queryByRole('img', { name: /ชาปเตอร์ส่วนกลาง/ })).not.toBeInTheDocument();
  });

  it('choosing a month asks for that month of the chosen year, and clears the event, the ticks and the message', async () => {
    const { api } = renderParticipants();
    await tableRows();
    await choose('ปี', String(thisYear));
    await choose('เดือน', 'มีนาคม');
    expect(api.calls.map((call) => call.url)).toContain(`/api/event/list/3/${thisYear}/`);
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    await tick('สมชาย รักงาน');
    const message = screen.getByRole('textbox', { name: /ข้อความ/ });
    await userEvent.type(message, 'สวัสดีครับ');

    await choose('เดือน', 'เมษายน');
    expect(api.calls.map((call) => call.url)).toContain(`/api/event/list/4/${thisYear}/`);
    expect(screen.getByRole('combobox', { name: 'กิจกรรม' })).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(4));
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).not.toBeChecked();
    expect(message).toHaveValue('');
  });

  it('clearing the month drops its events and lists everyone again', async () => {
    renderParticipants();
    await tableRows();
    await choose('เดือน', 'มีนาคม');
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(3));

    await userEvent.click(screen.getByRole('button', { name: 'ล้างเดือนที่เลือก' }));
    expect(screen.queryByRole('combobox', { name: 'กิจกรรม' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(4));
  });

  it('choosing an event keeps the ticks of its attendees only', async () => {
    renderParticipants();
    await tableRows();
    await tick('สมชาย รักงาน');
    await tick('พรทิพย์ แก้วใส');
    await choose('เดือน', 'มีนาคม');
    await tick('สมชาย รักงาน');
    await tick('พรทิพย์ แก้วใส');
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    await userEvent.click(screen.getByRole('button', { name: 'ล้างกิจกรรมที่เลือก' }));
    await waitFor(() => expect(screen.getAllByTestId('participant-row')).toHaveLength(4));
    expect(screen.getByRole('checkbox', { name: 'เลือก สมชาย รักงาน' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'เลือก พรทิพย์ แก้วใส' })).not.toBeChecked();
  });
});
