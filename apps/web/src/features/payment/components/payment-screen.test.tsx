import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture, profileFixture, slipFixture } from '../../../test/fixtures.ts';
import { type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentScreen } from './payment-screen.tsx';

// The first bytes of a PNG: enough for a file the browser reads as image/png.
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderPayment(handlers: Record<string, MockReply | (() => MockReply)> = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/profile/': { status: 200, data: profileFixture({ sum_amount: 1250 }) },
    'GET /api/config/': { status: 200, data: configFixture() },
    'GET /api/payment/history/': { status: 200, data: [] },
    ...handlers,
  });
  return { api, ...renderRoutes([{ path: '/', element: <PaymentScreen /> }]) };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('payment screen', () => {
  it('shows what the member owes, in red while anything is owed', async () => {
    renderPayment();
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 1,250 บาท');
    expect(amount.style.color).toBe('var(--mantine-color-red-text)');
  });

  it('shows 0 in green when nothing is owed', async () => {
    renderPayment({ 'GET /api/member/profile/': { status: 200, data: profileFixture({ sum_amount: 0 }) } });
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 0 บาท');
    expect(amount.style.color).toBe('var(--mantine-color-green-text)');
  });

  it('shows the bank, the account holder and the account number as configured', async () => {
    renderPayment();
    const bank = await screen.findByRole('region', { name: 'โอนเงินเข้าบัญชี' });
    expect(bank).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(bank).toHaveTextContent('ชาปเตอร์สาธิต');
    expect(screen.getByTestId('account-number')).toHaveTextContent('123-4-56789-0');
  });

  it('copying the account number puts the digits on the clipboard and the button says Copied', async () => {
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('1234567890');
  });

  it('says plainly when the chapter has not set its bank details', async () => {
    renderPayment({
      'GET /api/config/': {
        status: 200,
        data: configFixture({ bank: { name: '', account_holder: '', account_number: '' } }),
      },
    });
    expect(await screen.findByText(/ยังไม่ได้ตั้งค่าบัญชีธนาคาร/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกเลขบัญชี' })).not.toBeInTheDocument();
  });

  it('the upload button takes images only', async () => {
    renderPayment();
    await screen.findByRole('button', { name: 'อัปโหลดสลิป' });
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('uploading reads the chosen file as a data URL, posts it, says อัปโหลดสลิปสำเร็จ and lists the slip', async () => {
    const user = userEvent.setup();
    let slips: unknown[] = [];
    const { api } = renderPayment({
      'GET /api/payment/history/': () => ({ status: 200, data: slips }),
      'POST /api/payment/create/': () => {
        slips = [slipFixture()];
        return { status: 201, data: slipFixture() };
      },
    });
    expect(await screen.findByText('ยังไม่มีสลิปที่อัปโหลด')).toBeInTheDocument();

    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));

    expect(await screen.findByText('อัปโหลดสลิปสำเร็จ')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/payment/create/');
    expect(post?.body).toEqual({ image: `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}` });
    expect(await screen.findByTestId('slip-item')).toHaveTextContent('อัปโหลดเมื่อ 02/05/2026 09:15');
  });

  it('a refused upload shows the server’s reason in a red toast', async () => {
    const user = userEvent.setup();
    renderPayment({
      'POST /api/payment/create/': {
        status: 400,
        data: { image: ['ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูปสลิปแบบ JPEG, PNG หรือ WebP'] },
      },
    });
    await screen.findByRole('button', { name: 'อัปโหลดสลิป' });
    await user.upload(fileInput(), new File(['hello'], 'notes.png', { type: 'image/png' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูปสลิปแบบ JPEG, PNG หรือ WebP');
    await waitFor(() => expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeEnabled());
  });
});
