import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { answer, answerError, type MockRequest } from '../../../test/mock-api.ts';
import {
  attendanceServer,
  closed,
  entered,
  renderAttendance,
  row,
  rows,
  sheet,
  sheetRows,
  TOKEN,
} from '../testing/attendance-fixtures.tsx';

const text = (element: HTMLElement) => element.textContent ?? '';

describe('the PALMS sheet', () => {
  it('opens on the ended meeting not yet closed, as a preview with each member’s letter, visitors and the totals', async () => {
    attendanceServer();
    renderAttendance();
    const found = await sheetRows();
    expect(screen.getByRole('combobox', { name: 'การประชุม' })).toHaveValue('ประชุมประจำสัปดาห์ 05/03/2020 06:30');
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('ตัวอย่างก่อนปิดการประชุม');
    expect(found.map((item) => within(item).getByTestId('palms').dataset.status)).toEqual(['P', 'A', 'L', 'M', 'S']);
    expect(text(found[0] as HTMLElement)).toContain('สมชาย รักงาน');
    expect(text(found[0] as HTMLElement)).toContain('P · มา');
    expect(text(found[0] as HTMLElement)).toContain('2');
    expect(text(found[1] as HTMLElement)).toContain('A · ขาด');
    expect(text(found[4] as HTMLElement)).toContain('S · ส่งตัวแทน');
    const totals = screen.getByTestId('attendance-totals');
    expect(totals).toHaveTextContent('P · มา1');
    expect(totals).toHaveTextContent('V · ผู้เยี่ยมชม3');
    // A preview is not corrected, entered nor exported: only closing is offered.
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึกว่ากรอกใน BNI Connect แล้ว' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ดาวน์โหลด CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ปิดการประชุม' })).toBeEnabled();
  });

  it('a meeting that has not ended cannot be closed, and says until when', async () => {
    attendanceServer({
      'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet({ ended: false })),
    });
    renderAttendance();
    await sheetRows();
    const button = screen.getByRole('button', { name: 'ปิดการประชุม' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('ปิดการประชุมได้หลังเวลาเลิกประชุม (05/03/2020 09:00)');
  });

  it('closing asks first, sends the request and shows who closed it and when', async () => {
    const user = userEvent.setup();
    const api = attendanceServer({
      'POST /api/meetings/81/attendance/close/': answer(apiRoutes.closeAttendance, sheet({ closed })),
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'ปิดการประชุม' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปิดการประชุม' });
    expect(api.calls.some((call) => call.url.endsWith('/close/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'ปิดการประชุม' }));

    expect(await screen.findByText('ปิดแล้วโดย วีระ รองประธาน เมื่อ 05/03/2020 10:15')).toBeInTheDocument();
    expect(await screen.findByText('ปิดการประชุมแล้ว')).toBeInTheDocument();
    const sent = api.calls.filter((call) => call.url === '/api/meetings/81/attendance/close/');
    expect(sent.map((call) => [call.method, call.authorization])).toEqual([['POST', `Bearer ${TOKEN}`]]);
    // Closed, the rows may be corrected and the sheet marked entered.
    expect(screen.getByRole('button', { name: 'แก้ไข สมหญิง ใจดี' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'บันทึกว่ากรอกใน BNI Connect แล้ว' })).toBeInTheDocument();
  });

  it('a refusal to close is a toast and the preview stays', async () => {
    const user = userEvent.setup();
    attendanceServer({
      'POST /api/meetings/81/attendance/close/': answerError(409, { detail: 'การประชุมนี้ปิดการบันทึกการเข้าประชุมแล้ว' }),
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'ปิดการประชุม' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ปิดการประชุม' }));
    expect(await screen.findByText('การประชุมนี้ปิดการบันทึกการเข้าประชุมแล้ว')).toBeInTheDocument();
    expect(screen.getByTestId('sheet-state')).toHaveTextContent('ตัวอย่างก่อนปิดการประชุม');
  });

  it('a correction sends the chosen letter and visitors, and the sheet shows the row corrected', async () => {
    const user = userEvent.setup();
    let current = sheet({ closed });
    const corrections: unknown[] = [];
    attendanceServer({
      'GET /api/meetings/81/attendance/': () => answer(apiRoutes.attendanceSheet, current),
      'PUT /api/meetings/81/attendance/6/': (request: MockRequest) => {
        corrections.push(request.body);
        const corrected = row({
          member: 6,
          name: 'สมหญิง ใจดี',
          status: 'S',
          visitors: 1,
          closed_status: 'A',
          corrected: true,
        });
        current = sheet({ closed, rows: rows.map((item) => (item.member === 6 ? corrected : item)) });
        return answer(apiRoutes.correctAttendance, corrected);
      },
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'แก้ไข สมหญิง ใจดี' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขการเข้าประชุมของ สมหญิง ใจดี' });
    expect(within(dialog).getByRole('radio', { name: 'ขาด' })).toBeChecked();
    for (const label of ['มา', 'สาย', 'ลา', 'ส่งตัวแทน'])
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'ส่งตัวแทน' }));
    const visitors = within(dialog).getByRole('textbox', { name: 'จำนวนผู้เยี่ยมชมที่เชิญมา (V)' });
    await user.clear(visitors);
    await user.type(visitors, '1');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกการแก้ไขแล้ว')).toBeInTheDocument();
    expect(corrections).toEqual([{ status: 'S', visitors: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const corrected = (await sheetRows()).find((item) => text(item).includes('สมหญิง ใจดี'));
    await waitFor(() => expect(corrected && text(corrected)).toContain('แก้ไขแล้ว'));
  });

  it('a correction without a visitor count is not sent', async () => {
    const user = userEvent.setup();
    const api = attendanceServer({
      'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet({ closed })),
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'แก้ไข สมชาย รักงาน' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'จำนวนผู้เยี่ยมชมที่เชิญมา (V)' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('จำนวนผู้เยี่ยมชมต้องเป็นจำนวนเต็ม 0–50')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('marking it entered in BNI Connect asks first, then freezes the sheet: no edit buttons', async () => {
    const user = userEvent.setup();
    const api = attendanceServer({
      'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet({ closed })),
      'POST /api/meetings/81/attendance/entered/': answer(apiRoutes.markAttendanceEntered, sheet({ closed, entered })),
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'บันทึกว่ากรอกใน BNI Connect แล้ว' }));
    const dialog = await screen.findByRole('dialog', { name: 'กรอกใน BNI Connect แล้ว' });
    expect(dialog).toHaveTextContent('ตารางจะถูกล็อก');
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยัน กรอกแล้ว' }));

    expect(await screen.findByText('บันทึกใน BNI Connect แล้วโดย วีระ รองประธาน เมื่อ 06/03/2020 12:30')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/meetings/81/attendance/entered/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึกว่ากรอกใน BNI Connect แล้ว' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' })).toBeInTheDocument();
  });

  it('a closed sheet downloads as CSV and XLSX under the server’s names', async () => {
    const user = userEvent.setup();
    const exportFile = (request: MockRequest) =>
      answer(apiRoutes.attendanceExport, new Blob(['file']), {
        'Content-Disposition': `attachment; filename="palms-2020-03-05.${request.params.format}"`,
      });
    const api = attendanceServer({
      'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet({ closed, entered })),
      'GET /api/meetings/81/attendance/export/': exportFile,
    });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:palms');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'ดาวน์โหลด XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const exports = api.calls.filter((call) => call.url === '/api/meetings/81/attendance/export/');
    expect(exports.map((call) => [call.params, call.authorization])).toEqual([
      [{ format: 'csv' }, `Bearer ${TOKEN}`],
      [{ format: 'xlsx' }, `Bearer ${TOKEN}`],
    ]);
    expect(saved).toEqual(['palms-2020-03-05.csv', 'palms-2020-03-05.xlsx']);
  });

  it('another meeting is chosen from the picker and its sheet shown', async () => {
    const user = userEvent.setup();
    attendanceServer({
      'GET /api/meetings/80/attendance/': answer(
        apiRoutes.attendanceSheet,
        sheet({ meeting: { ...sheet().meeting, id: 80 }, closed, entered, rows: [row()] }),
      ),
    });
    renderAttendance();
    await sheetRows();
    await user.click(screen.getByRole('combobox', { name: 'การประชุม' }));
    await user.click(await screen.findByRole('option', { name: /27\/02\/2020 06:30 \(บันทึกใน BNI Connect แล้ว\)/ }));
    expect(await screen.findByText(/^บันทึกใน BNI Connect แล้วโดย/)).toBeInTheDocument();
    expect(await sheetRows()).toHaveLength(1);
  });

  it('on a phone each member is a card, not a table row', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    attendanceServer({
      'GET /api/meetings/81/attendance/': answer(apiRoutes.attendanceSheet, sheet({ closed })),
    });
    renderAttendance();
    const list = await screen.findByRole('list', { name: 'รายชื่อในตารางการเข้าประชุม' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem', { name: 'ประยุทธ มาสาย' });
    expect(card).toHaveTextContent('L · สาย');
    expect(card).toHaveTextContent('ผู้เยี่ยมชม 0 คน');
    expect(within(card).getByRole('button', { name: 'แก้ไข ประยุทธ มาสาย' })).toBeInTheDocument();
  });
});
