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
const GUEST_TEMPLATE = 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชมและตัวแทน\nชาปเตอร์เก็บชื่อ บริษัท และหมายเลขโทรศัพท์ของผู้เยี่ยมชม';
const retention = { validated_slip_days: 1825, refused_slip_days: 90, audit_ip_days: 90, guest_days: 365 };

function privacy(overrides: Partial<TAdminPrivacyResponse> = {}): TAdminPrivacyResponse {
  return {
    notices: [],
    notice_template: TEMPLATE,
    guest_notices: [],
    guest_notice_template: GUEST_TEMPLATE,
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
  guest_notices: [
    {
      version: 1,
      body: 'ประกาศสำหรับผู้เยี่ยมชม ฉบับแรก\nชาปเตอร์เก็บชื่อและบริษัทของผู้เยี่ยมชม',
      // 05:15 UTC is 12:15 in Bangkok.
      published_at: '2026-03-04T05:15:00Z',
      published_by: 'สมศักดิ์ ใจดี',
    },
  ],
  retention_runs: [
    {
      day: '2026-05-03',
      finished_at: '2026-05-02T20:05:00Z',
      validated_slip_images: 4,
      refused_slip_images: 2,
      audit_ips: 118,
      guests: 3,
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

    const history = within(screen.getByRole('region', { name: 'ประกาศที่ใช้อยู่' })).getByRole('table');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['202/05/2026 10:00สมศักดิ์ ใจดี27 คน', '110/01/2026 09:30—30 คน']);
    // The form starts from the text in force.
    expect(screen.getByRole('textbox', { name: 'ข้อความประกาศ' })).toHaveValue(published.notices[0]?.body);

    const runs = screen.getAllByRole('table').at(-1) as HTMLElement;
    expect(within(runs).getAllByRole('row')[1]).toHaveTextContent('03/05/202603:05421183');
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
    expect(await screen.findByText('ยังไม่ได้ประกาศความเป็นส่วนตัว สมาชิกจึงยังไม่ต้องยอมรับอะไร')).toBeInTheDocument();
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

  it('shows the visitors’ notice in force with its date and time, every version, and a form starting from its text', async () => {
    renderPage({ [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, published) });
    const section = await screen.findByRole('region', { name: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม' });
    const inForce = within(section).getByTestId('guest-notice-in-force');
    expect(within(inForce).getByText('ฉบับที่ 1 · ประกาศเมื่อ 04/03/2026')).toBeInTheDocument();
    expect(within(inForce).getByTestId('privacy-notice-body')).toHaveTextContent('ประกาศสำหรับผู้เยี่ยมชม ฉบับแรก');
    // Nobody is counted for visitors: no members' total, no "agreed" column.
    expect(inForce).not.toHaveTextContent('สมาชิกยอมรับ');
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ฉบับที่', 'วันที่ประกาศ', 'ผู้ประกาศ']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['104/03/2026 12:15สมศักดิ์ ใจดี']);
    expect(screen.getByRole('textbox', { name: 'ข้อความประกาศสำหรับผู้เยี่ยมชม' })).toHaveValue(
      published.guest_notices[0]?.body,
    );
  });

  it('publishes a new visitors’ notice after saying only visitors registering from now on agree to it, not members', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, published),
      'POST /api/admin/privacy/guest-notice/': (request) =>
        answer(apiRoutes.adminPublishGuestNotice, {
          ...published,
          guest_notices: [
            {
              version: 2,
              body: (request.body as { body: string }).body,
              published_at: '2026-05-02T03:00:00Z',
              published_by: 'สมศักดิ์ ใจดี',
            },
            ...published.guest_notices,
          ],
        }),
    });
    const body = await screen.findByRole('textbox', { name: 'ข้อความประกาศสำหรับผู้เยี่ยมชม' });
    await user.clear(body);
    await user.type(body, 'ประกาศสำหรับผู้เยี่ยมชม ฉบับที่สอง{Enter}ชาปเตอร์เก็บชื่อ บริษัท และหมายเลขโทรศัพท์ของผู้เยี่ยมชม');
    await user.click(screen.getByRole('button', { name: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการประกาศสำหรับผู้เยี่ยมชมฉบับใหม่' });
    expect(dialog).toHaveTextContent('ฉบับที่ 2');
    expect(dialog).toHaveTextContent('ผู้เยี่ยมชมและตัวแทนที่ลงทะเบียนจากนี้ไปจะยอมรับฉบับนี้');
    expect(dialog).toHaveTextContent('สมาชิกไม่ต้องยอมรับอะไรใหม่');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม' }));

    expect(
      await screen.findByText('ประกาศสำหรับผู้เยี่ยมชมฉบับที่ 2 แล้ว ผู้เยี่ยมชมที่ลงทะเบียนจากนี้ไปจะยอมรับฉบับนี้'),
    ).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/admin/privacy/guest-notice/',
        { body: 'ประกาศสำหรับผู้เยี่ยมชม ฉบับที่สอง\nชาปเตอร์เก็บชื่อ บริษัท และหมายเลขโทรศัพท์ของผู้เยี่ยมชม' },
      ],
    ]);
    const inForce = screen.getByTestId('guest-notice-in-force');
    expect(within(inForce).getByText(/^ฉบับที่ 2 · /)).toBeInTheDocument();
    // The members' notice stands as it was, and the Admin's own consent is not asked about again.
    expect(within(screen.getByTestId('notice-in-force')).getByText(/^ฉบับที่ 2 · /)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/privacy/notice/')).toBe(false);
  });

  it('starts the first visitors’ notice from the server’s template', async () => {
    renderPage({ [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, privacy()) });
    const section = await screen.findByRole('region', { name: 'ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม' });
    expect(section).toHaveTextContent('ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม');
    expect(screen.getByRole('textbox', { name: 'ข้อความประกาศสำหรับผู้เยี่ยมชม' })).toHaveValue(GUEST_TEMPLATE);
  });

  it('shows the server’s refusal of a visitors’ notice under its text, not under the members’', async () => {
    const user = userEvent.setup();
    const tooShort = 'ประกาศความเป็นส่วนตัวสั้นเกินไป (อย่างน้อย 50 ตัวอักษร)';
    renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, published),
      'POST /api/admin/privacy/guest-notice/': answerError(400, { body: [tooShort] }),
    });
    const body = await screen.findByRole('textbox', { name: 'ข้อความประกาศสำหรับผู้เยี่ยมชม' });
    await user.clear(body);
    await user.type(body, 'สั้น');
    await user.click(screen.getByRole('button', { name: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ประกาศฉบับใหม่สำหรับผู้เยี่ยมชม' }),
    );
    await waitFor(() => expect(body).toHaveAccessibleDescription(expect.stringContaining(tooShort)));
    expect(body).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'ข้อความประกาศ' })).not.toBeInvalid();
  });

  it('the retention form shows defaults and limits, refuses days out of range itself, and saves the four periods', async () => {
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

  it('the retention form shows the guests’ period with its default and limits, refuses under 30 days, and sends it', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, {
        ...published,
        retention: { ...retention, guest_days: 730 },
      }),
      'PUT /api/admin/privacy/retention/': (request) =>
        answer(apiRoutes.adminUpdateRetention, { ...published, retention: request.body as typeof retention }),
    });
    const guests = await screen.findByRole('textbox', {
      name: 'ข้อมูลผู้เยี่ยมชมและตัวแทนที่ไม่ได้สมัครเป็นสมาชิก (วัน นับจากการเข้าร่วมครั้งล่าสุด)',
    });
    expect(guests).toHaveValue('730');
    expect(guests).toHaveAccessibleDescription('ค่าเริ่มต้น 365 วัน · กำหนดได้ 30–3650 วัน');

    await user.clear(guests);
    await user.type(guests, '29');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('กรุณากรอกจำนวนวันเต็มระหว่าง 30 ถึง 3650')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(guests);
    await user.type(guests, '540');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...retention, guest_days: 540 });
  });

  it('the retention runs show how many guests each night erased in a column of their own', async () => {
    renderPage({
      [`GET ${PRIVACY}`]: answer(apiRoutes.adminPrivacy, {
        ...published,
        retention_runs: [
          {
            day: '2026-05-04',
            finished_at: '2026-05-03T20:05:00Z',
            validated_slip_images: 0,
            refused_slip_images: 0,
            audit_ips: 0,
            guests: 12,
          },
          ...published.retention_runs,
        ],
      }),
    });
    const runs = within(await screen.findByRole('region', { name: 'การลบข้อมูลตามกำหนดครั้งล่าสุด' })).getByRole('table');
    const headers = within(runs)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['วันที่', 'เสร็จเมื่อ', 'รูปสลิปที่ตรวจแล้ว', 'รูปสลิปที่ไม่ผ่าน', 'หมายเลข IP', 'ผู้เยี่ยมชมและตัวแทน']);
    const guestsColumn = headers.indexOf('ผู้เยี่ยมชมและตัวแทน');
    expect(
      within(runs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[guestsColumn]?.textContent),
    ).toEqual(['12', '3']);
  });
});
