import type { MessagePreview } from '../api/preview-message.ts';
import type { SendPushMessageResult } from '../api/send-push-message.ts';

/*
 * LINE messaging answers for the participant list's tests. The reminder bubble has the shape the
 * server's built-in reminder has (apps/server/src/modules/messaging/compose.ts): header, one row
 * per unpaid registration, a separator, credit, the bold total and a pay button in the footer.
 */

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});
const row = (label: string, value: string, extra: Record<string, unknown> = {}) => ({
  type: 'box',
  layout: 'horizontal',
  spacing: 'md',
  contents: [
    text(label, { size: 'sm', color: '#555555', flex: 3, ...extra }),
    text(value, { size: 'sm', align: 'end', flex: 2, ...extra }),
  ],
});

export const reminderBubble = {
  type: 'bubble',
  header: {
    type: 'box',
    layout: 'vertical',
    contents: [
      text('แจ้งยอดค้างชำระ', { weight: 'bold', size: 'lg' }),
      text('Demo Chapter', { size: 'sm', color: '#888888' }),
    ],
  },
  body: {
    type: 'box',
    layout: 'vertical',
    spacing: 'md',
    contents: [
      text('เรียน คุณสมชาย รักงาน', { size: 'sm' }),
      row('ประชุมประจำสัปดาห์\n05/03/2026 06:30 น.', '450 บาท'),
      row('สัมมนา\n25/03/2026 18:00 น.', '800 บาท'),
      { type: 'separator' },
      row('เครดิตคงเหลือ', '−100 บาท'),
      row('ยอดที่ต้องชำระ', '1,150 บาท', { weight: 'bold' }),
      // Something the preview does not draw: it must simply be left out.
      { type: 'image', url: 'https://example.com/logo.png' },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'button',
        style: 'primary',
        color: '#B22234',
        action: { type: 'uri', label: 'ชำระเงิน', uri: 'https://liff.line.me/1660000001-PaymentA' },
      },
    ],
  },
};

/** POST /api/messaging/preview/ for Somchai's reminder: two of three ticked get it (Wichai has no LINE), LINE connected, 1,000 a month. */
export function previewFixture(overrides: Partial<MessagePreview> = {}): MessagePreview {
  return {
    recipients: 2,
    skipped: { no_line_account: 1, blocked: 0, opted_out: 0, nothing_owed: 0 },
    // Wichai (4) has not bound LINE.
    not_receiving: [{ member: 4, status: 'no_line_account' }],
    preview: { kind: 'flex', message: JSON.stringify(reminderBubble), alt_text: 'แจ้งยอดค้างชำระ Demo Chapter' },
    status: 'will_send',
    quota: { connected: true, limit: 1000, used: 120 },
    ...overrides,
  };
}

type SendResult = SendPushMessageResult['results'][number];

/**
 * POST /api/member/send-push-message/ (and GET /api/messaging/runs/:id/ without `joined`): run 7,
 * over unless `status` says otherwise, with its counts taken from `results`. LINE not connected
 * unless `delivered` says it is.
 */
export function sendFixture(overrides: Partial<SendPushMessageResult> = {}): SendPushMessageResult {
  const results: SendResult[] = overrides.results ?? [];
  const counts: SendPushMessageResult['counts'] = {
    pending: 0,
    sent: 0,
    recorded: 0,
    no_line_account: 0,
    blocked: 0,
    opted_out: 0,
    nothing_owed: 0,
    refused: 0,
    failed: 0,
  };
  for (const result of results) counts[result.status]++;
  return {
    run: 7,
    status: 'done',
    joined: false,
    delivered: false,
    detail: 'ยังไม่ได้เชื่อมต่อ LINE: ข้อความถูกบันทึกไว้ในกล่องข้อความขาออกเท่านั้น ยังไม่ถึงสมาชิก',
    kind: 'text',
    counts,
    ...overrides,
    results,
  };
}
