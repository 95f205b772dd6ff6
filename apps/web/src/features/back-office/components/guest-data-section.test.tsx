import type { TGuestDataResponse } from '@chapter/contract/guest-privacy';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { GuestDataSection } from './guest-data-section.tsx';
import { PrivacyPage } from './privacy-page.tsx';

const GUESTS = '/api/admin/privacy/guests/';
const ERASE = '/api/admin/privacy/guests/erase/';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

const data: TGuestDataResponse = {
  phone: '0812345678',
  // 18:30 UTC on 2 May is 01:30 on 3 May in Bangkok: the file is named for the Bangkok day.
  exported_at: '2026-05-02T18:30:00.000Z',
  visits: [
    {
      id: 31,
      kind: 'visitor',
      meeting: { id: 12, name: 'ประชุมประจำสัปดาห์', event_start_date_time: '2026-04-30T00:00:00.000Z' },
      first_name: 'วิภา',
      last_name: 'มาเยือน',
      company: 'บริษัท เยือน',
      business_category: 'ประกันภัย',
      phone: '0812345678',
      notice_version: 2,
      agreed_at: '2026-04-20T03:00:00.000Z',
      host_name: 'สมชาย รักงาน',
      registered_at: '2026-04-20T03:00:00.000Z',
      cancelled_at: null,
      fee: 650,
      paid_by: 'guest',
      paid: true,
      paid_at: '2026-04-21T03:00:00.000Z',
      pay_at_door: false,
      slips: [],
      joined_member: false,
      erased_at: null,
    },
  ],
};

function renderSection(handlers: Record<string, MockReply | ((request: MockRequest) => MockReply)>) {
  localStorage.setItem('token', TOKEN);
  const api = mockApi(handlers);
  renderRoutes([{ path: '/', element: <GuestDataSection /> }]);
  return api;
}

const phoneInput = () => screen.getByRole('textbox', { name: 'หมายเลขโทรศัพท์ของผู้เยี่ยมชมหรือตัวแทน' });

/** Saved files as the browser would get them: their names and contents. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:guest-data';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe("the back office's guest data on request (issue 34)", () => {
  it('sits on the privacy page under the visitors’ notice', async () => {
    localStorage.setItem('token', TOKEN);
    const retention = { validated_slip_days: 1825, refused_slip_days: 90, audit_ip_days: 90, guest_days: 365 };
    mockApi({
      'GET /api/admin/privacy/': answer(apiRoutes.adminPrivacy, {
        notices: [],
        notice_template: 'ประกาศ',
        guest_notices: [],
        guest_notice_template: 'ประกาศสำหรับผู้เยี่ยมชม',
        retention,
        retention_defaults: retention,
        retention_runs: [],
      }),
    });
    renderRoutes([{ path: '/', element: <PrivacyPage /> }]);
    const section = await screen.findByRole('region', { name: 'ข้อมูลผู้เยี่ยมชมและตัวแทน' });
    expect(within(section).getByRole('button', { name: 'ดาวน์โหลดข้อมูล' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'ลบข้อมูล' })).toBeInTheDocument();
  });

  it('downloads every visit of the phone as it was typed, normalised, into a JSON file named for it and the Bangkok day', async () => {
    const user = userEvent.setup();
    const api = renderSection({ [`GET ${GUESTS}`]: answer(apiRoutes.adminGuestData, data) });
    const saved = catchDownloads();

    await user.type(phoneInput(), '081-234-5678');
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดข้อมูล' }));

    await waitFor(() => expect(saved.names).toEqual(['guest-data-0812345678-2026-05-03.json']));
    const call = api.calls.find((c) => c.url === GUESTS);
    expect([call?.params, call?.authorization]).toEqual([{ phone: '0812345678' }, `Bearer ${TOKEN}`]);
    expect(JSON.parse(await (saved.blobs[0] as Blob).text())).toEqual(data);
    expect(await screen.findByText('ดาวน์โหลดข้อมูลแล้ว 1 ครั้งที่เข้าร่วม')).toBeInTheDocument();
  });

  it('says under the field when the phone is missing or malformed, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderSection({});
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดข้อมูล' }));
    expect(phoneInput()).toHaveAccessibleDescription(expect.stringContaining('กรุณากรอกหมายเลขโทรศัพท์'));
    await user.type(phoneInput(), '12345');
    await user.click(screen.getByRole('button', { name: 'ลบข้อมูล' }));
    expect(phoneInput()).toHaveAccessibleDescription(expect.stringContaining('หมายเลขโทรศัพท์ไม่ถูกต้อง'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the server’s answer for an unknown phone in Thai', async () => {
    const user = userEvent.setup();
    renderSection({ [`GET ${GUESTS}`]: answerError(404, { detail: apiMessages.guestPhoneNotFound }) });
    const saved = catchDownloads();
    await user.type(phoneInput(), '0899999999');
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลดข้อมูล' }));
    expect(await screen.findByText(apiMessages.guestPhoneNotFound)).toBeInTheDocument();
    expect(saved.names).toEqual([]);
  });

  it('says an erasure found nothing in the server’s Thai words, not as a missing address', async () => {
    const user = userEvent.setup();
    renderSection({ [`POST ${ERASE}`]: answerError(404, { detail: apiMessages.guestPhoneNotFound }) });
    await user.type(phoneInput(), '0899999999');
    await user.click(screen.getByRole('button', { name: 'ลบข้อมูล' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ลบข้อมูล' }));
    expect(await screen.findByText(apiMessages.guestPhoneNotFound)).toBeInTheDocument();
    expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
  });

  it('erases only after the Admin confirms what goes, then says what the server did', async () => {
    const user = userEvent.setup();
    const detail = apiMessages.guestErased(2);
    const api = renderSection({
      [`POST ${ERASE}`]: answer(apiRoutes.adminEraseGuest, { detail, visits: 2, slip_images: 1, kept_joined: 0 }),
    });
    await user.type(phoneInput(), '+66812345678');
    await user.click(screen.getByRole('button', { name: 'ลบข้อมูล' }));

    const dialog = await screen.findByRole('dialog', { name: 'ลบข้อมูลผู้เยี่ยมชม/ตัวแทน' });
    expect(dialog).toHaveTextContent('081-234-5678');
    expect(dialog).toHaveTextContent('กู้คืนไม่ได้');
    expect(api.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ลบข้อมูล' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ลบข้อมูล' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(api.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', ERASE, { phone: '0812345678', confirm: true }],
    ]);
    expect(phoneInput()).toHaveValue('');
  });

  it('shows the refusal of a phone whose guest joined as a member in Thai', async () => {
    const user = userEvent.setup();
    renderSection({ [`POST ${ERASE}`]: answerError(409, { detail: apiMessages.guestJoinedEraseMember }) });
    await user.type(phoneInput(), '0812345678');
    await user.click(screen.getByRole('button', { name: 'ลบข้อมูล' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ลบข้อมูล' }));
    expect(await screen.findByText(apiMessages.guestJoinedEraseMember)).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('0812345678');
  });
});
