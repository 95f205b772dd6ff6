import type { TErasureCheck, TPrivacyNoticeResponse } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINE_ACCESS_TOKEN_KEY } from '../../../lib/line-access-token.ts';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ErasureResultPage } from './erasure-result-page.tsx';
import { MyPrivacySection } from './my-privacy-section.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const ERASE = '/api/privacy/erase-me/';
const ERASED = 'ลบข้อมูลส่วนบุคคลของคุณเรียบร้อยแล้ว และออกจากระบบทุกอุปกรณ์แล้ว';
const MONEY_DETAIL = 'ยังมียอดค้างชำระ 450.00 บาท และเครดิต 0.00 บาท การลบข้อมูลจะไม่ยกเลิกยอดค้าง';

const notice: TPrivacyNoticeResponse = {
  version: 3,
  body: 'ชาปเตอร์เก็บชื่อ หมายเลขโทรศัพท์\nและรูปสลิปของคุณ',
  published_at: '2026-04-01T03:00:00Z',
  agreed_version: 3,
  // 18:15 UTC on 9 April is 01:15 on 10 April in Bangkok.
  agreed_at: '2026-04-09T18:15:00Z',
  consent_required: false,
};

const nothingOwed: TErasureCheck = { owed: 0, credit: 0, line_bound: false };

function renderSection(
  handlers: Record<string, MockReply | ((request: MockRequest) => MockReply)>,
  logoutTo = '/login',
) {
  localStorage.setItem('token', TOKEN);
  const api = mockApi({ 'GET /api/privacy/notice/': answer(apiRoutes.privacyNotice, notice), ...handlers });
  const view = renderRoutes([
    { path: '/', element: <MyPrivacySection logoutTo={logoutTo} /> },
    { path: '/erased', element: <ErasureResultPage /> },
    { path: '/login', element: <p>login page</p> },
    { path: '/liff/:app', element: <p>mini-app landing</p> },
  ]);
  return { api, ...view };
}

async function openErasure() {
  await userEvent.click(await screen.findByRole('button', { name: 'ลบข้อมูลของฉัน' }));
  return screen.findByRole('dialog', { name: 'ลบข้อมูลของฉัน' });
}

const eraseButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'ลบข้อมูลถาวร' });

afterEach(() => sessionStorage.clear());

describe('my personal data on the profile', () => {
  it('says which notice the member agreed to and when, and shows it again as plain text', async () => {
    renderSection({});
    expect(await screen.findByText('คุณยอมรับประกาศฉบับที่ 3 เมื่อ 10/04/2026 01:15')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'อ่านประกาศความเป็นส่วนตัว' }));
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศความเป็นส่วนตัว' });
    expect(within(dialog).getByText('ฉบับที่ 3 · ประกาศเมื่อ 01/04/2026')).toBeInTheDocument();
    expect(within(dialog).getByTestId('privacy-notice-body').textContent).toBe(notice.body);
  });

  it('downloads the member’s data with their token and saves it under the server’s name', async () => {
    const { api } = renderSection({
      'GET /api/privacy/my-data/': answer(apiRoutes.myData, new Blob(['PK']), {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="my-data-2026-05-02.zip"',
      }),
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูลของฉัน' }));
    await waitFor(() => expect(saved).toEqual(['my-data-2026-05-02.zip']));
    expect(api.calls.find((call) => call.url === '/api/privacy/my-data/')?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('erasing asks the server first, warns what goes and what is kept, and the red button waits for the typed word', async () => {
    const { api, router } = renderSection({
      [`GET ${ERASE}`]: answer(apiRoutes.erasureCheck, nothingOwed),
      [`POST ${ERASE}`]: answer(apiRoutes.eraseMe, { detail: ERASED, line_authorization: 'not_revoked' }),
    });
    const dialog = await openErasure();
    expect(api.calls.some((call) => call.method === 'GET' && call.url === ERASE)).toBe(true);
    expect(dialog).toHaveTextContent('ลบแล้วกู้คืนไม่ได้');
    expect(dialog).toHaveTextContent('หมายเลขโทรศัพท์');
    expect(dialog).toHaveTextContent('เก็บไว้เพื่อบัญชีของชาปเตอร์');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    const word = within(dialog).getByRole('textbox', { name: 'พิมพ์คำว่า "ลบข้อมูล" เพื่อยืนยัน' });
    expect(eraseButton(dialog)).toBeDisabled();
    await userEvent.type(word, 'ลบ');
    expect(eraseButton(dialog)).toBeDisabled();
    await userEvent.type(word, 'ข้อมูล');
    expect(eraseButton(dialog)).toBeEnabled();
    await userEvent.click(eraseButton(dialog));

    // Signed out everywhere: the result, then the way back to login; nothing of the session left.
    expect(await screen.findByText(ERASED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/erased');
    expect(screen.getByText(/การตั้งค่า > บัญชี > แอปที่เชื่อมต่อ/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    // The desktop has no LINE token to send.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirm: true,
      money_acknowledged: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'กลับหน้าเข้าสู่ระบบ' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('a member who owes or holds credit sees both amounts and must tick that they know before erasing', async () => {
    const { api } = renderSection({
      [`GET ${ERASE}`]: answer(apiRoutes.erasureCheck, { owed: 1250, credit: 150, line_bound: false }),
      [`POST ${ERASE}`]: answer(apiRoutes.eraseMe, { detail: ERASED, line_authorization: 'not_bound' }),
    });
    const dialog = await openErasure();
    expect(dialog).toHaveTextContent('ยังมียอดค้างชำระ 1,250.00 บาท');
    expect(dialog).toHaveTextContent('มีเครดิตคงเหลือ 150.00 บาท');
    await userEvent.type(within(dialog).getByRole('textbox'), 'ลบข้อมูล');
    expect(eraseButton(dialog)).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /รับทราบยอดค้างชำระ/ }));
    expect(eraseButton(dialog)).toBeEnabled();
    await userEvent.click(eraseButton(dialog));

    expect(await screen.findByText(ERASED)).toBeInTheDocument();
    expect(screen.queryByText(/แอปที่เชื่อมต่อ/)).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ confirm: true, money_acknowledged: true });
  });

  it('in the LINE mini-app sends LINE’s access token, so LINE’s authorization is revoked too, and leads back to the landing', async () => {
    sessionStorage.setItem(LINE_ACCESS_TOKEN_KEY, 'line-access-token-from-liff');
    const { api, router } = renderSection(
      {
        [`GET ${ERASE}`]: answer(apiRoutes.erasureCheck, { ...nothingOwed, line_bound: true }),
        [`POST ${ERASE}`]: answer(apiRoutes.eraseMe, { detail: ERASED, line_authorization: 'revoked' }),
      },
      '/liff/profile/',
    );
    const dialog = await openErasure();
    await userEvent.type(within(dialog).getByRole('textbox'), 'ลบข้อมูล');
    await userEvent.click(eraseButton(dialog));

    expect(await screen.findByText('ยกเลิกการเชื่อมต่อแอปของชาปเตอร์กับบัญชี LINE ของคุณแล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      confirm: true,
      money_acknowledged: false,
      line_access_token: 'line-access-token-from-liff',
    });
    expect(sessionStorage.getItem(LINE_ACCESS_TOKEN_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'กลับหน้าเข้าสู่ระบบ' }));
    expect(await screen.findByText('mini-app landing')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ signedOut: true });
  });

  it('when the money changed meanwhile, shows the server’s refusal and the new amounts with the box to tick, and stays signed in', async () => {
    let owed = 0;
    renderSection({
      [`GET ${ERASE}`]: () => answer(apiRoutes.erasureCheck, { ...nothingOwed, owed }),
      [`POST ${ERASE}`]: answerError(409, { detail: MONEY_DETAIL }),
    });
    const dialog = await openErasure();
    owed = 450;
    await userEvent.type(within(dialog).getByRole('textbox'), 'ลบข้อมูล');
    await userEvent.click(eraseButton(dialog));

    expect(await within(dialog).findByText(MONEY_DETAIL)).toBeInTheDocument();
    expect(await within(dialog).findByText('ยังมียอดค้างชำระ 450.00 บาท การลบข้อมูลไม่ได้ยกเลิกยอดนี้')).toBeInTheDocument();
    expect(eraseButton(dialog)).toBeDisabled();
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });
});
