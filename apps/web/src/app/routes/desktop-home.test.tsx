import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../../lib/cookies.ts';
import { profileFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { DesktopHome } from './desktop-home.tsx';

function renderHome(roles: unknown) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  localStorage.setItem('roles', JSON.stringify(roles));
  mockApi({ 'GET /api/member/profile/': { status: 200, data: profileFixture() } });
  return renderRoutes([{ path: '/', element: <DesktopHome /> }]);
}

describe('desktop home', () => {
  it('a Secretary/Treasurer sees five tabs, including payment validation and the participant list', () => {
    renderHome([{ name: 'Member' }, { name: 'Secretary/Treasurer' }]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
      'ตรวจสอบการชำระเงิน',
      'รายชื่อผู้เข้าร่วม',
    ]);
  });

  it('a member sees three tabs', () => {
    renderHome([{ name: 'Member' }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
    ]);
  });

  it('shows the display name from the cookie in the menu', () => {
    writeCookie('display_name', 'Somchai ☕');
    renderHome([]);
    expect(screen.getByTestId('display-name')).toHaveTextContent('Somchai ☕');
  });

  it('starts on the Profile tab and shows the profile', async () => {
    renderHome([]);
    expect(screen.getByRole('tab', { name: 'โปรไฟล์' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('outstanding-amount')).toBeInTheDocument();
  });

  it('a tab whose screen is not built yet says so instead of pretending to work', async () => {
    renderHome([{ name: 'Secretary/Treasurer' }]);
    await userEvent.click(screen.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }));
    expect(screen.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('ยังไม่เปิดให้ใช้งาน');
    expect(screen.queryByTestId('outstanding-amount')).not.toBeInTheDocument();
  });
});
