import type { TProfileResponse } from '@chapter/contract/members';
import type { TMemberSlip } from '@chapter/contract/payments';
import type { TPromptPayResponse } from '@chapter/contract/promptpay';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture, profileFixture, slipFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentScreen } from './payment-screen.tsx';

// The first bytes of a PNG: enough for a file the browser reads as image/png.
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}`;

/** Two owed registrations (450 and 800 baht, the later event listed first, as the profile does) and one paid. */
function owingProfile(overrides: Partial<TProfileResponse> = {}): TProfileResponse {
  const event = (id: number, name: string, start: string) => ({
    id,
    name,
    event_start_date_time: start,
    event_end_date_time: start,
    is_cancelled: false,
  });
  return profileFixture({
    sum_amount: 1250,
    credit: 0,
    registrations: [
      // 11:00 UTC is 18:00 in Bangkok.
      {
        id: 15,
        registered_event: event(6, 'สัมมนาการส่งต่อธุรกิจ', '2026-03-25T11:00:00Z'),
        price: 800,
        substitute_name: null,
        payment_datetime: null,
      },
      // 23:30 UTC on 4 March is 06:30 on 5 March in Bangkok.
      {
        id: 12,
        registered_event: event(5, 'ประชุมประจำสัปดาห์', '2026-03-04T23:30:00Z'),
        price: 450,
        substitute_name: null,
        payment_datetime: null,
      },
      {
        id: 10,
        registered_event: event(4, 'สัมมนาการตลาดออนไลน์', '2026-02-20T11:00:00Z'),
        price: 800,
        substitute_name: null,
        payment_datetime: '2026-02-18T09:00:00Z',
      },
    ],
    ...overrides,
  });
}

const prices: Record<number, number> = { 12: 450, 15: 800 };

/** The server's PromptPay answer for the ids asked: their prices less the credit, and a QR image naming them. */
function promptPay(options: { credit?: number; promptpayId?: string | null } = {}) {
  const { credit = 0, promptpayId = '081-234-5678' } = options;
  return (request: MockRequest): MockReply => {
    const ids = (request.params.registrations ?? '').split(',').map(Number);
    const selected = ids.reduce((sum, id) => sum + (prices[id] ?? 0), 0);
    const amount = Math.max(0, selected - credit);
    const withQr = promptpayId !== null && amount > 0;
    const data: TPromptPayResponse = {
      promptpay_id: promptpayId,
      account_holder: withQr ? 'ชาปเตอร์สาธิต' : '',
      registrations: ids,
      selected,
      credit: Math.min(credit, selected),
      amount,
      payload: withQr ? `00020101021229370016A000000677010111${ids.join('')}` : null,
      image: withQr ? `data:image/png;base64,QR-${ids.join('-')}` : null,
    };
    return answer(apiRoutes.promptPayQr, data);
  };
}

function renderPayment(
  handlers: Record<string, MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>)> = {},
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/profile/': answer(apiRoutes.profile, owingProfile()),
    'GET /api/config/': answer(apiRoutes.config, configFixture()),
    'GET /api/payment/history/': answer(apiRoutes.paymentHistory, []),
    'GET /api/payment/promptpay/': promptPay(),
    ...handlers,
  });
  const promptPayCalls = () => api.calls.filter((call) => call.url === '/api/payment/promptpay/');
  return { api, promptPayCalls, ...renderRoutes([{ path: '/', element: <PaymentScreen /> }]) };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const promptPaySection = () => screen.findByRole('region', { name: 'ชำระผ่านพร้อมเพย์' });

describe('payment screen', () => {
  it('shows what the member owes, in red while anything is owed', async () => {
    renderPayment({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 1250 })) });
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 1,250.00 บาท');
    expect(amount.style.color).toBe('var(--mantine-color-red-text)');
  });

  it('shows 0 in green when nothing is owed', async () => {
    renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 0, registrations: [] })),
    });
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 0.00 บาท');
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
      'GET /api/config/': answer(
        apiRoutes.config,
        configFixture({ bank: { name: '', account_holder: '', account_number: '', promptpay_id: '' } }),
      ),
    });
    expect(await screen.findByText(/ยังไม่ได้ตั้งค่าบัญชีธนาคาร/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'คัดลอกเลขบัญชี' })).not.toBeInTheDocument();
  });
});

describe('paying by PromptPay', () => {
  it('lists each owed registration ticked, with its date and price, and the amount to transfer is their total', async () => {
    const { promptPayCalls } = renderPayment();
    const section = await promptPaySection();

    const items = await within(section).findAllByTestId('owed-registration');
    // By event date, the paid registration left out.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ประชุมประจำสัปดาห์');
    expect(items[0]).toHaveTextContent('วันที่ 05/03/2026');
    expect(items[0]).toHaveTextContent('450.00 บาท');
    expect(items[1]).toHaveTextContent('สัมมนาการส่งต่อธุรกิจ');
    expect(items[1]).toHaveTextContent('วันที่ 25/03/2026');
    expect(items[1]).toHaveTextContent('800.00 บาท');
    for (const box of within(section).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(section).not.toHaveTextContent('สัมมนาการตลาดออนไลน์');

    expect(within(section).getByTestId('promptpay-amount')).toHaveTextContent('ยอดที่ต้องโอน1,250.00 บาท');
    const qr = await within(section).findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 1,250.00 บาท' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,QR-12-15');
    expect(promptPayCalls().map((call) => call.params.registrations)).toEqual(['12,15']);
  });

  it('unticking a registration lowers the amount and the QR code is asked for the ticked one only', async () => {
    const user = userEvent.setup();
    const { promptPayCalls } = renderPayment();
    const section = await promptPaySection();
    await within(section).findByRole('img', { name: /QR พร้อมเพย์/ });

    await user.click(within(section).getByRole('checkbox', { name: /สัมมนาการส่งต่อธุรกิจ/ }));

    expect(within(section).getByRole('checkbox', { name: /สัมมนาการส่งต่อธุรกิจ/ })).not.toBeChecked();
    expect(within(section).getByTestId('promptpay-amount')).toHaveTextContent('450.00 บาท');
    const qr = await within(section).findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 450.00 บาท' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,QR-12');
    expect(promptPayCalls().at(-1)?.params.registrations).toBe('12');
  });

  it('keeps the last QR code on screen, faded, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const reply = promptPay();
    renderPayment({
      'GET /api/payment/promptpay/': (request) =>
        request.params.registrations === '12'
          ? new Promise<MockReply>((resolve) => {
              release = () => resolve(reply(request));
            })
          : reply(request),
    });
    const section = await promptPaySection();
    await within(section).findByRole('img', { name: /1,250.00 บาท/ });

    await user.click(within(section).getByRole('checkbox', { name: /สัมมนาการส่งต่อธุรกิจ/ }));

    const previous = within(section).getByTestId('promptpay-qr');
    expect(previous).toHaveAttribute('src', 'data:image/png;base64,QR-12-15');
    expect(previous.style.opacity).toBe('0.35');
    release();
    await waitFor(() =>
      expect(within(section).getByTestId('promptpay-qr')).toHaveAttribute('src', 'data:image/png;base64,QR-12'),
    );
    expect(within(section).getByTestId('promptpay-qr').style.opacity).toBe('1');
  });

  it('takes the credit off the amount to transfer', async () => {
    renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, owingProfile({ credit: 300 })),
      'GET /api/payment/promptpay/': promptPay({ credit: 300 }),
    });
    const section = await promptPaySection();
    expect(await within(section).findByText('รวมรายการที่เลือก')).toBeInTheDocument();
    expect(within(section).getByTestId('promptpay-credit')).toHaveTextContent('หักเครดิตคงเหลือ−300.00 บาท');
    expect(within(section).getByTestId('promptpay-amount')).toHaveTextContent('950.00 บาท');
    expect(await within(section).findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 950.00 บาท' })).toBeInTheDocument();
  });

  it('says no transfer is needed, and shows no QR code, when the credit covers the ticked registrations', async () => {
    const user = userEvent.setup();
    const { promptPayCalls } = renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, owingProfile({ credit: 500 })),
      'GET /api/payment/promptpay/': promptPay({ credit: 500 }),
    });
    const section = await promptPaySection();
    await within(section).findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 750.00 บาท' });

    await user.click(within(section).getByRole('checkbox', { name: /สัมมนาการส่งต่อธุรกิจ/ }));

    expect(within(section).getByTestId('promptpay-amount')).toHaveTextContent('0.00 บาท');
    expect(within(section).getByText('เครดิตคงเหลือพอชำระรายการที่เลือกแล้ว ไม่ต้องโอนเพิ่ม')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(promptPayCalls()).toHaveLength(1);
  });

  it('says ไม่มียอดค้างชำระ and asks for no QR code when nothing is owed', async () => {
    const { promptPayCalls } = renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 0, registrations: [] })),
    });
    const section = await promptPaySection();
    expect(await within(section).findByText('ไม่มียอดค้างชำระ')).toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(promptPayCalls()).toHaveLength(0);
  });

  it('without a PromptPay id the bank account stays the way to pay, and no QR code is shown', async () => {
    renderPayment({ 'GET /api/payment/promptpay/': promptPay({ promptpayId: null }) });
    const section = await promptPaySection();
    expect(await within(section).findByText(/ยังไม่ได้ตั้งค่าพร้อมเพย์/)).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'บันทึก QR' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'โอนเงินเข้าบัญชี' })).toBeInTheDocument();
    expect(await screen.findByTestId('account-number')).toHaveTextContent('123-4-56789-0');
  });

  it('a refused QR request shows the server’s reason with a retry', async () => {
    renderPayment({
      'GET /api/payment/promptpay/': answerError(400, {
        registrations: ['รายการลงทะเบียน #15 ไม่อยู่ในรายการค้างชำระของคุณ'],
      }),
    });
    const section = await promptPaySection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('สร้าง QR พร้อมเพย์ไม่สำเร็จ');
    expect(alert).toHaveTextContent('รายการลงทะเบียน #15 ไม่อยู่ในรายการค้างชำระของคุณ');
    expect(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});

describe('uploading a slip', () => {
  it('the upload button takes images only', async () => {
    renderPayment();
    await screen.findByRole('button', { name: 'อัปโหลดสลิป' });
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('asks for the amount, offers what the ticked registrations come to, sends it with the image and lists the slip', async () => {
    const user = userEvent.setup();
    let slips: TMemberSlip[] = [];
    const { api } = renderPayment({
      'GET /api/payment/history/': () => answer(apiRoutes.paymentHistory, slips),
      'POST /api/payment/create/': () => {
        slips = [slipFixture({ amount: 450 })];
        return answer(apiRoutes.createSlip, slipFixture({ amount: 450 }));
      },
    });
    expect(await screen.findByText('ยังไม่มีสลิปที่อัปโหลด')).toBeInTheDocument();
    const section = await promptPaySection();
    await user.click(await within(section).findByRole('checkbox', { name: /สัมมนาการส่งต่อธุรกิจ/ }));

    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
    expect(within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน \(บาท\)/ })).toHaveValue('450');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await screen.findByText('อัปโหลดสลิปสำเร็จ')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/payment/create/');
    expect(post?.body).toEqual({ image: pngDataUrl, amount: 450 });
    const slip = await screen.findByTestId('slip-item');
    expect(slip).toHaveTextContent('อัปโหลดเมื่อ 02/05/2026 09:15');
    expect(slip).toHaveTextContent('450.00 บาท');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the amount the member types, with thousands separators shown', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({ 'POST /api/payment/create/': answer(apiRoutes.createSlip, slipFixture()) });
    await screen.findByTestId('promptpay-amount');
    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));

    const input = within(await screen.findByRole('dialog')).getByRole('textbox', { name: /ยอดเงินที่โอน/ });
    expect(input).toHaveValue('1,250');
    await user.clear(input);
    await user.type(input, '1200.5');
    expect(input).toHaveValue('1,200.5');
    await user.click(screen.getByRole('button', { name: 'ส่งสลิป' }));

    expect(await screen.findByText('อัปโหลดสลิปสำเร็จ')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ image: pngDataUrl, amount: 1200.5 });
  });

  it('an empty amount is refused in Thai and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment();
    await screen.findByTestId('promptpay-amount');
    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
    await user.clear(within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await within(dialog).findByText('กรุณาระบุยอดเงินที่โอน')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('with nothing owed the amount starts empty, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 0, registrations: [] })),
    });
    await screen.findByText('ไม่มียอดค้างชำระ');
    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
    expect(within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a refused image shows the server’s reason in a red toast', async () => {
    const user = userEvent.setup();
    renderPayment({
      'POST /api/payment/create/': answerError(400, { image: ['ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูปสลิปแบบ JPEG, PNG หรือ WebP'] }),
    });
    await screen.findByTestId('promptpay-amount');
    await user.upload(fileInput(), new File(['hello'], 'notes.png', { type: 'image/png' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ส่งสลิป' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูปสลิปแบบ JPEG, PNG หรือ WebP');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeEnabled());
  });

  it('a refused amount shows the server’s reason under the amount, and the dialog stays to correct it', async () => {
    const user = userEvent.setup();
    renderPayment({
      'POST /api/payment/create/': answerError(400, { amount: ['ยอดเงินต้องไม่เกิน 1,000,000 บาท'] }),
    });
    await screen.findByTestId('promptpay-amount');
    await user.upload(fileInput(), new File([pngBytes], 'slip.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await within(dialog).findByText('ยอดเงินต้องไม่เกิน 1,000,000 บาท')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ยอดเงินที่โอน' })).toBeInTheDocument();
  });
});

describe('a substitute’s meal among what is owed', () => {
  it('the owed line names the substitute under the event, and is ticked to pay like the rest', async () => {
    const profile = owingProfile();
    renderPayment({
      'GET /api/member/profile/': answer(apiRoutes.profile, {
        ...profile,
        registrations: profile.registrations.map((registration) =>
          registration.id === 12 ? { ...registration, substitute_name: 'ปิยะพงษ์ แทนใจ' } : registration,
        ),
      }),
    });
    const line = await screen.findByRole('checkbox', { name: /ค่าอาหารตัวแทน: ปิยะพงษ์ แทนใจ/ });
    expect(line).toBeChecked();
    expect(screen.getAllByText(/ค่าอาหารตัวแทน/)).toHaveLength(1);
  });
});
