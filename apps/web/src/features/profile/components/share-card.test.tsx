import type { TCardSettings, TPublicProfileResponse } from '@chapter/contract/members';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configQueryOptions } from '../../../lib/app-config.ts';
import { connectLiffSharer, type LiffSharer } from '../../../lib/liff-client.ts';
import { configFixture, profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

// LIFF itself runs in the end-to-end test (line-share-card.spec.ts); here LINE's picker is a stand-in.
vi.mock('../../../lib/liff-client.ts', () => ({ connectLiffSharer: vi.fn() }));

const CARD_ID = 'k3Vq9ZtR2xLm8PwN4bYc1A';
const PUBLIC_CARD = `GET /api/member/public-profile/${CARD_ID}/`;

/** The card as the public sees it: the member left the email, website and phone off. */
const publicCard: TPublicProfileResponse = {
  full_name: 'สมชาย รักงาน',
  email: null,
  company: 'บริษัท รักงาน จำกัด',
  tel: null,
  liff_picture_url: 'https://profile.line-scdn.net/somchai',
  position: 'กรรมการผู้จัดการ',
  website: null,
};

const lineConfig = configFixture({
  demo: false,
  liff_ids: { profile: '1660000000-Profile1', event: '1660000000-EventApp', payment: '1660000000-Payment1' },
});

function sharer(canShare: boolean, result: boolean | Error = true) {
  const share = vi.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { canShare: () => canShare, share } satisfies LiffSharer;
}

function renderProfile(
  where: 'mini-app' | 'desktop',
  card: TCardSettings = { hidden: false, shown_fields: [] },
  publicCardReply: MockReply = answer(apiRoutes.publicProfile, publicCard),
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ card })),
    [PUBLIC_CARD]: publicCardReply,
  });
  const path = where === 'mini-app' ? '/liff-app/profile' : '/profile';
  const view = renderRoutes([{ path, element: <ProfileScreen logoutTo="/login" /> }], path);
  view.queryClient.setQueryData(configQueryOptions().queryKey, lineConfig);
  return api;
}

const shareButton = () => screen.findByRole('button', { name: 'แชร์นามบัตรใน LINE' });

beforeEach(() => {
  vi.mocked(connectLiffSharer).mockReset();
});

describe('sharing my card in LINE', () => {
  it('in the mini-app, LINE’s picker sends the public card as a bubble and a toast says it was shared', async () => {
    const line = sharer(true, true);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    const api = renderProfile('mini-app');
    await userEvent.click(await shareButton());

    expect(await screen.findByText('แชร์นามบัตรแล้ว')).toBeInTheDocument();
    expect(connectLiffSharer).toHaveBeenCalledWith({ liffId: '1660000000-Profile1', demo: false });
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: `/api/member/public-profile/${CARD_ID}/` }),
    );
    const [messages] = line.share.mock.calls[0] as unknown as [Array<{ altText: string; contents: object }>];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.altText).toBe('นามบัตรของ สมชาย รักงาน');
    const sent = JSON.stringify(messages);
    expect(sent).toContain('บริษัท รักงาน จำกัด');
    expect(sent).toContain(`${window.location.origin}/nc/${CARD_ID}`);
    expect(sent).toContain(`${window.location.origin}/api/member/vcard/${CARD_ID}/`);
    // The phone is off the public card: no call button, and nothing of it in the bubble.
    expect(sent).not.toContain('tel:');
  });

  it('when the member closes the picker without sending, nothing is said', async () => {
    const line = sharer(true, false);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    renderProfile('mini-app');
    const button = await shareButton();
    await userEvent.click(button);

    await vi.waitFor(() => expect(line.share).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('แชร์นามบัตรแล้ว')).not.toBeInTheDocument();
    expect(screen.queryByText('เกิดข้อผิดพลาด')).not.toBeInTheDocument();
  });

  it('an error from LINE is a red toast in Thai with LINE’s words', async () => {
    vi.mocked(connectLiffSharer).mockResolvedValue(sharer(true, new Error('Timeout: not finished within 10min')));
    renderProfile('mini-app');
    await userEvent.click(await shareButton());

    const toast = await screen.findByText(/แชร์นามบัตรใน LINE ไม่สำเร็จ/);
    expect(toast).toHaveTextContent('Timeout: not finished within 10min');
    expect(screen.queryByText('แชร์นามบัตรแล้ว')).not.toBeInTheDocument();
  });

  it('where this LINE has no target picker, a note points to the copy-link button instead', async () => {
    const line = sharer(false);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    renderProfile('mini-app');
    await userEvent.click(await shareButton());

    expect(await screen.findByRole('status')).toHaveTextContent('ใช้ปุ่มคัดลอกลิงก์นามบัตรด้านบน');
    expect(line.share).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'แชร์นามบัตรใน LINE' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'คัดลอกลิงก์นามบัตร' })).toBeInTheDocument();
  });

  it('a hidden card cannot be shared, and the profile says why', async () => {
    const api = renderProfile('mini-app', { hidden: true, shown_fields: [] });

    expect(await shareButton()).toBeDisabled();
    const card = screen.getByRole('region', { name: 'นามบัตรของฉัน' });
    expect(within(card).getByText(/นามบัตรของคุณซ่อนอยู่ จึงแชร์ใน LINE ไม่ได้/)).toBeInTheDocument();
    expect(connectLiffSharer).not.toHaveBeenCalled();
    expect(api.calls).not.toContainEqual(expect.objectContaining({ url: `/api/member/public-profile/${CARD_ID}/` }));
  });

  it('a card hidden meanwhile (the public card answers 404) is a red toast saying so, and LINE is not opened', async () => {
    const line = sharer(true, true);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    renderProfile('mini-app', undefined, answerError(404, { detail: 'ไม่พบนามบัตรนี้' }));
    await userEvent.click(await shareButton());

    expect(await screen.findByText(/แชร์นามบัตรใน LINE ไม่สำเร็จ/)).toHaveTextContent('นามบัตรของคุณซ่อนอยู่');
    expect(line.share).not.toHaveBeenCalled();
  });

  it('on the desktop there is no LINE button: the link to copy is the way to pass the card on', async () => {
    renderProfile('desktop');

    expect(await screen.findByRole('button', { name: 'คัดลอกลิงก์นามบัตร' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'แชร์นามบัตรใน LINE' })).not.toBeInTheDocument();
    expect(connectLiffSharer).not.toHaveBeenCalled();
  });
});
