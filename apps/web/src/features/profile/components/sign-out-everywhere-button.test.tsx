import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

const SIGN_OUT_EVERYWHERE = '/api/users/sign-out-everywhere/';
const DONE = 'ออกจากระบบทุกอุปกรณ์เรียบร้อยแล้ว';

function renderProfile(logoutTo: string) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([
    { path: '/', element: <ProfileScreen logoutTo={logoutTo} /> },
    { path: '/login', element: <p>login page</p> },
    { path: '/liff/:app', element: <p>mini-app landing</p> },
  ]);
}

/** Opens the dialog from the profile and returns it. */
async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
  return screen.findByRole('dialog', { name: 'ออกจากระบบทุกอุปกรณ์' });
}

describe('signing out of every device from the profile', () => {
  it('asks first, saying every device and the LINE mini-app must log in again, then signs out and goes to /login', async () => {
    const api = mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      [`POST ${SIGN_OUT_EVERYWHERE}`]: answer(apiRoutes.signOutEverywhere, { detail: DONE }),
    });
    const { router } = renderProfile('/login');
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('มินิแอปใน LINE');
    expect(dialog).toHaveTextContent('ต้องเข้าสู่ระบบใหม่ทุกเครื่อง');
    expect(api.calls.some((call) => call.url === SIGN_OUT_EVERYWHERE)).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ signedOut: true });
    expect(api.calls.find((call) => call.url === SIGN_OUT_EVERYWHERE)).toMatchObject({
      method: 'POST',
      authorization: 'Bearer tok_abcdefghijklmnopqrstuvwxyz',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(DONE)).toBeInTheDocument();
  });

  it('in the mini-app goes to /liff/profile/ as Log Out does, so LINE does not sign straight back in', async () => {
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      [`POST ${SIGN_OUT_EVERYWHERE}`]: answer(apiRoutes.signOutEverywhere, { detail: DONE }),
    });
    const { router } = renderProfile('/liff/profile/');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    expect(await screen.findByText('mini-app landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liff/profile/');
    expect(router.state.location.state).toEqual({ signedOut: true });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('backing out of the dialog signs nobody out', async () => {
    const api = mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()) });
    renderProfile('/login');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.url === SIGN_OUT_EVERYWHERE)).toBe(false);
    expect(localStorage.getItem('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
  });

  it('stays signed in and shows the server message when it fails, so the member can try again', async () => {
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      [`POST ${SIGN_OUT_EVERYWHERE}`]: answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' }),
    });
    const { router } = renderProfile('/login');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบทุกอุปกรณ์' }));
    expect(await screen.findByText('เกิดข้อผิดพลาดภายในระบบ')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('tok_abcdefghijklmnopqrstuvwxyz');
  });
});
