import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LoginScreen } from './login-screen.tsx';

const config = configFixture({ bank: { name: '', account_holder: '', account_number: '', promptpay_id: '' } });

const loginFailedText = 'ไม่พบสมาชิกที่ใช้หมายเลขโทรศัพท์นี้ หรือบัญชีถูกระงับการใช้งาน กรุณาตรวจสอบหมายเลข หรือติดต่อเลขานุการ/เหรัญญิก';

const loginOk = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  member: { id: 1, first_name: 'สมศักดิ์', last_name: 'ใจดี', roles: [{ name: 'Secretary/Treasurer' }] },
  user: { liff_display_name: null },
};

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/', element: <p>home page</p> },
      { path: '/liff-app/profile', element: <p>mini-app profile page</p> },
    ],
    { pathname: '/login', state },
  );
}

describe('login screen', () => {
  it('shows the chapter name in the title and a labelled telephone field', async () => {
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, config) });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Demo Chapter Login' })).toBeInTheDocument();
    const phone = screen.getByLabelText(/หมายเลขโทรศัพท์/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });

  it('an empty number is refused on the spot with a required message, without calling the server', async () => {
    const api = mockApi({ 'GET /api/config/': answer(apiRoutes.config, config) });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('จำเป็นต้องกรอกหมายเลขโทรศัพท์')).toBeInTheDocument();
    expect(screen.getByLabelText(/หมายเลขโทรศัพท์/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a failed login shows the Login Failed box with the server text', async () => {
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': answerError(400, { non_field_errors: [loginFailedText] }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), '0899999999');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent(loginFailedText);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a field error from the server reads "message (field)" in the box', async () => {
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': answerError(400, { username: ['หมายเลขโทรศัพท์ไม่ถูกต้อง'] }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('หมายเลขโทรศัพท์ไม่ถูกต้อง (หมายเลขโทรศัพท์)');
  });

  it('a successful login stores the session and returns to the page the member came from', async () => {
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': answer(apiRoutes.login, loginOk),
    });
    renderLogin({ from: { pathname: '/liff-app/profile', search: '', hash: '' } });
    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), ' 081-111-1111 ');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('mini-app profile page')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ username: '081-111-1111' });
    expect(localStorage.getItem('token')).toBe(loginOk.token);
    expect(localStorage.getItem('roles')).toBe('[{"name":"Secretary/Treasurer"}]');
  });

  it('without a page to return to, a successful login goes home', async () => {
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': answer(apiRoutes.login, loginOk),
    });
    const { router } = renderLogin();
    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), '0811111111');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the server sends a code to LINE, asks for it and logs in with the phone and the code', async () => {
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, config),
      'POST /api/users/api-token-auth/': (request) => {
        const body = request.body as { code?: string };
        if (!body.code) return answer(apiRoutes.login, { confirmation_required: true, detail: 'ส่งรหัสไปที่ LINE แล้ว' });
        return body.code === '123456'
          ? answer(apiRoutes.login, loginOk)
          : answerError(400, { code: ['รหัสยืนยันไม่ถูกต้อง เหลือโอกาสอีก 4 ครั้ง'] });
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/หมายเลขโทรศัพท์/), '0811111111');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('ส่งรหัสไปที่ LINE แล้ว')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'รหัสยืนยัน หลักที่ 1' }));
    await userEvent.keyboard('654321');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันรหัส' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัสยืนยันไม่ถูกต้อง เหลือโอกาสอีก 4 ครั้ง (รหัสยืนยัน)');

    await userEvent.click(screen.getByRole('textbox', { name: 'รหัสยืนยัน หลักที่ 1' }));
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}123456');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันรหัส' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([
      { username: '0811111111' },
      { username: '0811111111', code: '654321' },
      { username: '0811111111', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe(loginOk.token);
  });
});
