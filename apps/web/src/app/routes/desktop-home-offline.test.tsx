import { apiRoutes } from '@chapter/contract/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileFixture } from '../../test/fixtures.ts';
import { answer, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { DesktopHome } from './desktop-home.tsx';

// The events tab's code cannot be fetched, as when the network is down (issue 32).
vi.mock('../../features/events/components/events-screen.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/events-screen.js');
});

describe('desktop home without a connection', () => {
  it('a tab whose code cannot be fetched says so in Thai in its place; the menu and the other tabs keep working', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    localStorage.setItem('roles', JSON.stringify([{ name: 'Member' }]));
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()) });
    renderRoutes([{ path: '/', element: <DesktopHome /> }]);

    await userEvent.click(screen.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }));

    expect(await screen.findByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    expect(screen.queryByText(/ขออภัย หน้านี้ทำงานผิดพลาด/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'แจ้งชำระเงิน' }));
    expect(screen.getByRole('tab', { name: 'แจ้งชำระเงิน' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).not.toBeInTheDocument();
  });
});
