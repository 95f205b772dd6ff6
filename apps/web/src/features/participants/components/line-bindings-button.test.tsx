import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { answer, answerError } from '../../../test/mock-api.ts';
import { renderParticipants } from '../testing/render-participants.tsx';

const somchaiBinding = {
  id: 2,
  full_name: 'สมชาย รักงาน',
  line_display_name: 'Somchai',
  line_user_id: 'U0123456789abcdef0123456789abcdef',
  bound_at: '2026-05-02T02:15:00Z',
};

describe("the members' LINE accounts", () => {
  it('lists the bound members with their LINE name and when they bound it', async () => {
    renderParticipants({
      handlers: { 'GET /api/member/line-bindings/': answer(apiRoutes.lineBindings, [somchaiBinding]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชี LINE ของสมาชิก' }));

    const dialog = await screen.findByRole('dialog', { name: 'บัญชี LINE ที่เชื่อมกับสมาชิก' });
    const row = await within(dialog).findByTestId('line-binding');
    expect(row).toHaveTextContent('สมชาย รักงาน');
    expect(row).toHaveTextContent('Somchai');
    expect(row).toHaveTextContent('02/05/2026');
  });

  it('on a phone shows one card per member with the LINE name, the date and Unbind, and no table', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    renderParticipants({
      handlers: { 'GET /api/member/line-bindings/': answer(apiRoutes.lineBindings, [somchaiBinding]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชี LINE ของสมาชิก' }));

    const dialog = await screen.findByRole('dialog', { name: 'บัญชี LINE ที่เชื่อมกับสมาชิก' });
    const cards = await within(dialog).findByRole('list', { name: 'บัญชี LINE ที่เชื่อมกับสมาชิก' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(cards).getAllByRole('listitem') as [HTMLElement];
    expect(card).toHaveTextContent('สมชาย รักงาน');
    expect(card).toHaveTextContent('ชื่อใน LINE: Somchai');
    expect(card).toHaveTextContent('เชื่อมเมื่อ: 02/05/2026 09:15');
    await userEvent.click(within(card).getByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE ของ สมชาย รักงาน' }));
    expect(await screen.findByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' })).toHaveTextContent('สมชาย รักงาน');
  });

  it('unbinds a member after asking, and the list no longer shows them', async () => {
    let bound = [somchaiBinding];
    const { api } = renderParticipants({
      handlers: {
        'GET /api/member/line-bindings/': () => answer(apiRoutes.lineBindings, bound),
        'DELETE /api/member/line-binding/2/': () => {
          bound = [];
          return answer(apiRoutes.removeLineBinding, {
            detail: 'ยกเลิกการเชื่อมบัญชี LINE แล้ว สมาชิกจะต้องเปิดมินิแอปเพื่อเชื่อมใหม่',
          });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชี LINE ของสมาชิก' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE ของ สมชาย รักงาน' }));

    const confirm = await screen.findByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' });
    expect(confirm).toHaveTextContent('สมชาย รักงาน');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิกการเชื่อม' }));

    expect(await screen.findByText('ยกเลิกการเชื่อมบัญชี LINE แล้ว สมาชิกจะต้องเปิดมินิแอปเพื่อเชื่อมใหม่')).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีสมาชิกที่เชื่อมบัญชี LINE')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' })).toBeNull());
  });

  it('a refused unbinding shows the server’s reason and keeps the member listed', async () => {
    renderParticipants({
      handlers: {
        'GET /api/member/line-bindings/': answer(apiRoutes.lineBindings, [somchaiBinding]),
        'DELETE /api/member/line-binding/2/': answerError(400, { detail: 'สมาชิกนี้ไม่ได้เชื่อมบัญชี LINE' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'บัญชี LINE ของสมาชิก' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE ของ สมชาย รักงาน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'ยกเลิกการเชื่อม' }));

    expect(await screen.findByText(/สมาชิกนี้ไม่ได้เชื่อมบัญชี LINE/)).toBeInTheDocument();
    expect(screen.getByTestId('line-binding')).toHaveTextContent('สมชาย รักงาน');
  });
});
