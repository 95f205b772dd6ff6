import { apiRoutes } from '@chapter/contract/routes';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { availableEventFixture, configFixture, profileFixture, slipFixture } from '../test/fixtures.ts';
import { answer, answerError, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { routes } from './router.tsx';

const config = configFixture({ bank: { name: '', account_holder: '', account_number: '', promptpay_id: '' } });

const loginOk = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  member: { id: 3, first_name: 'สุดารัตน์', last_name: 'ทองมา', roles: [{ name: 'Member' }] },
  user: { liff_display_name: null },
};

describe('routes', () => {
  it('opening the mini-app profile without a token shows login, and logging in comes back to it', async () => {
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': answer(apiRoutes.login, loginOk),
      'GET /api/member/profile/': answer(
        apiRoutes.profile,
        profileFixture({ first_name: 'สุดารัตน์', last_name: 'ทองมา' }),
      ),
    });
    const { router } = renderRoutes(routes, '/liff-app/profile');

    expect(await screen.findByRole('heading', { name: 'Demo Chapter Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), '0833333333');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('สุดารัตน์ ทองมา')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liff-app/profile');
    // The mini-app has no desktop menu.
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('the desktop home needs a token too', async () => {
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, config) });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: '/' }) });
  });

  it('with a token, / shows the desktop home', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()) });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('tab', { name: 'โปรไฟล์' })).toBeInTheDocument();
  });

  it('the mini-app event and payment pages show their screens, without the desktop menu', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [availableEventFixture()]),
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 1250 })),
      'GET /api/config/': answer(apiRoutes.config, configFixture()),
      'GET /api/payment/history/': answer(apiRoutes.paymentHistory, [slipFixture()]),
    });
    const { router } = renderRoutes(routes, '/liff-app/event');
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนกิจกรรม' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ลงทะเบียน' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await act(() => router.navigate('/liff-app/payment'));
    expect(await screen.findByTestId('outstanding-amount')).toHaveTextContent('ยอดค้างชำระ 1,250.00 บาท');
    expect(await screen.findByRole('button', { name: 'อัปโหลดสลิป' })).toBeInTheDocument();
    expect(await screen.findByTestId('slip-item')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('the door opens in the mini-app without the desktop menu', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    localStorage.setItem('roles', '[{"name":"Visitor Host"}]');
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      'GET /api/config/': answer(apiRoutes.config, configFixture()),
      'GET /api/door/meetings/': answer(apiRoutes.doorMeetings, { meetings: [], current: null }),
    });
    renderRoutes(routes, '/liff-app/door');
    expect(await screen.findByRole('heading', { name: 'หน้างาน' })).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีการประชุมประจำสัปดาห์ที่เปิดหน้างานได้ในช่วงนี้')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('an unknown path shows the not-found page', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('the mini-app landing answers for profile, event and payment only; any other /liff/ path is not found', async () => {
    for (const path of ['/liff/unknown', '/liff/profile-x', '/liff/event/extra', '/liff']) {
      const { unmount } = renderRoutes(routes, path);
      expect(await screen.findByText('404'), path).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'เชื่อมต่อกับ LINE' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('each mini-app landing, with a token stored, goes straight to its screen', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    for (const app of ['profile', 'event', 'payment']) {
      const { router, unmount } = renderRoutes(routes, `/liff/${app}/`);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/liff-app/${app}`));
      unmount();
    }
  });

  it('a revoked token sends the member to the login page, remembering where they were', async () => {
    localStorage.setItem('token', 'tok_revoked_aaaaaaaaaaaaaa');
    localStorage.setItem('roles', '[{"name":"Member"}]');
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'GET /api/member/profile/': answerError(401, { detail: 'การเข้าสู่ระบบหมดอายุหรือถูกยกเลิกแล้ว' }),
    });
    window.history.replaceState(null, '', '/liff-app/profile');
    const queryClient = createQueryClient();
    const { unmount } = render(
      <AppProviders queryClient={queryClient} env="test">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { name: 'Demo Chapter Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    // The browser's history entry carries where the member was (React Router keeps it under `usr`).
    expect(window.history.state.usr).toEqual({ from: expect.objectContaining({ pathname: '/liff-app/profile' }) });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
    unmount();
    window.history.replaceState(null, '', '/');
  });
});
