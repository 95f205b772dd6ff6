import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '../../../test/mock-api.ts';
import { checkIn, doorList, doorServer, renderDoor } from '../testing/door-fixtures.tsx';

const walkedIn = answer(apiRoutes.doorWalkIn, {
  detail: apiMessages.walkInCheckedIn('ดวงใจ เดินเข้ามา'),
  guest: 46,
  registration: 504,
  fee: 750,
  check_in: { ...checkIn, how: 'walk_in' },
});

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^ชื่อ/ }), 'ดวงใจ');
  await user.type(within(dialog).getByRole('textbox', { name: /^นามสกุล/ }), 'เดินเข้ามา');
  await user.type(within(dialog).getByRole('textbox', { name: /^บริษัท/ }), 'เดินเข้ามาการค้า');
  await user.type(within(dialog).getByRole('textbox', { name: /^ประเภทธุรกิจ/ }), 'นำเข้าส่งออก');
  await user.type(within(dialog).getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), '089-555-1234');
  await user.type(within(dialog).getByRole('combobox', { name: /^สมาชิกผู้เชิญ/ }), 'สมหญิง');
  await user.click(await screen.findByRole('option', { name: 'สมหญิง ใจดี' }));
}

async function openWalkIn(user: User) {
  await user.click(await screen.findByRole('button', { name: 'ผู้เยี่ยมชม walk-in' }));
  return screen.findByRole('dialog', { name: 'ลงทะเบียนผู้เยี่ยมชม walk-in' });
}

describe('a visitor who walks in', () => {
  it('is registered with the inviter and their consent on the host’s phone, then the cash dialog opens for their fee', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), { 'POST /api/meetings/70/door/walk-ins/': walkedIn });
    renderDoor();
    const dialog = await openWalkIn(user);
    expect(dialog).toHaveTextContent('ฉบับที่ 3');
    expect(within(dialog).getByTestId('privacy-notice-body')).toHaveTextContent(
      'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของผู้เยี่ยมชม',
    );

    // Nothing is sent until every field, the inviter and the consent are there.
    await user.click(within(dialog).getByRole('button', { name: 'ลงทะเบียนและเช็กอิน' }));
    expect(dialog).toHaveTextContent('กรุณากรอกชื่อ');
    expect(dialog).toHaveTextContent('กรุณาเลือกสมาชิกผู้เชิญ');
    expect(dialog).toHaveTextContent('ผู้เยี่ยมชมต้องอ่านและยอมรับประกาศก่อนบันทึก');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /ผู้เยี่ยมชมได้อ่านและยอมรับ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ลงทะเบียนและเช็กอิน' }));

    expect(await screen.findByText('ลงทะเบียนและเช็กอิน ดวงใจ เดินเข้ามา แล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'ดวงใจ',
      last_name: 'เดินเข้ามา',
      company: 'เดินเข้ามาการค้า',
      business_category: 'นำเข้าส่งออก',
      phone: '089-555-1234',
      invited_by: 6,
      agreed: true,
    });
    const cash = await screen.findByRole('dialog', { name: 'รับเงินสด' });
    expect(cash).toHaveTextContent('ค่าเข้าร่วมของ ดวงใจ เดินเข้ามา');
    expect(within(cash).getByRole('textbox', { name: /รับเงินมา/ })).toHaveValue('750');
    expect(cash).toHaveTextContent('ยังไม่รับเงินตอนนี้ก็ได้');

    // Closed to pay later: nothing more is sent.
    await user.click(within(cash).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s message about a field under it and keeps the dialog open', async () => {
    const user = userEvent.setup();
    doorServer(doorList(), {
      'POST /api/meetings/70/door/walk-ins/': answerError(400, { phone: [apiMessages.phoneInvalid] }),
    });
    renderDoor();
    const dialog = await openWalkIn(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /ผู้เยี่ยมชมได้อ่านและยอมรับ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ลงทะเบียนและเช็กอิน' }));
    expect(await within(dialog).findByText(apiMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'รับเงินสด' })).not.toBeInTheDocument();
  });

  it('cannot be registered while the chapter has no visitors’ notice, and the screen says why', async () => {
    doorServer(doorList({ visitor_notice: null }));
    renderDoor();
    expect(await screen.findByRole('button', { name: 'ผู้เยี่ยมชม walk-in' })).toBeDisabled();
    expect(screen.getByText(/ยังรับผู้เยี่ยมชม walk-in ไม่ได้/)).toBeInTheDocument();
  });
});
