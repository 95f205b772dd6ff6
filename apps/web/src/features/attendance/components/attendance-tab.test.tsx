import { apiRoutes } from '@chapter/contract/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DesktopHome } from '../../../app/routes/desktop-home.tsx';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { attendanceServer, TOKEN } from '../testing/attendance-fixtures.tsx';

function renderHome(roles: string[]) {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('roles', JSON.stringify(roles.map((name) => ({ name }))));
  attendanceServer({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()) });
  return renderRoutes([{ path: '/', element: <DesktopHome /> }]);
}

const tab = () => screen.queryByRole('tab', { name: 'การเข้าประชุม' });

describe('the attendance tab', () => {
  it('a Vice President has it, and it opens on the sheet, the leave requests and the members at risk', async () => {
    const user = userEvent.setup();
    renderHome(['Member', 'Vice President']);
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
      'การเข้าประชุม',
    ]);
    await user.click(tab() as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'ตารางการเข้าประชุม (PALMS)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'คำขอลา' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'สมาชิกที่ขาดประชุมบ่อย' })).toBeInTheDocument();
  });

  it('an Admin has it with the sheet', async () => {
    const user = userEvent.setup();
    renderHome(['Admin']);
    await user.click(tab() as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'ตารางการเข้าประชุม (PALMS)' })).toBeInTheDocument();
  });

  it('a Secretary/Treasurer has it with the members at risk only', async () => {
    const user = userEvent.setup();
    renderHome(['Secretary/Treasurer']);
    await user.click(tab() as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'สมาชิกที่ขาดประชุมบ่อย' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ตารางการเข้าประชุม (PALMS)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'คำขอลา' })).not.toBeInTheDocument();
  });

  it('a plain member or a Visitor Host has no attendance tab', () => {
    renderHome(['Member', 'Visitor Host']);
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    expect(tab()).not.toBeInTheDocument();
  });
});
