import { apiRoutes } from '@chapter/contract/routes';
import type { TCreatedVisitInvitation, TMyVisitor } from '@chapter/contract/visitors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configQueryOptions } from '../../../lib/app-config.ts';
import { connectLiffSharer, type LiffSharer } from '../../../lib/liff-client.ts';
import { availableEventFixture, configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

// LIFF itself runs in the end-to-end tests (the demo's liff-mock); here LINE's picker is a stand-in.
vi.mock('../../../lib/liff-client.ts', () => ({ connectLiffSharer: vi.fn() }));

/** A weekly meeting far ahead, so it has not started whenever the test runs. */
const meeting = availableEventFixture({
  id: 70,
  name: 'ประชุมประจำสัปดาห์',
  event_start_date_time: '2099-03-04T23:30:00Z',
  event_end_date_time: '2099-03-05T02:00:00Z',
  substitute_fee: 650,
});

const created: TCreatedVisitInvitation = {
  id: 9,
  url: '/visit?visit=Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE',
  expires_at: '2099-03-05T02:00:00Z',
  meeting: {
    id: 70,
    name: 'ประชุมประจำสัปดาห์',
    event_start_date_time: '2099-03-04T23:30:00Z',
    event_end_date_time: '2099-03-05T02:00:00Z',
    location_name: 'โรงแรมริเวอร์ไซด์',
    visitor_fee: 650,
  },
  host_name: 'สมชาย รักงาน',
};
const link = () => `${window.location.origin}${created.url}`;

const invited: TMyVisitor = {
  invitation: 9,
  meeting: created.meeting,
  created: '2099-03-01T03:00:00Z',
  visitor_name: null,
  company: null,
  status: 'invited',
};

const lineConfig = configFixture({
  demo: false,
  liff_ids: { profile: '1660000000-Profile1', event: '1660000000-EventApp', payment: '1660000000-Payment1' },
});

function sharer(canShare: boolean, ...results: Array<boolean | Error>) {
  const share = vi.fn(async () => {
    const result = results.shift() ?? false;
    if (result instanceof Error) throw result;
    return result;
  });
  return { canShare: () => canShare, share } satisfies LiffSharer;
}

/** The member's visitors grow with each invitation made, as the server's would. */
function inviteServer(events = [meeting], invite?: MockReply) {
  let visitors: TMyVisitor[] = [];
  return mockApi({
    'GET /api/event/available-event/': answer(apiRoutes.availableEvents, events),
    'GET /api/meetings/substitutes/': answer(apiRoutes.mySubstitutes, []),
    'GET /api/meetings/visitors/': () => answer(apiRoutes.myVisitors, visitors),
    'POST /api/meetings/70/invitations/': () => {
      if (invite) return invite;
      visitors = [invited];
      return answer(apiRoutes.createVisitInvitation, created);
    },
  });
}

/** The events screen in the mini-app (/liff-app/event) or on the desktop (/events). */
function renderEvents(where: 'mini-app' | 'desktop') {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const path = where === 'mini-app' ? '/liff-app/event' : '/events';
  const view = renderRoutes([{ path, element: <EventsScreen /> }], path);
  view.queryClient.setQueryData(configQueryOptions().queryKey, lineConfig);
  return view;
}

const inviteButton = () => screen.findByRole('button', { name: 'เชิญผู้เยี่ยมชม' });

beforeEach(() => {
  vi.mocked(connectLiffSharer).mockReset();
});

describe('inviting a visitor to a weekly meeting', () => {
  it('in the mini-app, LINE’s target picker sends the card with the link, a toast says so, and the visitor is listed', async () => {
    const line = sharer(true, true);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    const api = inviteServer();
    renderEvents('mini-app');
    await userEvent.click(await inviteButton());

    expect(await screen.findByText('ส่งคำเชิญแล้ว')).toBeInTheDocument();
    expect(connectLiffSharer).toHaveBeenCalledWith({ liffId: '1660000000-EventApp', demo: false });
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/meetings/70/invitations/' }));
    expect(line.share).toHaveBeenCalledTimes(1);
    const [messages] = line.share.mock.calls[0] as unknown as [unknown[]];
    expect(messages).toEqual([
      expect.objectContaining({
        type: 'flex',
        altText: 'สมชาย รักงาน เชิญคุณเข้าร่วม ประชุมประจำสัปดาห์ วันที่ 05/03/2099',
        contents: expect.objectContaining({
          type: 'bubble',
          footer: expect.objectContaining({
            contents: [expect.objectContaining({ action: { type: 'uri', label: 'ลงทะเบียน', uri: link() } })],
          }),
        }),
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list below the events is asked again and shows the new, unused invitation.
    const row = await screen.findByTestId('my-visitor');
    expect(row).toHaveTextContent('ยังไม่ได้ลงทะเบียน');
  });

  it('where this LINE has no target picker, a dialog shows the link to copy', async () => {
    const line = sharer(false);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    inviteServer();
    renderEvents('mini-app');
    const user = userEvent.setup();
    await user.click(await inviteButton());

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์เชิญผู้เยี่ยมชม' });
    expect(line.share).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์เชิญ' })).toHaveValue(link());
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์เชิญ' })).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('ใช้ได้ถึง 05/03/2099 09:00');
    expect(within(dialog).queryByRole('button', { name: 'ส่งทาง LINE' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์' }));
    expect(await within(dialog).findByRole('button', { name: 'คัดลอกแล้ว' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link());
    expect(screen.queryByText('ส่งคำเชิญแล้ว')).not.toBeInTheDocument();
  });

  it('when the member closes LINE’s picker, the dialog keeps the link and can open LINE again', async () => {
    const line = sharer(true, false, true);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    inviteServer();
    renderEvents('mini-app');
    await userEvent.click(await inviteButton());

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์เชิญผู้เยี่ยมชม' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์เชิญ' })).toHaveValue(link());
    await userEvent.click(within(dialog).getByRole('button', { name: 'ส่งทาง LINE' }));
    expect(await screen.findByText('ส่งคำเชิญแล้ว')).toBeInTheDocument();
    expect(line.share).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when LINE fails (the SDK does not start, or the picker throws), the link is shown to copy', async () => {
    vi.mocked(connectLiffSharer).mockRejectedValueOnce(new Error('INIT_FAILED'));
    inviteServer();
    renderEvents('mini-app');
    await userEvent.click(await inviteButton());
    expect(await screen.findByRole('dialog', { name: 'ลิงก์เชิญผู้เยี่ยมชม' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const line = sharer(true, new Error('CREATE_SUBWINDOW_FAILED'));
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    await userEvent.click(await inviteButton());
    expect(await screen.findByRole('dialog', { name: 'ลิงก์เชิญผู้เยี่ยมชม' })).toBeInTheDocument();
    expect(line.share).toHaveBeenCalledTimes(1);
  });

  it('on the desktop, LIFF is not loaded at all: the dialog shows the link', async () => {
    inviteServer();
    renderEvents('desktop');
    await userEvent.click(await inviteButton());
    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์เชิญผู้เยี่ยมชม' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์เชิญ' })).toHaveValue(link());
    expect(connectLiffSharer).not.toHaveBeenCalled();
  });

  it('the server’s refusal is a red toast, and nothing is shared', async () => {
    const line = sharer(true, true);
    vi.mocked(connectLiffSharer).mockResolvedValue(line);
    inviteServer([meeting], answerError(400, { detail: 'การประชุมนี้เริ่มแล้ว สร้างคำเชิญไม่ได้' }));
    renderEvents('mini-app');
    await userEvent.click(await inviteButton());
    expect(await screen.findByText('การประชุมนี้เริ่มแล้ว สร้างคำเชิญไม่ได้')).toBeInTheDocument();
    expect(line.share).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only a weekly meeting that has not started offers the invitation', async () => {
    const started = availableEventFixture({
      id: 71,
      name: 'ประชุมที่เริ่มแล้ว',
      event_start_date_time: '2020-01-01T00:00:00Z',
      event_end_date_time: '2099-01-01T00:00:00Z',
      substitute_fee: 650,
    });
    const party = availableEventFixture({ id: 72, name: 'งานเลี้ยง', substitute_fee: null });
    inviteServer([started, party]);
    renderEvents('mini-app');
    expect(await screen.findAllByTestId('event-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'เชิญผู้เยี่ยมชม' })).not.toBeInTheDocument();
  });
});
