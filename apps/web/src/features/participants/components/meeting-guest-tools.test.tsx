import type { TStaffVisitor } from '@chapter/contract/meeting-guests';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthEventFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { choose, meeting, renderParticipants, tableRows } from '../testing/render-participants.tsx';
import { EventGuests } from './event-guests.tsx';

/** A coming weekly meeting nobody has brought a guest to yet. */
const coming = monthEventFixture({ id: 70, event_start_date_time: '2099-03-04T23:30:00Z' });

const registered: TStaffVisitor = {
  id: 91,
  guest: 44,
  visitor_name: 'ประภา โทรมา',
  url: '/visit?visit=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
  expires_at: '2099-03-05T01:30:00Z',
  meeting: {
    id: 70,
    name: 'ประชุมประจำสัปดาห์',
    event_start_date_time: '2099-03-04T23:30:00Z',
    event_end_date_time: '2099-03-05T01:30:00Z',
    location_name: 'โรงแรม',
    visitor_fee: 650,
  },
  host_name: 'สมศรี เลขา',
};

function renderGuests(event = coming, handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi(handlers);
  renderRoutes([{ path: '/', element: <EventGuests event={event} /> }]);
  return api;
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, phone = '086-777-1234') {
  await user.type(within(dialog).getByRole('textbox', { name: /^ชื่อ/ }), 'ประภา');
  await user.type(within(dialog).getByRole('textbox', { name: /^นามสกุล/ }), 'โทรมา');
  await user.type(within(dialog).getByRole('textbox', { name: /^บริษัท/ }), 'บริษัท โทรมา จำกัด');
  await user.type(within(dialog).getByRole('textbox', { name: /^ประเภทธุรกิจ/ }), 'บัญชี');
  await user.type(within(dialog).getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), phone);
}

describe('staff register a visitor who phoned and export a meeting’s guests', () => {
  it('registers the visitor from a dialog, then shows their link once, to copy and send them', async () => {
    const user = userEvent.setup();
    const api = renderGuests(coming, {
      'POST /api/meetings/70/visitors/': answer(apiRoutes.registerVisitorByStaff, registered),
    });
    // Nothing to export yet.
    expect(screen.queryByRole('button', { name: /ส่งออกรายชื่อผู้เยี่ยมชม/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียนผู้เยี่ยมชม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลงทะเบียนผู้เยี่ยมชม' });
    expect(dialog).toHaveTextContent('ประชุมประจำสัปดาห์ 05/03/2099 06:30');
    expect(dialog).toHaveTextContent('ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม');

    // Every field is needed: nothing is sent until they are there.
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(dialog).toHaveTextContent('กรุณากรอกชื่อ');
    expect(dialog).toHaveTextContent('กรุณากรอกเบอร์โทรศัพท์');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'ลิงก์ของผู้เยี่ยมชม' });
    expect(await screen.findByText('ลงทะเบียน ประภา โทรมา แล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'ประภา',
      last_name: 'โทรมา',
      company: 'บริษัท โทรมา จำกัด',
      business_category: 'บัญชี',
      phone: '086-777-1234',
    });
    const link = `${window.location.origin}${registered.url}`;
    const field = within(linkDialog).getByRole('textbox', { name: 'ลิงก์ของผู้เยี่ยมชม' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(linkDialog).toHaveTextContent('650.00 บาท');
    expect(linkDialog).toHaveTextContent('ใช้ได้ถึง 05/03/2099 08:30');
    await user.click(within(linkDialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(await within(linkDialog).findByRole('button', { name: 'คัดลอกแล้ว' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(linkDialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the server’s refusal of a field lands under it; any other refusal is a red toast and the form stays', async () => {
    const user = userEvent.setup();
    let answered = 0;
    renderGuests(coming, {
      'POST /api/meetings/70/visitors/': () =>
        ++answered === 1
          ? answerError(400, { phone: [apiMessages.phoneInvalid] })
          : answerError(400, { non_field_errors: [apiMessages.visitorsOnlyForMeetings] }),
    });
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียนผู้เยี่ยมชม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลงทะเบียนผู้เยี่ยมชม' });
    await fill(user, dialog, '12');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(apiMessages.phoneInvalid)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(apiMessages.visitorsOnlyForMeetings)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ลงทะเบียนผู้เยี่ยมชม' })).toBeInTheDocument();
  });

  it('a past meeting with guests offers their file as CSV and Excel, saved under the server’s names, and no registration', async () => {
    const user = userEvent.setup();
    const withGuests = {
      ...meeting,
      guests: [
        {
          id: 31,
          kind: 'visitor' as const,
          full_name: 'มานพ มาเยือน',
          company: 'มานพการพิมพ์',
          host_name: 'สมชาย รักงาน',
          price: 650,
          is_paid: true,
        },
      ],
    };
    const exportFile = (request: MockRequest) =>
      answer(apiRoutes.meetingGuestsExport, new Blob(['file']), {
        'Content-Disposition': `attachment; filename="guests-2026-03-05.${request.params.format}"`,
      });
    const { api } = renderParticipants({
      events: [withGuests],
      handlers: { 'GET /api/admin/meetings/5/guests/export/': exportFile },
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guests');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await tableRows();
    await choose('เดือน', 'มีนาคม');
    await choose('กิจกรรม', /ประชุมประจำสัปดาห์/);
    const section = await screen.findByRole('region', { name: 'ผู้เยี่ยมชมและตัวแทน 1 คน' });
    expect(within(section).queryByRole('button', { name: 'ลงทะเบียนผู้เยี่ยมชม' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'ส่งออกรายชื่อผู้เยี่ยมชม (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: 'ส่งออกรายชื่อผู้เยี่ยมชม (Excel)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const exports = api.calls.filter((call) => call.url === '/api/admin/meetings/5/guests/export/');
    expect(exports.map((call) => [call.params, call.authorization])).toEqual([
      [{ format: 'csv' }, 'Bearer tok_abcdefghijklmnopqrstuvwxyz'],
      [{ format: 'xlsx' }, 'Bearer tok_abcdefghijklmnopqrstuvwxyz'],
    ]);
    expect(saved).toEqual(['guests-2026-03-05.csv', 'guests-2026-03-05.xlsx']);
  });

  it('a cancelled meeting without guests offers neither', () => {
    renderGuests({ ...coming, is_cancelled: true });
    expect(screen.queryByRole('button', { name: 'ลงทะเบียนผู้เยี่ยมชม' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ส่งออกรายชื่อผู้เยี่ยมชม/ })).not.toBeInTheDocument();
  });
});
