import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuditPage } from './audit-page.tsx';

const entry = {
  id: 42,
  at: '2026-11-22T03:00:00.000Z',
  actor: { id: 1, full_name: 'สมศักดิ์ ใจดี' },
  action: 'member.update',
  subject_type: 'member',
  subject_id: '5',
  subject_name: 'สมชาย รักงาน',
  details: { changes: { company: { from: 'เก่า', to: 'ใหม่' } } },
  ip: '127.0.0.1',
};

describe('back-office audit log', () => {
  it('lists who did what to whom and what changed, and filters by member', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const queries: unknown[] = [];
    mockApi({
      'GET /api/admin/members/': {
        status: 200,
        data: [
          {
            id: 5,
            first_name: 'สมชาย',
            last_name: 'รักงาน',
            phone: '0822222222',
            email: null,
            company: null,
            position: null,
            website: null,
            roles: [],
            active: true,
            line_display_name: null,
            line_bound: false,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/admin/audit-log/': (request) => {
        queries.push(request.params);
        return { status: 200, data: { entries: [entry], next_before: null } };
      },
    });
    renderRoutes([{ path: '/', element: <AuditPage /> }]);

    const row = (await screen.findByText('แก้ไขสมาชิก')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('22/11/2026 10:00');
    expect(row).toHaveTextContent('สมศักดิ์ ใจดี');
    expect(row).toHaveTextContent('สมชาย รักงาน');
    expect(within(row).getByText('company: "เก่า" → "ใหม่"')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'สมาชิก' }));
    await user.click(await screen.findByRole('option', { name: 'สมชาย รักงาน' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ member: '5' }));
  });
});
