import { apiRoutes } from '@chapter/contract/routes';
import type { TConfigResponse } from '@chapter/contract/system';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configQueryOptions } from '../../../lib/app-config.ts';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BackOfficeLayout } from './back-office-layout.tsx';

const WARNING = 'คำเตือน: เข้าสู่ระบบทางเว็บได้ด้วยหมายเลขโทรศัพท์อย่างเดียว';

function renderBackOffice(config: TConfigResponse) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  localStorage.setItem('roles', JSON.stringify([{ name: 'Admin' }]));
  mockApi({ 'GET /api/config/': answer(apiRoutes.config, config) });
  return renderRoutes(
    [
      {
        path: '/admin',
        element: <BackOfficeLayout />,
        children: [{ path: 'events', element: <p>events page</p> }],
      },
    ],
    '/admin/events',
  );
}

describe('the back office’s warning about phone-only login', () => {
  it('outside the demo with login confirmation off, every page warns that a phone number alone logs in', async () => {
    renderBackOffice(configFixture({ demo: false, login_confirmation: 'off' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(WARNING);
    expect(warning).toHaveTextContent('นามบัตร');
    expect(warning).toHaveTextContent('LINE');
    expect(screen.getByText('events page')).toBeInTheDocument();
  });

  it('says nothing when logins are confirmed over LINE', async () => {
    const { queryClient } = renderBackOffice(configFixture({ demo: false, login_confirmation: 'line' }));
    await waitFor(() => expect(queryClient.getQueryState(configQueryOptions().queryKey)?.status).toBe('success'));
    expect(screen.getByText('events page')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('says nothing in the offline demo, where phone-only login is the point', async () => {
    const { queryClient } = renderBackOffice(configFixture({ demo: true, login_confirmation: 'off' }));
    await waitFor(() => expect(queryClient.getQueryState(configQueryOptions().queryKey)?.status).toBe('success'));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
