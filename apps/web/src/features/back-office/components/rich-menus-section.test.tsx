import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RichMenusSection } from './rich-menus-section.tsx';

describe('the back office’s LINE menus', () => {
  it('makes the menus again on the button and shows which were made and which kept', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const api = mockApi({
      'POST /api/admin/line/rich-menus/': answer(apiRoutes.rebuildRichMenus, {
        line_configured: true,
        menus: [
          { audience: 'member', rich_menu_id: 'richmenu-1', created: true },
          { audience: 'staff', rich_menu_id: 'richmenu-2', created: true },
          { audience: 'visitor', rich_menu_id: 'richmenu-3', created: false },
        ],
        linked: 12,
        unlinked: 1,
      }),
    });
    renderRoutes([{ path: '/', element: <RichMenusSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'สร้างเมนู LINE ใหม่' }));
    expect(await screen.findByText('ผูกเมนูกับบัญชี LINE ของสมาชิก 12 บัญชี, คืนเมนูเริ่มต้น 1 บัญชี')).toBeInTheDocument();
    expect(screen.getByText('เมนูสมาชิก')).toBeInTheDocument();
    expect(screen.getAllByText('สร้างใหม่')).toHaveLength(2);
    expect(screen.getByText('คงเดิม')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says LINE is not connected when the server has no Messaging API channel', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    mockApi({
      'POST /api/admin/line/rich-menus/': answer(apiRoutes.rebuildRichMenus, {
        line_configured: false,
        menus: [],
        linked: 0,
        unlinked: 0,
      }),
    });
    renderRoutes([{ path: '/', element: <RichMenusSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'สร้างเมนู LINE ใหม่' }));
    await waitFor(() => expect(screen.getAllByText(/ยังไม่ได้เชื่อมต่อ LINE Messaging API/).length).toBeGreaterThan(0));
  });

  it('shows LINE’s refusal in Thai', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    mockApi({ 'POST /api/admin/line/rich-menus/': answerError(503, { detail: apiMessages.richMenusLineFailed }) });
    renderRoutes([{ path: '/', element: <RichMenusSection /> }]);

    await user.click(await screen.findByRole('button', { name: 'สร้างเมนู LINE ใหม่' }));
    expect(await screen.findByText(apiMessages.richMenusLineFailed)).toBeInTheDocument();
  });
});
