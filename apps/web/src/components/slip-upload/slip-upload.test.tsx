import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../lib/api-error.ts';
import { renderRoutes } from '../../test/render.tsx';
import { type SlipToSend, SlipUploadButton } from './slip-upload-button.tsx';
import { WaitingSlipGuard, waitingSlipsAmount } from './waiting-slip-guard.tsx';

// The first bytes of a PNG: enough for a file the browser reads as image/png.
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}`;

type Submit = (slip: SlipToSend) => Promise<unknown>;

function drawButton(
  onSubmit: Submit,
  props: { suggestedAmount?: number; label?: string; successMessage?: string } = {},
) {
  const { suggestedAmount = 450, ...texts } = props;
  renderRoutes([
    { path: '/', element: <SlipUploadButton suggestedAmount={suggestedAmount} onSubmit={onSubmit} {...texts} /> },
  ]);
}

async function chooseSlip(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button');
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  expect(input).toHaveAttribute('accept', 'image/*');
  await user.upload(input, new File([pngBytes], 'slip.png', { type: 'image/png' }));
  return screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
}

const refusal = (data: Record<string, string[]>) =>
  errorFromResponse({ status: 400, data, requestUrl: '/api/visit/slip/' });

describe('the shared slip upload', () => {
  it('hands the chosen image as a data URL and the amount typed to the screen, then says the slip is in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<Submit>().mockResolvedValue(undefined);
    drawButton(onSubmit);

    const dialog = await chooseSlip(user);
    const input = within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน \(บาท\)/ });
    expect(input).toHaveValue('450');
    await user.clear(input);
    await user.type(input, '500.25');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await screen.findByText('อัปโหลดสลิปสำเร็จ')).toBeInTheDocument();
    // A small image goes as it was chosen (lib/shrink-photo.ts leaves files under 1 MB alone).
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ image: pngDataUrl, amount: 500.25 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows how much of the slip has gone up while it is sent, then that the server is saving it', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    let report: SlipToSend['onUploadProgress'] = () => {};
    drawButton(({ onUploadProgress }) => {
      report = onUploadProgress;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const dialog = await chooseSlip(user);
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'ความคืบหน้าการส่งสลิป' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => report(0.426));
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).getByText('กำลังส่งสลิป 42%')).toBeInTheDocument();
    act(() => report(1));
    expect(within(dialog).getByText('ส่งสลิปครบแล้ว กำลังบันทึก…')).toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByText('อัปโหลดสลิปสำเร็จ')).toBeInTheDocument();
  });

  it('shows the screen’s own button text and success message when it gives them', async () => {
    const user = userEvent.setup();
    drawButton(vi.fn<Submit>().mockResolvedValue(undefined), {
      label: 'ส่งสลิปค่าประชุม',
      successMessage: 'ได้รับสลิปค่าประชุมแล้ว',
    });
    expect(await screen.findByRole('button', { name: 'ส่งสลิปค่าประชุม' })).toBeInTheDocument();
    await user.click(within(await chooseSlip(user)).getByRole('button', { name: 'ส่งสลิป' }));
    expect(await screen.findByText('ได้รับสลิปค่าประชุมแล้ว')).toBeInTheDocument();
  });

  it('shows the reason the submit is refused with in a red toast, and the button can be used again', async () => {
    const user = userEvent.setup();
    const reason = 'ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูปสลิปแบบ JPEG, PNG หรือ WebP';
    drawButton(vi.fn<Submit>().mockRejectedValue(refusal({ image: [reason] })));

    await user.click(within(await chooseSlip(user)).getByRole('button', { name: 'ส่งสลิป' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent(reason);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeEnabled());
  });

  it('shows a refused amount under the field and keeps the dialog open to correct it', async () => {
    const user = userEvent.setup();
    drawButton(vi.fn<Submit>().mockRejectedValue(refusal({ amount: ['ยอดเงินไม่ตรงกับค่าประชุม'] })));

    const dialog = await chooseSlip(user);
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await within(dialog).findByText('ยอดเงินไม่ตรงกับค่าประชุม')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ยอดเงินที่โอน' })).toBeInTheDocument();
  });

  it('with no amount to suggest the field starts empty, and an empty amount is not handed on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<Submit>();
    drawButton(onSubmit, { suggestedAmount: 0 });

    const dialog = await chooseSlip(user);
    expect(within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await within(dialog).findByText('กรุณาระบุยอดเงินที่โอน')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the guard in front of a QR code', () => {
  const drawGuard = (pending: number) =>
    renderRoutes([
      {
        path: '/',
        element: (
          <WaitingSlipGuard pending={pending} amount={500}>
            <img alt="QR" src="data:image/png;base64,QR" />
          </WaitingSlipGuard>
        ),
      },
    ]);

  it('counts only the slips waiting for staff, with an amount', () => {
    expect(
      waitingSlipsAmount([
        { status: 'waiting', amount: 0.1 },
        { status: 'waiting', amount: 0.2 },
        { status: 'waiting', amount: null },
        { status: 'accepted', amount: 1000 },
        { status: 'refused', amount: 1000 },
      ]),
    ).toBe(0.3);
  });

  it('lets the QR code through when nothing is waiting', () => {
    drawGuard(0);
    expect(screen.getByRole('img', { name: 'QR' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-slip')).not.toBeInTheDocument();
  });

  it('says what a waiting slip covers, and shows the QR code only when asked to pay again', async () => {
    const user = userEvent.setup();
    drawGuard(200);
    expect(screen.getByTestId('pending-slip')).toHaveTextContent(
      'มีสลิป 200.00 บาท รอเจ้าหน้าที่ตรวจสอบ ครอบคลุมยอด 500.00 บาท ได้บางส่วน ยังเหลืออีก 300.00 บาท',
    );
    expect(screen.queryByRole('img', { name: 'QR' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'แสดง QR เพื่อชำระอีกครั้ง' }));
    expect(screen.getByRole('img', { name: 'QR' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-slip-reminder')).toHaveTextContent('QR นี้ขอ 500.00 บาท ยังไม่หักสลิป 200.00 บาท');
  });
});
