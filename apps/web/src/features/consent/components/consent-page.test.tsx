import type { TPrivacyNoticeResponse } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireToken } from '../../../app/require-token.tsx';
import { setConsentRequiredHandler } from '../../../lib/api-client.ts';
import { demandConsent } from '../../../lib/privacy-notice.ts';
import { useProfile } from '../../../lib/profile.ts';
import { memberKeys } from '../../../lib/query-keys.ts';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';

const NOTICE = '/api/privacy/notice/';
const CONSENT = '/api/privacy/consent/';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const CONSENT_DETAIL = 'กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวของชาปเตอร์ก่อนใช้งาน';
const CHANGED_DETAIL = 'ประกาศความเป็นส่วนตัวมีฉบับใหม่ระหว่างที่คุณอ่าน กรุณาอ่านฉบับล่าสุดแล้วยอมรับอีกครั้ง';

function notice(version: number, overrides: Partial<TPrivacyNoticeResponse> = {}): TPrivacyNoticeResponse {
  return {
    version,
    body: `ฉบับที่ ${version}: ชาปเตอร์เก็บชื่อและหมายเลขโทรศัพท์ของคุณ\nเพื่อการลงทะเบียน <b>ไม่ใช่ HTML</b>`,
    // 17:30 UTC on 1 May is 00:30 on 2 May in Bangkok.
    published_at: '2026-05-01T17:30:00Z',
    agreed_version: null,
    agreed_at: null,
    consent_required: true,
    ...overrides,
  };
}

const agreed = (version: number) =>
  notice(version, { agreed_version: version, agreed_at: '2026-05-03T02:00:00Z', consent_required: false });

/** A signed-in screen that calls the API itself, as every screen does. */
function ProfileProbe() {
  const profile = useProfile();
  if (profile.isError) return <p>profile failed</p>;
  return <p>{profile.isSuccess ? 'profile screen' : 'profile loading'}</p>;
}

function renderApp(initialEntry = '/') {
  localStorage.setItem('token', TOKEN);
  const view = renderRoutes(
    [
      {
        Component: RequireToken,
        children: [
          { path: '/', element: <ProfileProbe /> },
          { path: '/liff-app/event', element: <ProfileProbe /> },
        ],
      },
      { path: '/login', element: <p>login page</p> },
      { path: '/liff/:app', element: <p>mini-app landing</p> },
    ],
    initialEntry,
  );
  // What the app's routes register (app-routes.tsx).
  setConsentRequiredHandler(() => demandConsent(view.queryClient));
  return view;
}

const noticeCalls = (calls: { url: string }[]) => calls.filter((call) => call.url === NOTICE).length;

afterEach(() => setConsentRequiredHandler(() => {}));

describe('the privacy notice before any signed-in screen', () => {
  it('shows the notice as plain text with its version and date, and agreeing to it brings the screen back', async () => {
    const user = userEvent.setup();
    let agreedYet = false;
    mockApi({
      [`GET ${NOTICE}`]: answer(apiRoutes.privacyNotice, notice(2)),
      [`POST ${CONSENT}`]: () => {
        agreedYet = true;
        return answer(apiRoutes.agreeToPrivacyNotice, agreed(2));
      },
      'GET /api/member/profile/': () =>
        agreedYet
          ? answer(apiRoutes.profile, profileFixture())
          : answerError(403, { detail: CONSENT_DETAIL, code: 'consent_required' }),
    });
    renderApp();

    expect(await screen.findByRole('heading', { name: 'ประกาศความเป็นส่วนตัว' })).toBeInTheDocument();
    expect(screen.getByText('ฉบับที่ 2 · ประกาศเมื่อ 02/05/2026')).toBeInTheDocument();
    const body = screen.getByTestId('privacy-notice-body');
    // Written as text, line break kept: the tag is shown, not obeyed.
    expect(body.textContent).toBe(notice(2).body);
    expect(body.querySelector('b')).toBeNull();
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.queryByText('profile screen')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยอมรับ' }));

    expect(await screen.findByText('profile screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ประกาศความเป็นส่วนตัว' })).not.toBeInTheDocument();
  });

  it('sends the version read, with the token, and asks for the notice once per visit', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${NOTICE}`]: answer(apiRoutes.privacyNotice, notice(4)),
      [`POST ${CONSENT}`]: answer(apiRoutes.agreeToPrivacyNotice, agreed(4)),
    });
    renderApp();
    await user.click(await screen.findByRole('button', { name: 'ยอมรับ' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ยอมรับ' })).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.url === CONSENT)).toMatchObject({
      method: 'POST',
      body: { version: 4 },
      authorization: `Bearer ${TOKEN}`,
    });
    expect(noticeCalls(api.calls)).toBe(1);
  });

  it('when a newer version was published meanwhile, shows the server’s message and the new version, and agrees to that one', async () => {
    const user = userEvent.setup();
    let version = 2;
    const consent = (request: MockRequest) =>
      (request.body as { version: number }).version === version
        ? answer(apiRoutes.agreeToPrivacyNotice, agreed(version))
        : answerError(409, { detail: CHANGED_DETAIL });
    const api = mockApi({
      [`GET ${NOTICE}`]: () => answer(apiRoutes.privacyNotice, notice(version)),
      [`POST ${CONSENT}`]: consent,
    });
    renderApp();

    expect(await screen.findByText(/^ฉบับที่ 2 ·/)).toBeInTheDocument();
    version = 3;
    await user.click(screen.getByRole('button', { name: 'ยอมรับ' }));

    expect(await screen.findByText(CHANGED_DETAIL)).toBeInTheDocument();
    expect(await screen.findByText(/^ฉบับที่ 3 ·/)).toBeInTheDocument();
    expect(screen.getByTestId('privacy-notice-body')).toHaveTextContent('ฉบับที่ 3:');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยอมรับ' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ยอมรับ' }));

    expect(await screen.findByText(/profile/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === CONSENT).map((call) => call.body)).toEqual([
      { version: 2 },
      { version: 3 },
    ]);
  });

  it('a call refused for want of consent while the app is open brings up the new notice; after agreeing the member is back where they were', async () => {
    const user = userEvent.setup();
    let published = 1;
    let agreedTo = 1;
    const api = mockApi({
      [`GET ${NOTICE}`]: () =>
        answer(
          apiRoutes.privacyNotice,
          published === agreedTo ? agreed(published) : notice(published, { agreed_version: agreedTo }),
        ),
      [`POST ${CONSENT}`]: (request) => {
        agreedTo = (request.body as { version: number }).version;
        return answer(apiRoutes.agreeToPrivacyNotice, agreed(agreedTo));
      },
      'GET /api/member/profile/': () =>
        published === agreedTo
          ? answer(apiRoutes.profile, profileFixture())
          : answerError(403, { detail: CONSENT_DETAIL, code: 'consent_required' }),
    });
    const { router, queryClient } = renderApp('/liff-app/event');
    expect(await screen.findByText('profile screen')).toBeInTheDocument();

    // An Admin publishes version 2; the screen's next call is refused.
    published = 2;
    await queryClient.refetchQueries({ queryKey: memberKeys.profile() });

    expect(await screen.findByText(/^ฉบับที่ 2 ·/)).toBeInTheDocument();
    expect(screen.queryByText('profile failed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยอมรับ' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'ยอมรับ' }));

    expect(await screen.findByText('profile screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liff-app/event');
    expect(api.calls.find((call) => call.url === CONSENT)?.body).toEqual({ version: 2 });
  });

  it('signing out instead leaves for the mini-app’s landing, and the session is forgotten', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${NOTICE}`]: answer(apiRoutes.privacyNotice, notice(1)),
      'POST /api/users/sign-out/': answer(apiRoutes.signOut, { detail: 'ออกจากระบบเรียบร้อยแล้ว' }),
    });
    const { router } = renderApp('/liff-app/event');
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));

    expect(await screen.findByText('mini-app landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liff/event/');
    expect(router.state.location.state).toEqual({ signedOut: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.calls.some((call) => call.url === CONSENT)).toBe(false);
  });

  it('with no notice published, or the member agreed, the screen shows as usual', async () => {
    mockApi({
      [`GET ${NOTICE}`]: answer(apiRoutes.privacyNotice, {
        ...notice(1),
        version: null,
        body: null,
        published_at: null,
        consent_required: false,
      }),
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
    });
    renderApp();
    expect(await screen.findByText('profile screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยอมรับ' })).not.toBeInTheDocument();
  });
});
