import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MembersPage } from './members-page.tsx';

const member = {
  id: 5,
  first_name: 'สมชาย',
  last_name: 'รักงาน',
  phone: '0822222222',
  email: null,
  company: null,
  position: null,
  website: null,
  roles: [],
  active: true,
  line_display_name: 'Somchai',
  line_bound: true,
  created_at: '2026-01-01T00:00:00.000Z',
  erased_at: null,
};
const ERASE = '/api/admin/members/5/erase/';
const ERASED = 'ลบข้อมูลส่วนบุคคลของสมาชิกเรียบร้อยแล้ว';

function renderPage(handlers: Record<string, MockReply>) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({ 'GET /api/admin/members/': answer(apiRoutes.adminMembers, [member]), ...handlers });
  renderRoutes([{ path: '/', element: <MembersPage /> }]);
  return api;
}

describe('erasing a member on their request from the back office', () => {
  it('asks what erasing leaves behind, needs the word and the money acknowledged, then erases and says to unlink LINE', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [`GET ${ERASE}`]: answer(apiRoutes.adminErasureCheck, { owed: 450, credit: 0, line_bound: true }),
      [`POST ${ERASE}`]: answer(apiRoutes.adminEraseMember, { detail: ERASED, line_authorization: 'not_revoked' }),
    });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข' }));
    const form = await screen.findByRole('dialog', { name: 'แก้ไขข้อมูลสมาชิก' });
    await user.click(within(form).getByRole('button', { name: 'ลบข้อมูลสมาชิก (ตามคำขอ)' }));

    const dialog = await screen.findByRole('dialog', { name: 'ลบข้อมูลของ สมชาย รักงาน' });
    expect(dialog).toHaveTextContent('สมาชิกจะออกจากระบบทุกอุปกรณ์ทันที');
    expect(dialog).toHaveTextContent('ยังมียอดค้างชำระ 450.00 บาท');
    const erase = within(dialog).getByRole('button', { name: 'ลบข้อมูลถาวร' });
    await user.type(within(dialog).getByRole('textbox'), 'ลบข้อมูล');
    expect(erase).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(erase);

    expect(await screen.findByText(ERASED)).toBeInTheDocument();
    expect(screen.getByText(/การตั้งค่า > บัญชี > แอปที่เชื่อมต่อ/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ confirm: true, money_acknowledged: true });
  });

  it('shows the server’s refusal in the dialog (the last Admin, say) and erases nothing', async () => {
    const user = userEvent.setup();
    const lastAdmin = 'คุณเป็นผู้ดูแลระบบ (Admin) คนสุดท้าย กรุณาแต่งตั้งผู้ดูแลระบบคนอื่นก่อนลบข้อมูล';
    renderPage({
      [`GET ${ERASE}`]: answer(apiRoutes.adminErasureCheck, { owed: 0, credit: 0, line_bound: false }),
      [`POST ${ERASE}`]: answerError(400, { detail: lastAdmin }),
    });
    await user.click(await screen.findByRole('button', { name: 'แก้ไข' }));
    await user.click(await screen.findByRole('button', { name: 'ลบข้อมูลสมาชิก (ตามคำขอ)' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบข้อมูลของ สมชาย รักงาน' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'ลบข้อมูล');
    await user.click(within(dialog).getByRole('button', { name: 'ลบข้อมูลถาวร' }));
    expect(await within(dialog).findByText(lastAdmin)).toBeInTheDocument();
  });
});
