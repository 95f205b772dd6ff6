import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { answer, answerError, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MembersPage } from './members-page.tsx';

const member = {
  id: 5,
  first_name: 'สมชาย',
  last_name: 'รักงาน',
  phone: '0822222222',
  email: null,
  company: 'รักงานก่อสร้าง',
  position: null,
  website: null,
  roles: [],
  active: true,
  line_display_name: 'Somchai',
  line_bound: true,
  created_at: '2026-01-01T00:00:00.000Z',
  erased_at: null,
};

function renderPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({ 'GET /api/admin/members/': answer(apiRoutes.adminMembers, [member]), ...handlers });
  renderRoutes([{ path: '/', element: <MembersPage /> }]);
  return api;
}

describe('back-office members', () => {
  it('adds a member and shows the server refusing a taken phone under the phone field', async () => {
    const user = userEvent.setup();
    const api = renderPage({ 'POST /api/admin/members/': answerError(400, { phone: [apiMessages.phoneTaken] }) });
    await user.click(await screen.findByRole('button', { name: 'เพิ่มสมาชิก' }));
    const dialog = await screen.findByRole('dialog', { name: 'เพิ่มสมาชิก' });
    await user.type(within(dialog).getByLabelText('ชื่อ', { exact: false, selector: 'input' }), 'วิชัย');
    await user.type(within(dialog).getByLabelText('นามสกุล', { exact: false }), 'ศรีสุข');
    await user.type(within(dialog).getByLabelText('หมายเลขโทรศัพท์', { exact: false }), '082-222-2222');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText(apiMessages.phoneTaken)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      first_name: 'วิชัย',
      phone: '082-222-2222',
      active: true,
    });
  });

  it('deactivates a member after a confirmation, sending the member with active off', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'PUT /api/admin/members/5/': answer(apiRoutes.adminUpdateMember, { ...member, active: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'ระงับบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการระงับบัญชี' });
    expect(dialog).toHaveTextContent('สมชาย รักงาน');
    await user.click(within(dialog).getByRole('button', { name: 'ระงับบัญชี' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ phone: '0822222222', active: false });
  });

  const erasedMember = {
    ...member,
    id: 29,
    first_name: 'สมาชิกที่ลบข้อมูลแล้ว',
    last_name: '',
    phone: '',
    company: null,
    line_display_name: null,
    line_bound: false,
    active: false,
    erased_at: '2026-11-05T03:00:00.000Z',
  };

  it('shows an erased member as one muted line with the date of erasure, and nothing to edit or reactivate', async () => {
    renderPage({
      'GET /api/admin/members/': answer(apiRoutes.adminMembers, [{ ...member, erased_at: null }, erasedMember]),
    });
    const erased = await screen.findByTestId('erased-member');
    expect(erased).toHaveTextContent('สมาชิกที่ลบข้อมูลแล้วลบข้อมูลเมื่อ 05/11/2026');
    const row = erased.closest('tr') as HTMLElement;
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(row).not.toHaveTextContent('erased-');
    // The live member keeps their actions: one edit and one deactivate on the page, none for the erased row.
    expect(screen.getAllByRole('button', { name: 'แก้ไข' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'เปิดใช้งาน' })).not.toBeInTheDocument();
  });

  it('on a phone an erased member is a card with the name and date only', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    renderPage({ 'GET /api/admin/members/': answer(apiRoutes.adminMembers, [erasedMember]) });
    const card = await screen.findByRole('listitem', { name: 'สมาชิกที่ลบข้อมูลแล้ว' });
    expect(card).toHaveTextContent('สมาชิกที่ลบข้อมูลแล้วลบข้อมูลเมื่อ 05/11/2026');
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('offers the members as CSV and as Excel, each fetched with the token and saved under the server’s name', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/admin/members/export/': (request: MockRequest) =>
        answer(apiRoutes.adminExportMembers, new Blob(['file']), {
          'Content-Disposition': `attachment; filename="members-2026-11-28.${request.params.format}"`,
        }),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:members');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'ส่งออก CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'ส่งออก Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    const exports = api.calls.filter((call) => call.url === '/api/admin/members/export/');
    expect(exports.map((call) => [call.params, call.authorization])).toEqual([
      [{ format: 'csv' }, 'Bearer tok_abcdefghijklmnopqrstuvwxyz'],
      [{ format: 'xlsx' }, 'Bearer tok_abcdefghijklmnopqrstuvwxyz'],
    ]);
    expect(saved).toEqual(['members-2026-11-28.csv', 'members-2026-11-28.xlsx']);
  });
});
