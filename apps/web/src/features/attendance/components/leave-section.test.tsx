import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type MockRequest } from '../../../test/mock-api.ts';
import { attendanceServer, leaveRequest, renderAttendance } from '../testing/attendance-fixtures.tsx';

const unpaid = leaveRequest({
  id: 31,
  member: 7,
  member_name: 'ประยุทธ ค้างจ่าย',
  starts_on: '2099-04-01',
  ends_on: '2099-04-14',
  reason: 'ผ่าตัด',
  unpaid_meetings: [
    { id: 90, name: 'ประชุมประจำสัปดาห์', starts: '2099-04-01T23:30:00Z' },
    { id: 91, name: 'ประชุมประจำสัปดาห์', starts: '2099-04-08T23:30:00Z' },
  ],
});
const refusedEarlier = leaveRequest({
  id: 20,
  member: 8,
  member_name: 'มานี ลาบ่อย',
  status: 'refused',
  decided_at: '2099-02-20T03:00:00Z',
  decided_by_name: 'วีระ รองประธาน',
  refusal_reason: 'ลาติดกันเกินไป',
});

function renderLeave(handlers: Parameters<typeof attendanceServer>[0] = {}) {
  const api = attendanceServer({
    'GET /api/leave/': answer(apiRoutes.leaveRequests, [leaveRequest(), unpaid, refusedEarlier]),
    ...handlers,
  });
  renderAttendance();
  return api;
}

const pendingList = () => screen.findByRole('list', { name: 'รอพิจารณา' });

describe('leave requests', () => {
  it('lists the pending ones first with the member, dates, reason and unpaid meetings, then the decided ones', async () => {
    renderLeave();
    const pending = await pendingList();
    const cards = within(pending).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['สมหญิง ใจดี', 'ประยุทธ ค้างจ่าย']);
    expect(cards[0]).toHaveTextContent('10/03/2099–24/03/2099');
    expect(cards[0]).toHaveTextContent('เหตุผล: เดินทางไปต่างประเทศ');
    expect(cards[0]).not.toHaveTextContent('ยังไม่ชำระค่าประชุม');
    expect(cards[1]).toHaveTextContent('ยังไม่ชำระค่าประชุม: 02/04/2099, 09/04/2099');

    const decided = screen.getByRole('list', { name: 'พิจารณาแล้ว (90 วันล่าสุด)' });
    const card = within(decided).getByRole('listitem', { name: 'มานี ลาบ่อย' });
    expect(card).toHaveTextContent('ไม่อนุมัติ');
    expect(card).toHaveTextContent('โดย วีระ รองประธาน เมื่อ 20/02/2099 10:00');
    expect(card).toHaveTextContent('เหตุผลที่ไม่อนุมัติ: ลาติดกันเกินไป');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('approving asks first, then sends the approval of that request', async () => {
    const user = userEvent.setup();
    const api = renderLeave({
      'POST /api/leave/30/approve/': answer(apiRoutes.approveLeave, leaveRequest({ status: 'approved' })),
    });
    await pendingList();
    await user.click(screen.getByRole('button', { name: 'อนุมัติการลาของ สมหญิง ใจดี' }));
    const dialog = await screen.findByRole('dialog', { name: 'อนุมัติการลา' });
    expect(dialog).toHaveTextContent('สมหญิง ใจดี ช่วง 10/03/2099–24/03/2099');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText('อนุมัติการลาแล้ว')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/leave/30/approve/',
    ]);
  });

  it('an approval the server refuses (fees unpaid) is a toast with its reason', async () => {
    const user = userEvent.setup();
    const why = 'ยังอนุมัติไม่ได้ สมาชิกยังไม่ได้ชำระค่าประชุมในช่วงลา: 02/04/2099';
    renderLeave({ 'POST /api/leave/31/approve/': answerError(400, { detail: why }) });
    await pendingList();
    await user.click(screen.getByRole('button', { name: 'อนุมัติการลาของ ประยุทธ ค้างจ่าย' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'อนุมัติ' }));
    expect(await screen.findByText(why)).toBeInTheDocument();
  });

  it('refusing needs a reason: none sends nothing, one is sent for the member to see', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const api = renderLeave({
      'POST /api/leave/30/refuse/': (request: MockRequest) => {
        sent.push(request.body);
        return answer(apiRoutes.refuseLeave, leaveRequest({ status: 'refused', refusal_reason: 'ช่วงนี้มีงานของชาปเตอร์' }));
      },
    });
    await pendingList();
    await user.click(screen.getByRole('button', { name: 'ไม่อนุมัติการลาของ สมหญิง ใจดี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ไม่อนุมัติการลา' });
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลที่ไม่อนุมัติ')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผลที่ไม่อนุมัติ/ }), '  ช่วงนี้มีงานของชาปเตอร์ ');
    await user.click(within(dialog).getByRole('button', { name: 'ไม่อนุมัติ' }));
    expect(await screen.findByText('ไม่อนุมัติการลาแล้ว')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'ช่วงนี้มีงานของชาปเตอร์' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nobody has asked for leave', async () => {
    attendanceServer();
    renderAttendance();
    expect(await screen.findByText('ไม่มีคำขอลา')).toBeInTheDocument();
  });
});
