import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { choose, meeting, renderParticipants, tableRows } from '../testing/render-participants.tsx';

/** The weekly meeting with a visitor Somchai invited and a substitute Wichai sends. */
const withGuests = {
  ...meeting,
  guests: [
    {
      id: 31,
      kind: 'visitor' as const,
      full_name: 'มานพ มาเยือน',
      company: 'มานพการพิมพ์',
      host_name: 'สมชาย รักงาน',
      price: 500,
      is_paid: true,
    },
    {
      id: 32,
      kind: 'substitute' as const,
      full_name: 'ปิยะพงษ์ แทนใจ',
      company: '',
      host_name: 'วิชัย ศรีสุข',
      price: 650,
      is_paid: false,
    },
  ],
};

async function chooseMeeting() {
  await tableRows();
  await choose('เดือน', 'มีนาคม');
  await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
  return screen.findByRole('region', { name: 'ผู้เยี่ยมชมและตัวแทน 2 คน' });
}

describe('the guests of the chosen event', () => {
  it('lists each guest under the members: kind, name, company, who sent or invited them, price and paid', async () => {
    renderParticipants({ events: [withGuests] });
    const section = await chooseMeeting();
    const [visitor, substitute] = within(section).getAllByTestId('event-guest');
    expect(visitor).toHaveTextContent('มานพ มาเยือน');
    expect(visitor).toHaveTextContent('ผู้เยี่ยมชม');
    expect(visitor).toHaveTextContent('มานพการพิมพ์');
    expect(visitor).toHaveTextContent('เชิญโดย สมชาย รักงาน');
    expect(visitor).toHaveTextContent('500.00 บาท');
    expect(visitor).toHaveTextContent('ชำระแล้ว');
    expect(substitute).toHaveTextContent('ปิยะพงษ์ แทนใจ');
    expect(substitute).toHaveTextContent('ตัวแทน');
    expect(substitute).toHaveTextContent('ส่งโดย วิชัย ศรีสุข');
    expect(substitute).toHaveTextContent('650.00 บาท');
    expect(substitute).toHaveTextContent('ยังไม่ชำระ');
    // Guests are not members: they cannot be ticked for a message.
    expect(screen.queryByRole('checkbox', { name: 'เลือก ปิยะพงษ์ แทนใจ' })).not.toBeInTheDocument();
  });

  it('the central-system dialog stays about members only', async () => {
    renderParticipants({ events: [withGuests] });
    await chooseMeeting();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งรายชื่อสมาชิกให้ชาปเตอร์ส่วนกลาง' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('สมชาย รักงาน'));
    expect(dialog).not.toHaveTextContent('ปิยะพงษ์ แทนใจ');
    expect(dialog).not.toHaveTextContent('มานพ มาเยือน');
  });

  it('an event without guests says so, and no event chosen shows no guests at all', async () => {
    renderParticipants();
    expect(screen.queryByText(/ผู้เยี่ยมชมและตัวแทน/)).not.toBeInTheDocument();
    await tableRows();
    await choose('เดือน', 'มีนาคม');
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    expect(await screen.findByText('ไม่มีผู้เยี่ยมชมหรือตัวแทน')).toBeInTheDocument();
  });
});
