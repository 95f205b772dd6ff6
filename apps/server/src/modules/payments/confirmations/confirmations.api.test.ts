import { apiMessages } from '@chapter/contract/messages';
import type { TConfirmation } from '@chapter/contract/payments';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import {
  createAdmin,
  createConfirmation,
  createEvent,
  createMember,
  createRegistration,
  createSlip,
  createStaff,
} from '../../../../test/factories.ts';
import { bearer, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { parseCsv } from '../../../lib/csv.ts';

const EVIL_NAME = '=HYPERLINK("https://evil.example","คลิก")';
const HEADERS = [
  'วันที่ยืนยัน',
  'สมาชิก',
  'ยอดที่ได้รับ (บาท)',
  'รายการที่ชำระ',
  'ยอดรายการ',
  'ยกเว้น/ส่วนลด',
  'เครดิต (+/−)',
  'ผู้ยืนยัน',
  'เหตุผล',
  'สถานะ',
  'เลขที่รายการในสลิป',
];
/** The transfer reference the waiver's slip carried in its QR: the export's last column. */
const WAIVER_REFERENCE = '015319190512BTF07339';

describe("the month's confirmed payments and their export for the chapter's accounts", () => {
  let t: TestApp;
  const clock = new Date('2026-12-05T03:00:00Z');
  let staffToken: string;
  let adminToken: string;
  let memberToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ now: () => clock });
    const staff = await createStaff(t.db, { phone: '0811111111', firstName: 'สุดา', lastName: 'เหรัญญิก' });
    const admin = await createAdmin(t.db, { phone: '0899999999', firstName: 'อำนาจ', lastName: 'ผู้ดูแล' });
    const somsri = await createMember(t.db, { phone: '0822222222', firstName: 'สมศรี', lastName: 'ใจดี' });
    const kong = await createMember(t.db, { firstName: 'ก้อง', lastName: 'เครดิต' });
    const evil = await createMember(t.db, { firstName: EVIL_NAME, lastName: 'ทดสอบ' });
    const october = await createEvent(t.db, {
      name: 'ประชุมเดือนตุลาคม',
      startsAt: bangkokTime(2026, 9, 29, 6, 30),
      priceSatang: 45_000,
    });
    const weekly = await createEvent(t.db, {
      name: 'ประชุมประจำสัปดาห์',
      startsAt: bangkokTime(2026, 10, 5, 6, 30),
      priceSatang: 45_000,
    });
    const party = await createEvent(t.db, {
      name: '@งานเลี้ยง, สังสรรค์',
      startsAt: bangkokTime(2026, 10, 20, 18, 0),
      priceSatang: 120_000,
    });
    const register = (memberId: number, event: { id: number; priceSatang: number }) =>
      createRegistration(t.db, { memberId, eventId: event.id, priceSatang: event.priceSatang });
    const somsriOctober = await register(somsri.id, october);
    const somsriWeekly = await register(somsri.id, weekly);
    const evilWeekly = await register(evil.id, weekly);
    const evilParty = await register(evil.id, party);
    const kongParty = await register(kong.id, party);
    const confirm = (values: Omit<Parameters<typeof createConfirmation>[1], 'confirmedBy'>) =>
      createConfirmation(t.db, { confirmedBy: staff.id, ...values });

    // 23:30 on 31 October in Bangkok: still October there (16:30 UTC).
    ids.lastOfOctober = (
      await confirm({
        memberId: somsri.id,
        confirmedAt: bangkokTime(2026, 9, 31, 23, 30),
        registrations: [somsriOctober],
      })
    ).id;
    // 00:30 on 1 November in Bangkok: November there, though still 31 October in UTC.
    const firstSlip = await createSlip(t.db, { memberId: somsri.id, amountSatang: 45_000 });
    ids.firstOfNovember = (
      await confirm({
        memberId: somsri.id,
        confirmedAt: bangkokTime(2026, 10, 1, 0, 30),
        statedSatang: 45_000,
        registrations: [somsriWeekly],
        slips: [firstSlip],
      })
    ).id;
    ids.credit = (
      await confirm({
        memberId: kong.id,
        confirmedAt: bangkokTime(2026, 10, 3, 10, 0),
        statedSatang: 200_000,
        receivedSatang: 200_000,
        slips: [await createSlip(t.db, { memberId: kong.id, amountSatang: 200_000 })],
      })
    ).id;
    // A reversal leaves its confirmation's figures but frees its registrations and slips.
    ids.reversed = (
      await confirm({
        memberId: somsri.id,
        confirmedAt: bangkokTime(2026, 10, 10, 12, 0),
        statedSatang: 120_000,
        receivedSatang: 120_000,
        appliedSatang: 120_000,
        reversedAt: bangkokTime(2026, 10, 12, 9, 15),
        reversedBy: admin.id,
        reversalReason: 'สลิปซ้ำกับรายการก่อนหน้า',
      })
    ).id;
    ids.waiver = (
      await confirm({
        memberId: evil.id,
        confirmedAt: bangkokTime(2026, 10, 15, 19, 5),
        statedSatang: 160_000,
        receivedSatang: 150_000,
        receivedReason: 'ยอดในสลิปไม่ตรง ตรวจกับธนาคารแล้ว',
        waivedSatang: 15_000,
        waiverReason: 'ส่วนลดสมาชิกใหม่',
        registrations: [evilWeekly, evilParty],
        slips: [
          await createSlip(t.db, {
            memberId: evil.id,
            amountSatang: 160_000,
            qrStatus: 'read',
            sendingBank: '004',
            transRef: WAIVER_REFERENCE,
          }),
        ],
      })
    ).id;
    // 23:30 on 30 November in Bangkok: the last of November; paid from the credit kept above.
    ids.lastOfNovember = (
      await confirm({
        memberId: kong.id,
        confirmedAt: bangkokTime(2026, 10, 30, 23, 30),
        receivedSatang: 0,
        registrations: [kongParty],
      })
    ).id;
    // 00:30 on 1 December in Bangkok: December there, though still 30 November in UTC.
    ids.firstOfDecember = (
      await confirm({
        memberId: kong.id,
        confirmedAt: bangkokTime(2026, 11, 1, 0, 30),
        receivedSatang: 30_000,
        slips: [await createSlip(t.db, { memberId: kong.id, amountSatang: 30_000 })],
      })
    ).id;
    ids.somsri = somsri.id;
    ids.kong = kong.id;
    ids.evil = evil.id;
    ids.staff = staff.id;
    ids.admin = admin.id;
    ids.weeklyOfSomsri = somsriWeekly.id;
    ids.weeklyOfEvil = evilWeekly.id;
    ids.partyOfEvil = evilParty.id;
    ids.partyOfKong = kongParty.id;
    ids.firstSlip = firstSlip.id;
    staffToken = await t.login('0811111111');
    adminToken = await t.login('0899999999');
    memberToken = await t.login('0822222222');
  });
  afterAll(() => t.close());

  const list = (month: string, token = staffToken) =>
    call(t, apiRoutes.paymentConfirmations, { query: { month }, token });
  const download = (month: string, format: 'csv' | 'xlsx', token = staffToken) =>
    call(t, apiRoutes.paymentExport, { query: { month, format }, token });

  /** What every file row must say, column by column, newest first (the list's order). */
  const novemberRows = () => [
    [
      '30/11/2026 23:30',
      'ก้อง เครดิต',
      0,
      '@งานเลี้ยง, สังสรรค์ (20/11/2026)',
      1200,
      0,
      -1200,
      'สุดา เหรัญญิก',
      '',
      'ยืนยันแล้ว',
      '',
    ],
    [
      '15/11/2026 19:05',
      `${EVIL_NAME} ทดสอบ`,
      1500,
      'ประชุมประจำสัปดาห์ (05/11/2026); @งานเลี้ยง, สังสรรค์ (20/11/2026)',
      1650,
      150,
      0,
      'สุดา เหรัญญิก',
      'ยอดที่ได้รับ: ยอดในสลิปไม่ตรง ตรวจกับธนาคารแล้ว; ยกเว้น/ส่วนลด: ส่วนลดสมาชิกใหม่',
      'ยืนยันแล้ว',
      WAIVER_REFERENCE,
    ],
    [
      '10/11/2026 12:00',
      'สมศรี ใจดี',
      1200,
      '',
      1200,
      0,
      0,
      'สุดา เหรัญญิก',
      '',
      'ยกเลิกแล้ว 12/11/2026 09:15 โดย อำนาจ ผู้ดูแล: สลิปซ้ำกับรายการก่อนหน้า',
      '',
    ],
    ['03/11/2026 10:00', 'ก้อง เครดิต', 2000, '', 0, 0, 2000, 'สุดา เหรัญญิก', '', 'ยืนยันแล้ว', ''],
    ['01/11/2026 00:30', 'สมศรี ใจดี', 450, 'ประชุมประจำสัปดาห์ (05/11/2026)', 450, 0, 0, 'สุดา เหรัญญิก', '', 'ยืนยันแล้ว', ''],
  ];

  it('the treasurer sees the month’s confirmations in Bangkok time, newest first, with names, registrations, slips and credit change', async () => {
    const response = await list('2026-11');
    expect(response.statusCode).toBe(200);
    const staffPerson = { id: ids.staff, full_name: 'สุดา เหรัญญิก' };
    const live = { reversed_at: null, reversed_by: null, reversal_reason: null };
    const expected: TConfirmation[] = [
      {
        id: ids.lastOfNovember as number,
        member: { id: ids.kong as number, full_name: 'ก้อง เครดิต' },
        confirmed_at: '2026-11-30T16:30:00.000Z',
        confirmed_by: staffPerson as TConfirmation['confirmed_by'],
        stated: null,
        received: 0,
        received_reason: null,
        applied: 1200,
        waived: 0,
        waiver_reason: null,
        credit_change: -1200,
        registrations: [
          {
            id: ids.partyOfKong as number,
            event_name: '@งานเลี้ยง, สังสรรค์',
            event_start_date_time: '2026-11-20T11:00:00.000Z',
            price: 1200,
          },
        ],
        slips: [],
        slip_references: [],
        ...live,
      },
      {
        id: ids.waiver as number,
        member: { id: ids.evil as number, full_name: `${EVIL_NAME} ทดสอบ` },
        confirmed_at: '2026-11-15T12:05:00.000Z',
        confirmed_by: staffPerson as TConfirmation['confirmed_by'],
        stated: 1600,
        received: 1500,
        received_reason: 'ยอดในสลิปไม่ตรง ตรวจกับธนาคารแล้ว',
        applied: 1650,
        waived: 150,
        waiver_reason: 'ส่วนลดสมาชิกใหม่',
        credit_change: 0,
        registrations: [
          {
            id: ids.weeklyOfEvil as number,
            event_name: 'ประชุมประจำสัปดาห์',
            event_start_date_time: '2026-11-04T23:30:00.000Z',
            price: 450,
          },
          {
            id: ids.partyOfEvil as number,
            event_name: '@งานเลี้ยง, สังสรรค์',
            event_start_date_time: '2026-11-20T11:00:00.000Z',
            price: 1200,
          },
        ],
        slips: [expect.any(Number) as number],
        slip_references: [WAIVER_REFERENCE],
        ...live,
      },
      {
        id: ids.reversed as number,
        member: { id: ids.somsri as number, full_name: 'สมศรี ใจดี' },
        confirmed_at: '2026-11-10T05:00:00.000Z',
        confirmed_by: staffPerson as TConfirmation['confirmed_by'],
        stated: 1200,
        received: 1200,
        received_reason: null,
        applied: 1200,
        waived: 0,
        waiver_reason: null,
        credit_change: 0,
        registrations: [],
        slips: [],
        slip_references: [],
        reversed_at: '2026-11-12T02:15:00.000Z',
        reversed_by: { id: ids.admin as number, full_name: 'อำนาจ ผู้ดูแล' },
        reversal_reason: 'สลิปซ้ำกับรายการก่อนหน้า',
      },
      expect.objectContaining({ id: ids.credit, received: 2000, applied: 0, credit_change: 2000, registrations: [] }),
      expect.objectContaining({
        id: ids.firstOfNovember,
        confirmed_at: '2026-10-31T17:30:00.000Z',
        stated: 450,
        credit_change: 0,
        slips: [ids.firstSlip],
        registrations: [expect.objectContaining({ id: ids.weeklyOfSomsri, price: 450 })],
      }),
    ];
    expect(response.json()).toEqual(expected);
  });

  it('a confirmation at 23:30 on the last day of a month belongs to that month in Bangkok, and one at 00:30 on the first to the next', async () => {
    const idsOf = async (month: string) => (await list(month)).json().map((row: { id: number }) => row.id);
    expect(await idsOf('2026-10')).toEqual([ids.lastOfOctober]);
    expect(await idsOf('2026-11')).toContain(ids.firstOfNovember);
    expect(await idsOf('2026-11')).toContain(ids.lastOfNovember);
    expect(await idsOf('2026-12')).toEqual([ids.firstOfDecember]);
    expect(await idsOf('2026-09')).toEqual([]);
  });

  it('the CSV has one row per confirmation matching the list, in Thai columns, UTF-8 with BOM and CRLF, as payments-YYYY-MM.csv', async () => {
    const response = await download('2026-11', 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="payments-2026-11.csv"');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const [header, ...rows] = parseCsv(text).map((record) => record.fields);
    expect(header).toEqual(HEADERS);
    const expected = novemberRows().map((row) =>
      row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell.replace(/^[=@]/, "'$&"))),
    );
    expect(rows).toEqual(expected);
  });

  it('the Excel file has the same rows with real Bangkok dates, numeric amounts in two decimals, a bold header and a totals row without reversed ones', async () => {
    const response = await download('2026-11', 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="payments-2026-11.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (rowNumber: number) =>
      EXPORT_COLUMN_NUMBERS.map((column) => {
        const value = sheet.getRow(rowNumber).getCell(column).value;
        return value === null || value === undefined ? '' : value;
      });

    expect(values(1)).toEqual(HEADERS);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const expected = novemberRows().map((row) => {
      const [date = '', ...rest] = row as [string, ...(string | number)[]];
      const [day, month, year, hour, minute] = date.split(/[/ :]/).map(Number) as number[];
      return [
        new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute)),
        ...rest.map((cell) => (typeof cell === 'string' ? cell.replace(/^[=@]/, "'$&") : cell)),
      ];
    });
    expect([2, 3, 4, 5, 6].map(values)).toEqual(expected);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    for (const column of [3, 5, 6, 7]) expect(sheet.getRow(2).getCell(column).numFmt).toBe('#,##0.00');

    const totals = sheet.getRow(7);
    expect(totals.getCell(1).value).toBe('รวม (ไม่นับรายการที่ยกเลิกแล้ว)');
    expect(totals.getCell(1).font?.bold).toBe(true);
    expect([3, 5, 6, 7].map((column) => totals.getCell(column).value)).toEqual([
      0 + 1500 + 2000 + 450,
      1200 + 1650 + 0 + 450,
      150,
      -1200 + 0 + 2000 + 0,
    ]);
    expect(sheet.rowCount).toBe(7);
  });

  it('a member name that looks like a formula reaches neither file as a formula', async () => {
    const csv = parseCsv((await download('2026-11', 'csv')).rawPayload.toString('utf8'));
    expect(csv.map((record) => record.fields[1])).toContain(`'${EVIL_NAME} ทดสอบ`);
    expect(csv.flatMap((record) => record.fields).filter((cell) => /^[=+@]/.test(cell))).toEqual([]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('2026-11', 'xlsx')).rawPayload as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.map((cell) => cell.value)).toContain(`'${EVIL_NAME} ทดสอบ`);
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([]);
    expect(cells.filter((cell) => typeof cell.value === 'string' && /^[=+@-]/.test(cell.value))).toEqual([]);
  });

  it('a month with no confirmations lists nothing and exports only the header', async () => {
    expect((await list('2025-01')).json()).toEqual([]);
    const csv = (await download('2025-01', 'csv')).rawPayload.toString('utf8');
    expect(parseCsv(csv).map((record) => record.fields)).toEqual([HEADERS]);
  });

  it('a month not written YYYY-MM is refused with the Thai message, for the list and the export', async () => {
    for (const month of ['2026-13', '2026-1', 'พฤศจิกายน', '']) {
      const listed = await list(month);
      expect(listed.statusCode).toBe(400);
      expect(listed.json()).toEqual({ month: [apiMessages.exportMonthInvalid] });
      const exported = await download(month, 'csv');
      expect(exported.statusCode).toBe(400);
      expect(exported.json()).toEqual({ month: [apiMessages.exportMonthInvalid] });
    }
    // A format the contract does not name: sent past the typed helper, as a client could.
    const pdf = await t.app.inject({
      method: 'GET',
      url: apiRoutes.paymentExport.path,
      query: { month: '2026-11', format: 'pdf' },
      headers: bearer(staffToken),
    });
    expect(pdf.statusCode).toBe(400);
  });

  it('an Admin may list and export too; a member who is not staff may do neither', async () => {
    expect((await list('2026-11', adminToken)).statusCode).toBe(200);
    expect((await download('2026-11', 'xlsx', adminToken)).statusCode).toBe(200);
    expect((await list('2026-11', memberToken)).statusCode).toBe(403);
    expect((await download('2026-11', 'csv', memberToken)).statusCode).toBe(403);
    const anonymous = await call(t, apiRoutes.paymentExport, { query: { month: '2026-11', format: 'csv' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('every export is recorded in the audit log with the month, the format and how many rows it held', async () => {
    await download('2026-10', 'xlsx');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.export'), eq(auditLog.actorId, ids.staff as number)));
    expect(entries.map((entry) => entry.details)).toContainEqual({ month: '2026-10', format: 'xlsx', count: 1 });
  });
});

const EXPORT_COLUMN_NUMBERS = HEADERS.map((_, index) => index + 1);
