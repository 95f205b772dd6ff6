import { apiMessages } from '@chapter/contract/messages';
import type { messagingApi } from '@line/bot-sdk';
import { describe, expect, it } from 'vitest';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { askAmount, MAX_LABEL, MAX_QUICK_REPLIES, nothingOwed, type OwedItem } from './chat-slip-replies.ts';

const owedRow = (n: number, priceSatang: number, guest: string | null = null): OwedItem => ({
  priceSatang,
  eventName: `ประชุมประจำสัปดาห์ครั้งที่ ${n}`,
  startsAt: bangkokTime(2026, 11, n, 6, 30),
  seatFirstName: guest,
  seatLastName: guest && 'ตัวแทน',
});

const buttonsOf = (message: messagingApi.Message) =>
  (message.quickReply?.items ?? []).map((item) => item.action as messagingApi.PostbackAction);

describe('asking which amount a slip sent in the chat was for', () => {
  it('offers the total and each owed item, each button naming the image and its amount in satang', () => {
    const message = askAmount('5551', [owedRow(1, 45_000), owedRow(8, 60_000, 'สมหญิง')], 95_000, 10_000);
    const text = (message as messagingApi.TextMessage).text;
    expect(text.split('\n')).toEqual([
      apiMessages.chatSlipAskAmount,
      apiMessages.chatSlipAskItem(1, 'ประชุมประจำสัปดาห์ครั้งที่ 1', '01/12/2026', '450.00'),
      `${apiMessages.chatSlipAskItem(2, 'ประชุมประจำสัปดาห์ครั้งที่ 8', '08/12/2026', '600.00')} (ตัวแทน: สมหญิง ตัวแทน)`,
      `${apiMessages.chatSlipAskTotal('950.00')} ${apiMessages.chatSlipAskCredit('100.00')}`,
    ]);
    expect(buttonsOf(message).map(({ label, data, displayText }) => ({ label, data, displayText }))).toEqual([
      { label: 'รวม 950.00 บาท', data: 'a=slip&msg=5551&amt=95000', displayText: 'สลิปนี้โอน 950.00 บาท' },
      { label: '01/12 450.00 บาท', data: 'a=slip&msg=5551&amt=45000', displayText: 'สลิปนี้โอน 450.00 บาท' },
      { label: '08/12 600.00 บาท', data: 'a=slip&msg=5551&amt=60000', displayText: 'สลิปนี้โอน 600.00 บาท' },
    ]);
  });

  it('keeps to LINE’s 13 buttons of at most 20 characters, and says how many items are left out', () => {
    const owed = Array.from({ length: 15 }, (_, i) => owedRow(i + 1, 99_999_900));
    const message = askAmount('5552', owed, 1_499_998_500, 0);
    const buttons = buttonsOf(message);
    expect(buttons).toHaveLength(MAX_QUICK_REPLIES);
    for (const button of buttons) expect(button.label?.length).toBeLessThanOrEqual(MAX_LABEL);
    expect((message as messagingApi.TextMessage).text).toContain(apiMessages.chatSlipAskMore(3));
  });

  it('with nothing owed, points to the payment screen instead of offering an amount', () => {
    const message = nothingOwed('https://liff.line.me/1656000001-payment');
    expect((message as messagingApi.TextMessage).text).toBe(apiMessages.chatSlipNothingOwed);
    expect(message.quickReply?.items?.map((item) => item.action)).toEqual([
      { type: 'uri', label: apiMessages.chatSlipPayButton, uri: 'https://liff.line.me/1656000001-payment' },
    ]);
    expect(nothingOwed(null).quickReply).toBeUndefined();
  });
});
