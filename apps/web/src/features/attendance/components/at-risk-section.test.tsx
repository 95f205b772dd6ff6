import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/mock-api.ts';
import { attendanceServer, renderAttendance } from '../testing/attendance-fixtures.tsx';

const list = () => screen.findByRole('list', { name: 'สมาชิกที่ขาดประชุมบ่อย' });

describe('members at risk for their absences', () => {
  it('shows each member’s absences, level and last absence, with the chapter’s thresholds', async () => {
    attendanceServer();
    renderAttendance();
    const items = within(await list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('สมหญิง ใจดี');
    expect(items[0]).toHaveTextContent('เสี่ยงเสียที่นั่ง');
    expect(items[0]).toHaveTextContent('ขาด 3 ครั้งใน 6 เดือน');
    expect(items[0]).toHaveTextContent('ขาดล่าสุด 05/03/2020');
    expect(items[1]).toHaveTextContent('ชาตรี ขาดบ่อย');
    expect(items[1]).toHaveTextContent('เตือน');
    expect(screen.getByText('ขาด 2 ครั้งใน 6 เดือนได้รับคำเตือน ขาด 3 ครั้งเสี่ยงเสียที่นั่ง')).toBeInTheDocument();
  });

  it('sends the LINE reminder to the members ticked only, and shows the server’s answer', async () => {
    const user = userEvent.setup();
    const api = attendanceServer({
      'POST /api/attendance/remind/': answer(apiRoutes.remindAbsent, {
        detail: 'ส่งข้อความเตือนให้สมาชิก 1 คนแล้ว',
        queued: 1,
      }),
    });
    renderAttendance();
    await list();
    const remind = screen.getByRole('button', { name: 'ส่งข้อความเตือนทาง LINE' });
    expect(remind).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'ชาตรี ขาดบ่อย' }));
    expect(screen.getByText('เลือกแล้ว 1 คน')).toBeInTheDocument();
    await user.click(remind);

    expect(await screen.findByText('ส่งข้อความเตือนให้สมาชิก 1 คนแล้ว')).toBeInTheDocument();
    const sent = api.calls.filter((call) => call.url === '/api/attendance/remind/');
    expect(sent.map((call) => call.body)).toEqual([{ members: [11] }]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'ชาตรี ขาดบ่อย' })).not.toBeChecked());
  });

  it('ticks everyone at once', async () => {
    const user = userEvent.setup();
    const api = attendanceServer({
      'POST /api/attendance/remind/': answer(apiRoutes.remindAbsent, {
        detail: 'ส่งข้อความเตือนให้สมาชิก 2 คนแล้ว',
        queued: 2,
      }),
    });
    renderAttendance();
    await list();
    await user.click(screen.getByRole('checkbox', { name: 'เลือกทั้งหมด' }));
    await user.click(screen.getByRole('button', { name: 'ส่งข้อความเตือนทาง LINE' }));
    expect(await screen.findByText('ส่งข้อความเตือนให้สมาชิก 2 คนแล้ว')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ members: [6, 11] }]);
  });

  it('a Secretary/Treasurer sees only the members at risk: no sheet, no leave, nothing asked of them', async () => {
    const api = attendanceServer();
    renderAttendance(['Secretary/Treasurer']);
    await list();
    expect(screen.getByRole('heading', { name: 'สมาชิกที่ขาดประชุมบ่อย' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ตารางการเข้าประชุม (PALMS)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'คำขอลา' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/attendance/at-risk/']);
  });

  it('says so when nobody has missed enough meetings', async () => {
    attendanceServer({
      'GET /api/attendance/at-risk/': answer(apiRoutes.attendanceAtRisk, { warning: 2, limit: 3, members: [] }),
    });
    renderAttendance();
    expect(await screen.findByText('ไม่มีสมาชิกที่ขาดประชุมถึงเกณฑ์')).toBeInTheDocument();
  });
});
