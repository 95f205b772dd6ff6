import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { connectLiff, type LiffClient } from '../../../lib/liff-client.ts';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fakeLiff, lineConfig, loginOk, mockMiniAppScreens, navigation } from '../testing/liff-fakes.ts';

// LIFF is a stand-in whose answers each test sets (testing/liff-fakes.ts).
vi.mock('../../../lib/liff-client.ts', () => ({ connectLiff: vi.fn() }));

beforeEach(() => {
  vi.mocked(connectLiff).mockReset();
});

describe('the mini-app landing /liff/:app', () => {
  it('goes straight to /liff-app/{app} when a token is stored, without loading LIFF', async () => {
    localStorage.setItem('token', 'tok_stored_abcdefghijklmnop');
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, lineConfig), ...mockMiniAppScreens() });
    const { router } = renderRoutes(routes, '/liff/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/payment'), navigation);
    expect(connectLiff).not.toHaveBeenCalled();
  });

  it('says it is connecting to LINE, then offers LINE Login with a connect button that comes back to this page', async () => {
    const liff = fakeLiff(false);
    let connected!: (client: LiffClient) => void;
    vi.mocked(connectLiff).mockReturnValue(new Promise((resolve) => (connected = resolve)));
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, lineConfig) });
    renderRoutes(routes, '/liff/event?month=5');

    expect(await screen.findByText('กำลังเชื่อมต่อกับ LINE…')).toBeInTheDocument();
    await waitFor(() => expect(connectLiff).toHaveBeenCalledWith({ liffId: '1660000000-EventApp', demo: false }));
    expect(screen.getByText('กำลังเชื่อมต่อกับ LINE…')).toBeInTheDocument();
    connected(liff);

    await userEvent.click(await screen.findByRole('button', { name: 'เชื่อมต่อกับ LINE' }));
    expect(liff.login).toHaveBeenCalledWith(`${window.location.origin}/liff/event?month=5`);
  });

  it('logs a bound LINE account in with its access token alone and opens the mini-app', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': answer(apiRoutes.liffLogin, loginOk),
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, '/liff/event');

    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/event'), navigation);
    expect(api.calls.find((call) => call.url === '/api/users/liff-api-token-auth/')?.body).toEqual({
      liff_access_token: 'line-access-token',
    });
    expect(localStorage.getItem('token')).toBe(loginOk.token);
    // Kept for this LINE session only: erasing oneself hands it over so LINE's authorization goes too.
    expect(sessionStorage.getItem('line-access-token')).toBe('line-access-token');
    sessionStorage.clear();
  });

  it('asks a new LINE account for the phone number once, in the server’s words, then opens the mini-app', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    const prompt = 'กรุณากรอกหมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับชาปเตอร์ เพื่อเชื่อมบัญชี LINE นี้ครั้งแรก';
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': (request) => {
        const body = request.body as { username?: string };
        return body.username
          ? answer(apiRoutes.liffLogin, loginOk)
          : answer(apiRoutes.liffLogin, { phone_required: true, detail: prompt });
      },
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, '/liff/profile');

    expect(await screen.findByText(prompt)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/หมายเลขโทรศัพท์/), '0822222222');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/profile'), navigation);
    expect(api.calls.filter((call) => call.url === '/api/users/liff-api-token-auth/').map((call) => call.body)).toEqual(
      [{ liff_access_token: 'line-access-token' }, { liff_access_token: 'line-access-token', username: '0822222222' }],
    );
  });

  it('shows a refused phone number as Login Failed and keeps the form', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    const taken = 'หมายเลขโทรศัพท์นี้เชื่อมกับบัญชี LINE อื่นแล้ว กรุณาติดต่อเลขานุการ/เหรัญญิก';
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': (request) => {
        const body = request.body as { username?: string };
        return body.username
          ? answerError(400, { non_field_errors: [taken] })
          : answer(apiRoutes.liffLogin, { phone_required: true, detail: 'กรุณากรอกหมายเลขโทรศัพท์' });
      },
    });
    renderRoutes(routes, '/liff/event');

    await userEvent.type(await screen.findByLabelText(/หมายเลขโทรศัพท์/), '0822222222');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent(taken);
    expect(screen.getByLabelText(/หมายเลขโทรศัพท์/)).toBeInTheDocument();
  });

  it('offers to connect to LINE again when LINE’s token is refused', async () => {
    const liff = fakeLiff(true);
    vi.mocked(connectLiff).mockResolvedValue(liff);
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': answerError(400, {
        non_field_errors: ['การเข้าสู่ระบบ LINE หมดอายุแล้ว กรุณาเปิดมินิแอปจาก LINE อีกครั้ง'],
      }),
    });
    renderRoutes(routes, '/liff/event');

    expect(await screen.findByRole('alert')).toHaveTextContent('การเข้าสู่ระบบ LINE หมดอายุแล้ว');
    await userEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อกับ LINE ใหม่' }));
    expect(liff.logout).toHaveBeenCalled();
    expect(liff.login).toHaveBeenCalledWith(`${window.location.origin}/liff/event`);
  });

  it("shows a LIFF platform error in a negative message titled 'Error on Line LIFF'", async () => {
    vi.mocked(connectLiff).mockRejectedValue(
      Object.assign(new Error('access_denied: The resource owner denied the request.'), { code: 'INIT_FAILED' }),
    );
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, lineConfig) });
    renderRoutes(routes, '/liff/event');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error on Line LIFF');
    expect(alert).toHaveTextContent('INIT_FAILED: access_denied: The resource owner denied the request.');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบผ่านเว็บไซต์' })).toHaveAttribute('href', '/login');
  });

  it('says LINE is not set up when the server has no LIFF id and is not the demo', async () => {
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, configFixture({ demo: false })) });
    renderRoutes(routes, '/liff/event');
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบนี้ยังไม่ได้เชื่อมต่อกับ LINE');
    expect(connectLiff).not.toHaveBeenCalled();
  });

  it('the demo connects to the mocked LINE and says so', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(false));
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, configFixture({ demo: true })) });
    renderRoutes(routes, '/liff/event');
    expect(await screen.findByText(/โหมดสาธิต/)).toBeInTheDocument();
    expect(connectLiff).toHaveBeenCalledWith({ liffId: null, demo: true });
  });

  it('after Log Out it waits for the member to press connect instead of signing straight back in', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': answer(apiRoutes.liffLogin, loginOk),
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, { pathname: '/liff/profile/', state: { signedOut: true } });

    expect(await screen.findByText(/ออกจากระบบแล้ว/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/users/liff-api-token-auth/')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อกับ LINE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/profile'), navigation);
  });

  it("takes LINE's login parameters out of the address once LIFF has read them", async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(false));
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, lineConfig) });
    const { router } = renderRoutes(routes, '/liff/event?code=abc&state=xyz&liffClientId=1660000000&month=5');
    await screen.findByRole('button', { name: 'เชื่อมต่อกับ LINE' });
    await waitFor(() => expect(router.state.location.search).toBe('?month=5'));
  });
});
