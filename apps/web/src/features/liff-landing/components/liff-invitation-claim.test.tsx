import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { connectLiff } from '../../../lib/liff-client.ts';
import { answer, answerError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fakeLiff, lineConfig, loginOk, mockMiniAppScreens, navigation } from '../testing/liff-fakes.ts';

// LIFF is a stand-in whose answers each test sets (testing/liff-fakes.ts).
vi.mock('../../../lib/liff-client.ts', () => ({ connectLiff: vi.fn() }));

beforeEach(() => {
  vi.mocked(connectLiff).mockReset();
  vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
});

const LIFF_LOGIN = 'POST /api/users/liff-api-token-auth/';
const pending = { claim_pending: true as const, detail: apiMessages.claimPending };
const loginBodies = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/users/liff-api-token-auth/').map((call) => call.body);

describe('an invitation link in the mini-app', () => {
  it('binds with the invitation and opens the profile mini-app, even on a phone already signed in', async () => {
    localStorage.setItem('token', 'tok_someone_else_abcdefghij');
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      [LIFF_LOGIN]: answer(apiRoutes.liffLogin, loginOk),
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, '/liff/profile?invite=inv_token_123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/profile'), navigation);
    expect(connectLiff).toHaveBeenCalledWith({ liffId: '1660000000-Profile1', demo: false });
    expect(loginBodies(api.calls)).toEqual([{ liff_access_token: 'line-access-token', invitation: 'inv_token_123' }]);
    expect(localStorage.getItem('token')).toBe(loginOk.token);
  });

  it('shows why a refused invitation cannot be used, and going on without it asks for the phone number', async () => {
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      [LIFF_LOGIN]: (request) =>
        (request.body as { invitation?: string }).invitation
          ? answerError(400, { invitation: [apiMessages.invitationInvalid] })
          : answer(apiRoutes.liffLogin, { phone_required: true, detail: apiMessages.phoneNeededToBind }),
    });
    const { router } = renderRoutes(routes, '/liff/profile?invite=expired_token');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ใช้ลิงก์เชิญนี้ไม่ได้');
    // The server's words as they are, without the field's name.
    expect(screen.getByText(apiMessages.invitationInvalid)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ดำเนินการต่อโดยไม่ใช้ลิงก์เชิญ' }));
    expect(await screen.findByText(apiMessages.phoneNeededToBind)).toBeInTheDocument();
    expect(await screen.findByLabelText(/หมายเลขโทรศัพท์/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(loginBodies(api.calls)).toEqual([
      { liff_access_token: 'line-access-token', invitation: 'expired_token' },
      { liff_access_token: 'line-access-token' },
    ]);
  });
});

describe('a claim waiting for staff', () => {
  it('after the phone number, says staff will confirm; checking again once approved opens the mini-app', async () => {
    let approved = false;
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      [LIFF_LOGIN]: (request) => {
        const body = request.body as { username?: string };
        if (body.username) return answer(apiRoutes.liffLogin, pending);
        if (approved) return answer(apiRoutes.liffLogin, loginOk);
        return answer(apiRoutes.liffLogin, { phone_required: true, detail: apiMessages.phoneNeededToBind });
      },
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, '/liff/event');

    await userEvent.type(await screen.findByLabelText(/หมายเลขโทรศัพท์/), '0822222222');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('heading', { name: 'รอเจ้าหน้าที่ยืนยัน' })).toBeInTheDocument();
    expect(screen.getByText(apiMessages.claimPending)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();

    approved = true;
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/liff-app/event'), navigation);
    expect(loginBodies(api.calls).at(-1)).toEqual({ liff_access_token: 'line-access-token' });
    expect(localStorage.getItem('token')).toBe(loginOk.token);
  });

  it('on a later visit still says it is waiting, and stays so while staff have not decided', async () => {
    const api = mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      [LIFF_LOGIN]: answer(apiRoutes.liffLogin, pending),
    });
    renderRoutes(routes, '/liff/profile');

    expect(await screen.findByRole('heading', { name: 'รอเจ้าหน้าที่ยืนยัน' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    await waitFor(() => expect(loginBodies(api.calls)).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'รอเจ้าหน้าที่ยืนยัน' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/หมายเลขโทรศัพท์/)).not.toBeInTheDocument();
  });

  it('asks for the phone number again, in the server’s words, when staff refused the claim', async () => {
    let refused = false;
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      [LIFF_LOGIN]: () =>
        refused
          ? answer(apiRoutes.liffLogin, { phone_required: true, detail: apiMessages.claimRefusedBefore })
          : answer(apiRoutes.liffLogin, pending),
    });
    renderRoutes(routes, '/liff/profile');

    await screen.findByRole('heading', { name: 'รอเจ้าหน้าที่ยืนยัน' });
    refused = true;
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    expect(await screen.findByText(apiMessages.claimRefusedBefore)).toBeInTheDocument();
    expect(await screen.findByLabelText(/หมายเลขโทรศัพท์/)).toBeInTheDocument();
  });
});
