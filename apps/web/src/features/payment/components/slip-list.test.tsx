import type { TMemberSlip } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slipFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SlipList } from './slip-list.tsx';

const waiting = slipFixture();
const validated = slipFixture({
  id: 6,
  image: '/api/payment/image/6/?variant=full',
  thumbnail: '/api/payment/image/6/?variant=thumb',
  created: '2026-04-20T05:00:00Z',
  amount: 1200,
  status: 'accepted',
  validated_by: 1,
  validated_at: '2026-04-21T03:00:00Z',
});
const refused = slipFixture({
  id: 5,
  created: '2026-04-18T05:00:00Z',
  amount: 800.5,
  status: 'refused',
  refusal_reason: 'ยอดในสลิปไม่ตรงกับที่ระบุ',
});
/** Sent before amounts were asked. */
const old = slipFixture({ id: 4, created: '2026-01-10T05:00:00Z', amount: null, status: 'accepted', validated_by: 1 });

/** The history endpoint backed by a list the delete mock changes, like the server. */
function renderSlips(initial: TMemberSlip[], deleteReply?: MockReply) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  let slips = initial;
  const api = mockApi({
    'GET /api/payment/history/': () => answer(apiRoutes.paymentHistory, slips),
    'DELETE /api/payment/delete/7/': () => {
      if (deleteReply) return deleteReply;
      slips = slips.filter((slip) => slip.id !== 7);
      return answer(apiRoutes.deleteSlip, { detail: 'ลบสลิปเรียบร้อยแล้ว' });
    },
  });
  return { api, ...renderRoutes([{ path: '/', element: <SlipList /> }]) };
}

describe('slip list', () => {
  it('shows each slip with its upload time, the amount transferred and its status: waiting or checked', async () => {
    renderSlips([waiting, validated]);
    const [first, second] = (await screen.findAllByTestId('slip-item')) as [HTMLElement, HTMLElement];

    expect(first).toHaveTextContent('อัปโหลดเมื่อ 02/05/2026 09:15');
    expect(first).toHaveTextContent('1,250.00 บาท');
    expect(within(first).getByTestId('slip-status')).toHaveTextContent('รอตรวจสอบ');

    expect(second).toHaveTextContent('อัปโหลดเมื่อ 20/04/2026 12:00');
    expect(second).toHaveTextContent('1,200.00 บาท');
    expect(within(second).getByTestId('slip-status')).toHaveTextContent('ตรวจสอบแล้ว');
  });

  it('a refused slip says ถูกปฏิเสธ with the staff’s reason, and cannot be deleted', async () => {
    renderSlips([refused]);
    const item = await screen.findByTestId('slip-item');
    expect(item).toHaveTextContent('800.50 บาท');
    expect(within(item).getByTestId('slip-status')).toHaveTextContent('ถูกปฏิเสธ');
    expect(within(item).getByText('เหตุผล: ยอดในสลิปไม่ตรงกับที่ระบุ')).toBeVisible();
    expect(within(item).queryByRole('button', { name: /ลบสลิป/ })).not.toBeInTheDocument();
  });

  it('a slip sent before amounts were asked says ไม่ได้ระบุยอด', async () => {
    renderSlips([old]);
    const item = await screen.findByTestId('slip-item');
    expect(item).toHaveTextContent('ไม่ได้ระบุยอด');
    expect(item).not.toHaveTextContent('บาท');
  });

  it('under each slip the member sees the transfer reference read from its QR, or that staff will check the picture', async () => {
    renderSlips([
      slipFixture({ id: 8, qr: { status: 'read', bank: '004', reference: '026328140500HAE00007' } }),
      slipFixture({ id: 9, created: '2026-05-01T02:15:00Z', qr: { status: 'none', bank: null, reference: null } }),
    ]);
    const [read, unread] = await screen.findAllByTestId('slip-item');
    expect(read).toHaveTextContent('เลขที่รายการ 026328140500HAE00007');
    expect(unread).toHaveTextContent('อ่าน QR ในสลิปไม่ได้ เจ้าหน้าที่จะตรวจจากรูป');
  });

  it('offers Delete only for a slip staff have not validated', async () => {
    renderSlips([waiting, validated]);
    const [first, second] = (await screen.findAllByTestId('slip-item')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('button', { name: 'ลบสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /ลบสลิป/ })).not.toBeInTheDocument();
  });

  it('hides Delete on a slip waiting again after a reversal, since it was accepted once and the server keeps it', async () => {
    renderSlips([slipFixture({ status: 'waiting', deletable: false })]);
    const item = await screen.findByTestId('slip-item');
    expect(within(item).getByTestId('slip-status')).toHaveTextContent('รอตรวจสอบ');
    expect(within(item).queryByRole('button', { name: /ลบสลิป/ })).not.toBeInTheDocument();
  });

  it('a slip whose amount staff corrected shows the typed and the checked amount, and the credit it became', async () => {
    renderSlips([
      { ...validated, amount: 12.34, checked: { received: 650, slips: 1, credit: 200 } },
      {
        ...validated,
        id: 3,
        created: '2026-04-10T05:00:00Z',
        amount: 500,
        checked: { received: 900, slips: 2, credit: 0 },
      },
    ]);
    const [corrected, shared] = (await screen.findAllByTestId('slip-item')) as [HTMLElement, HTMLElement];
    expect(corrected).toHaveTextContent('คุณระบุ 12.34 บาท · เจ้าหน้าที่ตรวจแล้ว 650.00 บาท');
    expect(corrected).toHaveTextContent('เป็นเครดิต 200.00 บาท');
    expect(shared).toHaveTextContent('คุณระบุ 500.00 บาท · เจ้าหน้าที่ตรวจแล้ว 900.00 บาท (รวม 2 สลิป)');
    expect(shared).not.toHaveTextContent('เป็นเครดิต');
  });

  it('a slip staff accepted as typed shows just its amount', async () => {
    renderSlips([{ ...validated, checked: { received: 1200, slips: 1, credit: 0 } }]);
    const item = await screen.findByTestId('slip-item');
    expect(item).toHaveTextContent('1,200.00 บาท');
    expect(item).not.toHaveTextContent('เจ้าหน้าที่ตรวจแล้ว');
  });

  it('shows the thumbnail, or a photo icon when it cannot load', async () => {
    renderSlips([waiting]);
    const item = await screen.findByTestId('slip-item');
    const thumbnail = item.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', waiting.thumbnail);
    thumbnail?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(item.querySelector('img')).toBeNull());
    expect(item.querySelector('.tabler-icon-photo')).not.toBeNull();
  });

  it('every thumbnail, picture or icon, is the same fixed square that does not shrink, so the rows line up', async () => {
    renderSlips([waiting, { ...validated, thumbnail: null }]);
    const thumbnails = await screen.findAllByTestId('slip-thumbnail');
    expect(thumbnails.map((thumbnail) => thumbnail.tagName)).toEqual(['IMG', 'DIV']);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveStyle({ width: '56px', height: '56px', flexShrink: '0' });
    }
    expect(thumbnails[0]).toHaveStyle({ objectFit: 'cover' });
  });

  it('tapping a slip opens it full size in a dialog with a Close button', async () => {
    renderSlips([waiting]);
    await userEvent.click(await screen.findByRole('button', { name: 'ดูสลิปที่อัปโหลดเมื่อ 02/05/2026 09:15' }));

    const dialog = await screen.findByRole('dialog', { name: 'อัปโหลดเมื่อ 02/05/2026 09:15' });
    expect(within(dialog).getByRole('img', { name: 'สลิปการโอนเงินที่อัปโหลดเมื่อ 02/05/2026 09:15' })).toHaveAttribute(
      'src',
      waiting.image,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Delete asks in a dialog titled Image Delete Confirm, and Cancel keeps the slip', async () => {
    const { api } = renderSlips([waiting]);
    await userEvent.click(await screen.findByRole('button', { name: /ลบสลิปที่อัปโหลดเมื่อ/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Image Delete Confirm' });
    expect(dialog).toHaveTextContent('ต้องการลบสลิปนี้ใช่หรือไม่');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByTestId('slip-item')).toBeInTheDocument();
  });

  it('confirming the delete removes the slip and says ลบสลิปสำเร็จ', async () => {
    const { api } = renderSlips([waiting, validated]);
    await userEvent.click(await screen.findByRole('button', { name: /ลบสลิปที่อัปโหลดเมื่อ/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Image Delete Confirm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบสลิป' }));

    expect(await screen.findByText('ลบสลิปสำเร็จ')).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/payment/delete/7/' }));
    await waitFor(() => expect(screen.getAllByTestId('slip-item')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused delete shows the server’s reason in a red toast, not a raw error object', async () => {
    renderSlips([waiting], answerError(400, { detail: 'สลิปนี้ได้รับการตรวจสอบแล้ว ลบไม่ได้' }));
    await userEvent.click(await screen.findByRole('button', { name: /ลบสลิปที่อัปโหลดเมื่อ/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ลบสลิป' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('สลิปนี้ได้รับการตรวจสอบแล้ว ลบไม่ได้');
    expect(toast).not.toHaveTextContent('[object Object]');
  });

  it('says so when no slip has been uploaded', async () => {
    renderSlips([]);
    expect(await screen.findByText('ยังไม่มีสลิปที่อัปโหลด')).toBeInTheDocument();
  });
});
