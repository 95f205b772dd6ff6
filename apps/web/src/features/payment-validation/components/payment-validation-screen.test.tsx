import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '../../../test/mock-api.ts';
import {
  acceptedSlip,
  registration,
  renderScreen,
  slip,
  somchai,
  summary,
  waitingSlip,
  wichai,
} from './validation-test-utils.tsx';

describe('payment validation screen', () => {
  it('lists the members with slips waiting by name, with what each owes, the first one chosen', async () => {
    renderScreen([somchai, wichai]);
    const list = await screen.findByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'สมชาย รักงานค้างชำระ 1,250.00 บาท',
      'วิชัย ศรีสุขค้างชำระ 450.00 บาท',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'สมชาย รักงาน' })).toBeInTheDocument();
  });

  it('says so when no member has a slip waiting', async () => {
    renderScreen([]);
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจสอบในขณะนี้')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows each slip with its amount: a waiting one ticked, an accepted one with its state and no tick', async () => {
    renderScreen([somchai]);
    const [waiting, accepted] = (await screen.findAllByTestId('member-slip')) as [HTMLElement, HTMLElement];
    expect(within(waiting).getByRole('checkbox', { name: '500.00 บาท 02/05/2026 09:15' })).toBeChecked();
    expect(within(waiting).getByRole('img', { name: 'รอตรวจสอบ' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'ปฏิเสธสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' })).toBeVisible();

    expect(accepted).toHaveTextContent('800.00 บาท');
    expect(within(accepted).getByRole('img', { name: 'ตรวจสอบแล้ว' })).toBeInTheDocument();
    expect(within(accepted).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /ปฏิเสธสลิป/ })).not.toBeInTheDocument();
  });

  it('a refused slip shows that it was refused and why, and cannot be ticked', async () => {
    const refused = slip({ id: 8, status: 'refused', refusal_reason: 'ยอดในสลิปไม่ตรงกับที่แจ้ง' });
    renderScreen([somchai], { 2: [waitingSlip, refused] });
    const cards = await screen.findAllByTestId('member-slip');
    const card = cards[1] as HTMLElement;
    expect(card).toHaveTextContent('ปฏิเสธแล้ว');
    expect(card).toHaveTextContent('เหตุผล: ยอดในสลิปไม่ตรงกับที่แจ้ง');
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    // It counts for nothing: only the waiting slip's 500 is received.
    expect(summary.received()).toHaveTextContent('500.00 บาท');
  });

  it('a slip sent before amounts were asked says so and asks what was received', async () => {
    renderScreen([somchai], { 2: [slip({ amount: null })] });
    expect(await screen.findByRole('checkbox', { name: 'ไม่ระบุยอด 02/05/2026 09:15' })).toBeChecked();
    expect(screen.getByText('มีสลิปที่ไม่ได้ระบุยอด กรุณาระบุยอดที่ได้รับจริง')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /ยอดที่ได้รับจริง/ })).toHaveValue('');
    expect(summary.difference()).toHaveTextContent('รอระบุยอดที่ได้รับ');
    // Nothing to suggest from, so nothing is ticked for the treasurer.
    expect(registration(/ประชุมประจำสัปดาห์/)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'เลือกตามยอดเงิน' })).toBeDisabled();
  });

  it('shows the full image of a slip with Close', async () => {
    renderScreen([somchai]);
    await userEvent.click(await screen.findByRole('button', { name: 'ดูสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดเมื่อ 02/05/2026 09:15' });
    expect(within(dialog).getByRole('img', { name: /สลิปการโอนเงิน/ })).toHaveAttribute('src', waitingSlip.image);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists each unpaid registration with its event, start in Bangkok and price', async () => {
    renderScreen([somchai]);
    const meeting = await screen.findByRole('checkbox', { name: /ประชุมประจำสัปดาห์/ });
    expect(meeting).toHaveAccessibleName('ประชุมประจำสัปดาห์ 05/03/2026 06:30 450.00 บาท');
  });

  it('choosing another member starts over from that member’s slips', async () => {
    renderScreen([somchai, wichai]);
    await userEvent.click(await screen.findByRole('checkbox', { name: /สัมมนา/ }));
    await userEvent.click(screen.getByRole('tab', { name: /วิชัย ศรีสุข/ }));
    expect(await screen.findByRole('heading', { name: 'วิชัย ศรีสุข' })).toBeInTheDocument();
    // Wichai sent no slip: nothing received, nothing ticked.
    expect(await screen.findByText('ไม่มีสลิปของสมาชิกคนนี้')).toBeInTheDocument();
    expect(summary.ticked()).toHaveTextContent('0.00 บาท');

    await userEvent.click(screen.getByRole('tab', { name: /สมชาย รักงาน/ }));
    expect(await screen.findByRole('checkbox', { name: /สัมมนา/ })).not.toBeChecked();
    expect(registration(/ประชุมประจำสัปดาห์/)).toBeChecked();
  });

  it('refusing a slip asks for the reason the member will see, sends it and shows the server’s message', async () => {
    let slips = [waitingSlip, acceptedSlip];
    const { posts } = renderScreen([somchai], undefined, {
      'GET /api/payment/detail-list/2/': () => answer(apiRoutes.paymentDetailList, slips),
      'POST /api/payment/refuse/7/': () => {
        slips = [{ ...waitingSlip, status: 'refused', refusal_reason: 'รูปสลิปไม่ชัด' }, acceptedSlip];
        return answer(apiRoutes.refuseSlip, { detail: 'ปฏิเสธสลิปเรียบร้อยแล้ว สมาชิกจะเห็นเหตุผลในหน้าชำระเงิน' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธสลิป' });
    expect(dialog).toHaveTextContent('สลิปที่อัปโหลดเมื่อ 02/05/2026 09:15 (500.00 บาท) จะไม่ถูกนับเป็นการชำระเงิน');

    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธสลิป' }));
    expect(within(dialog).getByText('กรุณาระบุเหตุผลที่ปฏิเสธสลิป สมาชิกจะเห็นเหตุผลนี้')).toBeVisible();
    expect(posts()).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ปฏิเสธ/ }), '  รูปสลิปไม่ชัด ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธสลิป' }));

    expect(await screen.findByText('ปฏิเสธสลิปเรียบร้อยแล้ว สมาชิกจะเห็นเหตุผลในหน้าชำระเงิน')).toBeInTheDocument();
    expect(posts()).toEqual([
      expect.objectContaining({ url: '/api/payment/refuse/7/', body: { reason: 'รูปสลิปไม่ชัด' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('เหตุผล: รูปสลิปไม่ชัด')).toBeInTheDocument();
  });

  it('a refusal the server turns down keeps the dialog open with its message under the reason', async () => {
    renderScreen([somchai], undefined, {
      'POST /api/payment/refuse/7/': answerError(400, { reason: ['เหตุผลยาวเกิน 500 ตัวอักษร'] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^ปฏิเสธสลิปที่อัปโหลดเมื่อ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธสลิป' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ปฏิเสธ/ }), 'ไม่ชัด');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธสลิป' }));
    expect(await within(dialog).findByText('เหตุผลยาวเกิน 500 ตัวอักษร')).toBeVisible();
  });
});
