import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '../../../test/mock-api.ts';
import { card, doorList, doorServer, renderDoor } from '../testing/door-fixtures.tsx';

const cashTaken = answer(apiRoutes.doorTakeCash, { detail: apiMessages.doorCashTaken, confirmation: 31, credit: 0 });

async function openCash(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await card(name)).getByRole('button', { name: `รับเงินสด ${name}` }));
  return screen.findByRole('dialog', { name: 'รับเงินสด' });
}

describe('taking cash at the door', () => {
  it('sends the fee as received by default, says so with the server’s words and refreshes the list', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), { 'POST /api/meetings/70/door/cash/': cashTaken });
    renderDoor();
    const dialog = await openCash(user, 'ประภา มาเยือน');
    expect(dialog).toHaveTextContent('ค่าเข้าร่วมของ ประภา มาเยือน');
    expect(dialog).toHaveTextContent('ค่าเข้าร่วม 750.00 บาท');
    expect(within(dialog).getByRole('textbox', { name: /รับเงินมา/ })).toHaveValue('750');
    expect(within(dialog).queryByRole('textbox', { name: /เหตุผล/ })).not.toBeInTheDocument();
    const listReads = api.calls.filter((call) => call.url === '/api/meetings/70/door/').length;

    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรับเงินสด' }));
    expect(await screen.findByText('บันทึกรับเงินสดแล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      registration: 502,
      received: 750,
      waiver_reason: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/meetings/70/door/').length).toBeGreaterThan(listReads),
    );
  });

  it('asks why when less than the fee is received, and sends the reason with the amount', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), { 'POST /api/meetings/70/door/cash/': cashTaken });
    renderDoor();
    const dialog = await openCash(user, 'ประยุทธ ค้างจ่าย');
    const received = within(dialog).getByRole('textbox', { name: /รับเงินมา/ });
    await user.clear(received);
    await user.type(received, '500');
    const reason = await within(dialog).findByRole('textbox', { name: 'เหตุผลที่รับน้อยกว่าค่าเข้าร่วม' });
    expect(dialog).toHaveTextContent('ขาด 150.00 บาท');
    await user.type(reason, 'ส่วนลดสมาชิกใหม่');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรับเงินสด' }));
    expect(await screen.findByText('บันทึกรับเงินสดแล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      registration: 501,
      received: 500,
      waiver_reason: 'ส่วนลดสมาชิกใหม่',
    });
  });

  it('says what is over the fee becomes credit, and shows the server’s refusal of the reason under it', async () => {
    const user = userEvent.setup();
    doorServer(doorList(), {
      'POST /api/meetings/70/door/cash/': answerError(400, { waiver_reason: ['กรุณาระบุเหตุผล'] }),
    });
    renderDoor();
    const dialog = await openCash(user, 'ประยุทธ ค้างจ่าย');
    const received = within(dialog).getByRole('textbox', { name: /รับเงินมา/ });
    await user.clear(received);
    await user.type(received, '1000');
    expect(await within(dialog).findByText('ส่วนเกิน 350.00 บาท จะเป็นเครดิตของ ประยุทธ ค้างจ่าย')).toBeInTheDocument();

    await user.clear(received);
    await user.type(received, '0');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรับเงินสด' }));
    const reason = within(dialog).getByRole('textbox', { name: 'เหตุผลที่รับน้อยกว่าค่าเข้าร่วม' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('กรุณาระบุเหตุผล')));
    expect(screen.getByRole('dialog', { name: 'รับเงินสด' })).toBeInTheDocument();
  });

  it('sends nothing while the amount is empty', async () => {
    const user = userEvent.setup();
    const api = doorServer();
    renderDoor();
    const dialog = await openCash(user, 'ประภา มาเยือน');
    await user.clear(within(dialog).getByRole('textbox', { name: /รับเงินมา/ }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกรับเงินสด' }));
    expect(await within(dialog).findByText('กรุณากรอกจำนวนเงินที่รับ')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
