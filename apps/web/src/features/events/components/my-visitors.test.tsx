import { apiRoutes } from '@chapter/contract/routes';
import type { TMyVisitor, TVisitMeeting, TVisitStatus } from '@chapter/contract/visitors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { myVisitorsQueryOptions } from '../api/visitors.ts';
import { MyVisitors } from './my-visitors.tsx';

// 23:30 UTC on 4 March is 5 March in Bangkok.
const meeting: TVisitMeeting = {
  id: 70,
  name: 'ประชุมประจำสัปดาห์',
  event_start_date_time: '2099-03-04T23:30:00Z',
  event_end_date_time: '2099-03-05T02:00:00Z',
  location_name: 'โรงแรมริเวอร์ไซด์',
  visitor_fee: 650,
};

function visitor(invitation: number, status: TVisitStatus, name: string | null = `ผู้เยี่ยมชม ${invitation}`) {
  return {
    invitation,
    meeting,
    created: '2099-03-01T03:00:00Z',
    visitor_name: name,
    company: name === null ? null : `บริษัท ${invitation}`,
    status,
  } satisfies TMyVisitor;
}

function renderVisitors() {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([{ path: '/', element: <MyVisitors /> }]);
}

const section = () => screen.findByRole('region', { name: 'ผู้เยี่ยมชมของฉัน' });

describe('my visitors', () => {
  it('lists each visitor with the meeting’s date, name, company and where they stand, in Thai', async () => {
    mockApi({
      'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, [
        visitor(1, 'registered', 'มานี มีนา'),
        visitor(2, 'pay_at_door'),
        visitor(3, 'slip_waiting'),
        visitor(4, 'paid'),
        visitor(5, 'refused'),
        visitor(6, 'cancelled'),
      ]),
    });
    renderVisitors();
    const rows = within(await section()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(รอ|ชำระ|สลิป|ยกเลิก)/).textContent)).toEqual([
      'รอชำระเงิน',
      'ชำระที่หน้างาน',
      'สลิปรอตรวจสอบ',
      'ชำระแล้ว',
      'สลิปถูกปฏิเสธ',
      'ยกเลิกแล้ว',
    ]);
    const [first] = rows;
    expect(first).toHaveTextContent('มานี มีนา');
    expect(first).toHaveTextContent('บริษัท 1');
    expect(first).toHaveTextContent('ประชุมประจำสัปดาห์ 05/03/2099');
  });

  it('an invitation nobody used yet says the visitor has not registered', async () => {
    mockApi({ 'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, [visitor(7, 'invited', null)]) });
    renderVisitors();
    const [row] = within(await section()).getAllByRole('listitem');
    expect(row).toHaveTextContent('ยังไม่ได้ลงทะเบียน');
    expect(row).toHaveTextContent('ยังไม่ลงทะเบียน');
    expect(row).toHaveTextContent('ประชุมประจำสัปดาห์ 05/03/2099');
    expect(within(row as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for a member who has invited nobody', async () => {
    mockApi({ 'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, []) });
    const { queryClient } = renderVisitors();
    const state = () => queryClient.getQueryState(myVisitorsQueryOptions().queryKey)?.status;
    await waitFor(() => expect(state()).toBe('success'));
    expect(screen.queryByText('ผู้เยี่ยมชมของฉัน')).not.toBeInTheDocument();
  });

  it('says so when the list cannot load, and Retry loads it', async () => {
    let fail = true;
    mockApi({
      'GET /api/meetings/visitors/': () =>
        fail
          ? answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' })
          : answer(apiRoutes.myVisitors, [visitor(1, 'paid')]),
    });
    renderVisitors();
    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent('โหลดรายชื่อผู้เยี่ยมชมไม่สำเร็จ');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ชำระแล้ว')).toBeInTheDocument();
  });
});
