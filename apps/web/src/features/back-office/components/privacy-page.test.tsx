import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

const PRIVACY = '/api/admin/privacy/';
const TEMPLATE = 'ประกาศความเป็นส่วนตัวของชาปเตอร์ [ชื่อชาปเตอร์]\nชาปเตอร์เก็บชื่อ หมายเลขโทรศัพท์ และรูปสลิปของสมาชิก';
const retention = { validated_slip_days: 1825, refused_slip_days: 90, audit_ip_days: 90 };

function privacy(overrides: Partial<TAdminPrivacyResponse> = {}): TAdminPrivacyResponse {
  return {
    notices: [],
    notice_template: TEMPLATE,
    retention,
    retention_defaults: retention,
    retention_runs: [],
    ...overrides,
  };
}

const published = privacy({
  notices: [
    {
      version: 2,
      body: 'ฉบับที่สอง: ชาปเตอร์เก็บชื่อและหมายเลขโทรศัพท์\nเก็บรูปสลิป 5 ปี',
      // 03:00 UTC is 10:00 in Bangkok.
      published_at: '2026-05-02T03:00:00Z',
      published_by: 'สมศักดิ์ ใจดี',
      agreed_count: 27,
    },
    {
      version: 1,
      body: 'ฉบับแรก',
      published_at: '2026-01-10T02:30:00Z',
      published_by: null,
      agreed_count: 30,
    },
  ],
  retention_runs: [
    {
      day: '2026-05-03',
      finished_at: '2026-05-02T20:05:00Z',
      validated_slip_images: 4,
      refused_slip_images: 2,
      audit_ips: 118,
    },
  ],
});

function renderPage(handlers: Record<string, MockReply | ((request: MockRequest) => MockReply)>) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi(handlers);
  renderRoutes([{ path: '/', element: <PrivacyPage /> }]);
  return api;
}

describe('back-office privacy', () => {
  it('shows the notice in force with how many agreed, every version before it, and the last retention runs', async () => {
    renderPage({ [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, published) });
    const inForce = await screen.findByTestId('notice-in-force');
    expect(inForce).toHaveTextContent('สมาชิกยอมรับฉบับนี้แล้ว 27 คน');
    expect(within(inForce).getByText('ฉบับที่ 2 · ประกาศเมื่อ 02/05/2026')).toBeInTheDocument();

    const history = screen.getAllByRole('table')[0] as HTMLElement;
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['202/05/2026 10:00สมศักดิ์ ใจดี27 คน', '110/01/2026 09:30—30 คน']);
    // The form starts from the text in force.
    expect(screen.getByRole('textbox', { name: 'ข้อความประกาศ' })).toHaveValue(published.notices[0]?.body);

    const runs = screen.getAllByRole('table')[1] as HTMLElement;
    expect(within(runs).getAllByRole('row')[1]).toHaveTextContent('03/05/202603:0542118');
  });

  it('before the first notice, starts from the template and publishes after saying every member must agree again', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, privacy()),
      'POST /api/admin/privacy/notice/': (request) =>
        answer(
          apiRoutes.adminPublishNotice,
          privacy({
            notices: [
              {
                version: 1,
                body: (request.body as { body: string }).body,
                published_at: '2026-05-02T03:00:00Z',
                published_by: 'สมศักดิ์ ใจดี',
                agreed_count: 0,
              },
            ],
          }),
        ),
      // The Admin's own notice, were it read again after publishing: a version they have not agreed to.
      'GET /api/privacy/notice/': answer(apiRoutes.privacyNotice, {
        version: 1,
        body: 'ประกาศของชาปเตอร์สยาม',
        published_at: '2026-05-02T03:00:00Z',
        agreed_version: null,
        agreed_at: null,
        consent_required: true,
      }),
    });
    expect(await screen.findByText(/ยังไม่ได้ประกาศความเป็นส่วนตัว/)).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'ข้อความประกาศ' });
    expect(body).toHaveValue(TEMPLATE);
    await user.clear(body);
    await user.type(body, 'ประกาศของชาปเตอร์สยาม{Enter}ชาปเตอร์เก็บชื่อและหมายเลขโทรศัพท์เพื่อการลงทะเบียนกิจกรรม');
    await user.click(screen.getByRole('button', { name: 'ประกาศฉบับใหม่' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการประกาศฉบับใหม่' });
    expect(dialog).toHaveTextContent('ฉบับที่ 1');
    expect(dialog).toHaveTextContent('สมาชิกทุกคน รวมถึงคุณ จะต้องอ่านและกดยอมรับอีกครั้ง');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ประกาศฉบับใหม่' }));

    expect(await screen.findByTestId('notice-in-force')).toHaveTextContent('สมาชิกยอมรับฉบับนี้แล้ว 0 คน');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'ประกาศของชาปเตอร์สยาม\nชาปเตอร์เก็บชื่อและหมายเลขโทรศัพท์เพื่อการลงทะเบียนกิจกรรม',
    });
  });

  it('shows the server’s refusal of a notice under the text', async () => {
    const user = userEvent.setup();
    const tooShort = 'ประกาศความเป็นส่วนตัวสั้นเกินไป (อย่างน้อย 50 ตัวอักษร)';
    renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, privacy()),
      'POST /api/admin/privacy/notice/': answerError(400, { body: [tooShort] }),
    });
    const body = await screen.findByRole('textbox', { name: 'ข้อความประกาศ' });
    await user.clear(body);
    await user.type(body, 'สั้น');
    await user.click(screen.getByRole('button', { name: 'ประกาศฉบับใหม่' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ประกาศฉบับใหม่' }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
  });

  it('the retention form shows defaults and limits, refuses days out of range itself, and saves the three periods', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, published),
      'PUT /api/admin/privacy/retention/': (request) =>
        answer(apiRoutes.adminUpdateRetention, { ...published, retention: request.body as typeof retention }),
    });
    const refused = await screen.findByRole('textbox', { name: 'รูปสลิปที่ไม่ผ่านการตรวจสอบ (วัน)' });
    expect(refused).toHaveValue('90');
    expect(refused).toHaveAccessibleDescription('ค่าเริ่มต้น 90 วัน · กำหนดได้ 7–730 วัน');
    expect(screen.getByRole('textbox', { name: 'รูปสลิปที่ตรวจสอบแล้ว (วัน)' })).toHaveAccessibleDescription(
      'ค่าเริ่มต้น 1825 วัน · กำหนดได้ 365–3650 วัน',
    );

    await user.clear(refused);
    await user.type(refused, '3');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณากรอกจำนวนวันเต็มระหว่าง 7 ถึง 730')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(refused, '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...retention, refused_slip_days: 30 });
  });
});
