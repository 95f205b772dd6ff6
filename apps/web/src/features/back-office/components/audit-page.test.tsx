import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi } from '../../../test/mock-api.ts';
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

const member = {
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
  erased_at: null,
};

function renderPage() {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const queries: unknown[] = [];
  mockApi({
    'GET /api/admin/members/': answer(apiRoutes.adminMembers, [member]),
    'GET /api/admin/audit-log/': (request) => {
      queries.push(request.params);
      return answer(apiRoutes.adminAuditLog, { entries: [entry], next_before: null });
    },
  });
  renderRoutes([{ path: '/', element: <AuditPage /> }]);
  return queries;
}

// Only the clock is fixed (timers stay real for userEvent), so the calendar opens on November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('back-office audit log', () => {
  it('says who did what to whom in a Thai sentence with what changed, and filters by member', async () => {
    const user = userEvent.setup();
    const queries = renderPage();

    const item = (await screen.findByText('แก้ไขสมาชิก')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('22/11/2026 10:00');
    expect(item).toHaveTextContent('สมศักดิ์ ใจดี แก้ไขข้อมูลของ สมชาย รักงาน');
    expect(within(item).getByText('บริษัท: เก่า → ใหม่')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('company');

    await user.click(screen.getByRole('combobox', { name: 'สมาชิก' }));
    await user.click(await screen.findByRole('option', { name: 'สมชาย รักงาน' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ member: '5' }));
  });

  it('filters by kind, money apart from logins, asking the server for that kind', async () => {
    const user = userEvent.setup();
    const queries = renderPage();
    await screen.findByText('แก้ไขสมาชิก');

    const kind = screen.getByRole('combobox', { name: 'ประเภท' });
    expect(kind).toHaveValue('ทั้งหมด');
    await user.click(kind);
    for (const name of ['ทั้งหมด', 'การเงิน', 'ตัวตนและบัญชี LINE', 'การเข้าสู่ระบบ', 'ตั้งค่า']) {
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: 'การเงิน' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ kind: 'money' }));

    await user.click(kind);
    await user.click(await screen.findByRole('option', { name: 'ทั้งหมด' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({}));
  });

  it('filters from a day picked in a Thai calendar, shown as DD/MM/YYYY and asked for as that Bangkok day', async () => {
    const user = userEvent.setup();
    const queries = renderPage();
    await screen.findByText('แก้ไขสมาชิก');

    const from = screen.getByLabelText('ตั้งแต่วันที่');
    expect(from).toHaveTextContent('วว/ดด/ปปปป');
    await user.click(from);
    expect(screen.getByRole('button', { name: 'เลือกเดือน' })).toHaveTextContent('พฤศจิกายน 2026');
    await user.click(screen.getByRole('button', { name: '3 พฤศจิกายน 2026' }));
    expect(from).toHaveTextContent('03/11/2026');
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2026-11-03' }));
  });
});
