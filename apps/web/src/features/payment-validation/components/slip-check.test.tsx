import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/mock-api.ts';
import { renderScreen, slip, somchai } from './validation-test-utils.tsx';

const checked = (overrides: Partial<NonNullable<ReturnType<typeof slip>['verification']>>) => ({
  provider: 'slipok' as const,
  checked_at: '2026-05-02T02:16:00Z',
  outcome: 'passed' as const,
  problems: [],
  amount: 500,
  receiver: 'ชาปเตอร์ตัวอย่าง · xxx-x-x5366-x',
  transferred_at: '2026-05-02T02:10:00Z',
  message: null,
  ...overrides,
});

async function slipCards(slips: ReturnType<typeof slip>[]) {
  renderScreen([somchai], { 2: slips, 4: [] });
  return screen.findAllByTestId('member-slip');
}

describe('what staff see of each slip beyond its picture', () => {
  it('a slip read from its QR shows the sending bank in Thai and the transfer reference', async () => {
    const [card] = await slipCards([
      slip({ id: 7, qr: { status: 'read', bank: '004', reference: '015123143512BTF05123' } }),
    ]);
    const check = within(card as HTMLElement).getByTestId('slip-check');
    expect(check).toHaveTextContent('ธนาคารกสิกรไทย (KBANK)');
    expect(check).toHaveTextContent('เลขที่รายการ 015123143512BTF05123');
  });

  it('a QR that reads is said to be unchecked with the bank until the provider confirms the transfer', async () => {
    const read = { status: 'read' as const, bank: '004', reference: '015123143512BTF05123' };
    const cards = await slipCards([
      slip({ id: 7, qr: read }),
      slip({ id: 8, qr: { ...read, reference: 'A1B2C3D4E5' }, verification: checked({}) }),
      slip({
        id: 9,
        qr: { ...read, reference: 'B1B2C3D4E5' },
        verification: checked({ outcome: 'error', message: 'timeout' }),
      }),
    ]);
    const check = (index: number) => within(cards[index] as HTMLElement).getByTestId('slip-check');
    expect(check(0)).toHaveTextContent('QR อ่านได้ ยังไม่ได้ตรวจกับธนาคาร');
    expect(check(1)).not.toHaveTextContent('ยังไม่ได้ตรวจกับธนาคาร');
    expect(check(1)).toHaveTextContent('ตรวจกับธนาคารแล้ว');
    expect(check(2)).toHaveTextContent('QR อ่านได้ ยังไม่ได้ตรวจกับธนาคาร');
  });

  it('a transfer reference another member’s slip also carries is flagged, with who sent it, when, and why it matters', async () => {
    const [clashing, clean] = await slipCards([
      slip({
        id: 7,
        qr: { status: 'read', bank: '004', reference: '015123143512BTF05123' },
        reference_clashes: [
          { slip: 31, member: 4, member_name: 'วิชัย ศรีสุข', created: '2026-05-02T03:40:00Z', status: 'waiting' },
        ],
      }),
      slip({ id: 8, qr: { status: 'read', bank: '004', reference: 'Z9Y8X7W6V5' } }),
    ]);
    const flag = within(clashing as HTMLElement).getByTestId('reference-clash');
    expect(flag).toHaveTextContent('เลขที่รายการนี้ซ้ำกับสลิปของสมาชิกคนอื่น');
    expect(within(flag).getByRole('listitem')).toHaveTextContent('วิชัย ศรีสุข ส่งเมื่อ 02/05/2026 10:40 (รอตรวจสอบ)');
    expect(flag).toHaveTextContent('สลิปใบใดใบหนึ่งอาจปลอม');
    expect(within(clean as HTMLElement).queryByTestId('reference-clash')).toBeNull();
  });

  it('a slip without a readable QR is marked so staff check it by eye, and a bad CRC is called out', async () => {
    const cards = await slipCards([
      slip({ id: 7, qr: { status: 'none', bank: null, reference: null } }),
      slip({ id: 8, qr: { status: 'invalid', bank: null, reference: null } }),
    ]);
    expect(within(cards[0] as HTMLElement).getByTestId('slip-check')).toHaveTextContent('ไม่พบ QR ของสลิป');
    expect(within(cards[1] as HTMLElement).getByTestId('slip-check')).toHaveTextContent('QR ของสลิปไม่ถูกต้อง');
  });

  it('each mismatch the provider found is a line of its own: used before, amount, receiver, date', async () => {
    const [card] = await slipCards([
      slip({
        id: 7,
        amount: 450,
        qr: { status: 'read', bank: '014', reference: '2026050209150001' },
        verification: checked({
          outcome: 'problems',
          problems: ['duplicate', 'amount', 'receiver', 'date'],
          amount: 45,
          receiver: 'นาย ก · xxx-x-x9999-x',
          transferred_at: '2026-04-01T03:00:00Z',
        }),
      }),
    ]);
    const problems = within(card as HTMLElement).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'ผู้ให้บริการตรวจสลิปพบว่าสลิปนี้เคยถูกตรวจมาก่อน (อาจใช้ซ้ำ)',
      'ยอดเงินไม่ตรง: ธนาคารบันทึก 45.00 บาท สมาชิกกรอก 450.00 บาท',
      'ผู้รับเงินไม่ใช่บัญชีของชาปเตอร์: นาย ก · xxx-x-x9999-x',
      'วันที่โอนไม่ตรง: โอนเมื่อ 01/04/2026 10:00 (ก่อนส่งสลิปเกิน 7 วัน หรือหลังเวลาส่ง)',
    ]);
  });

  it('a slip the bank confirms says so; one the bank does not know shows the provider’s words', async () => {
    const cards = await slipCards([
      slip({ id: 7, qr: { status: 'read', bank: '014', reference: 'A1B2C3D4E5' }, verification: checked({}) }),
      slip({
        id: 8,
        qr: { status: 'read', bank: '014', reference: 'Z9Y8X7W6V5' },
        verification: checked({ outcome: 'not_found', amount: null, receiver: null, message: 'Slip not found' }),
      }),
    ]);
    expect(within(cards[0] as HTMLElement).getByTestId('slip-check')).toHaveTextContent('ตรวจกับธนาคารแล้ว');
    expect(within(cards[1] as HTMLElement).getByTestId('slip-check')).toHaveTextContent(
      'ธนาคารไม่พบรายการนี้: Slip not found',
    );
  });
});

describe('asking the provider again', () => {
  it('a slip the provider could not check has a button to ask again, which shows the new answer', async () => {
    const failed = slip({
      id: 7,
      qr: { status: 'read', bank: '014', reference: 'A1B2C3D4E5' },
      verification: checked({ outcome: 'error', amount: null, receiver: null, message: 'ธนาคารปลายทางล่าช้า' }),
    });
    const passed = { ...failed, verification: checked({}) };
    let checkedAgain = false;
    const { api } = renderScreen(
      [somchai],
      { 2: [failed], 4: [] },
      {
        'POST /api/payment/slip/7/check/': () => {
          checkedAgain = true;
          return answer(apiRoutes.checkSlipAgain, passed);
        },
        'GET /api/payment/detail-list/2/': () => answer(apiRoutes.paymentDetailList, [checkedAgain ? passed : failed]),
      },
    );
    const [card] = await screen.findAllByTestId('member-slip');
    expect(within(card as HTMLElement).getByTestId('slip-check')).toHaveTextContent(
      'ตรวจสลิปกับผู้ให้บริการไม่สำเร็จ: ธนาคารปลายทางล่าช้า',
    );
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: 'ตรวจกับธนาคารอีกครั้ง' }));
    expect(await screen.findByText('ตรวจกับธนาคารแล้ว: ยอดเงิน ผู้รับ และวันที่ถูกต้อง')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'ตรวจกับธนาคารอีกครั้ง' })).not.toBeInTheDocument();
  });

  it('a slip the provider answered about has no such button', async () => {
    await slipCards([
      slip({ id: 7, qr: { status: 'read', bank: '014', reference: 'A1B2C3D4E5' }, verification: checked({}) }),
    ]);
    expect(screen.queryByRole('button', { name: 'ตรวจกับธนาคารอีกครั้ง' })).not.toBeInTheDocument();
  });
});
