import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog } from '../../../db/schema/index.ts';

/*
 * Issue 36: the members file must come back from a spreadsheet. SheetJS stands in for Excel and
 * LibreOffice: it reads the file as they do (0812345678 becomes the number 812345678) and saves it
 * as CSV as they do (a number as its value, not as the text it was read from).
 */
const throughSpreadsheet = (file: Buffer | string) => {
  const book = typeof file === 'string' ? XLSX.read(file, { type: 'string' }) : XLSX.read(file, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return XLSX.utils.sheet_to_csv(sheet, { rawNumbers: true });
};

/** What the back office shows of a member, the fields the file carries, by phone. */
const byPhone = (list: Record<string, unknown>[]) =>
  Object.fromEntries(
    list.map((m) => [
      m.phone,
      [m.first_name, m.last_name, m.email, m.company, m.position, m.website, m.roles, m.active],
    ]),
  );

describe('a members file that went through a spreadsheet', () => {
  let source: TestApp;
  let admin: string;

  beforeAll(async () => {
    source = await startTestApp();
    await createAdmin(source.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' });
    await createMember(source.db, {
      phone: '0912345678',
      firstName: 'พรทิพย์',
      lastName: 'แก้วใส',
      email: 'porntip@example.com',
      company: 'แก้วใสคลินิก, ทันตกรรม',
      position: 'ทันตแพทย์',
      website: 'https://kaewsai.example.com/',
      roles: ['Secretary/Treasurer'],
    });
    await createMember(source.db, {
      phone: '0623456789',
      firstName: 'ธนากร',
      lastName: 'บุญมา',
      company: '@Home สตูดิโอ',
    });
    await createMember(source.db, { phone: '021234567', firstName: 'ประเสริฐ', lastName: 'มั่นคง', active: false });
    await createMember(source.db, { phone: '053123456', firstName: 'อนุชา', lastName: 'เจริญผล', position: '-' });
    admin = await source.login('0811111111');
  });
  afterAll(() => source.close());

  const download = (format: 'csv' | 'xlsx') =>
    call(source, apiRoutes.adminExportMembers, { token: admin, query: { format } });
  const listOf = async (t: TestApp, token: string) =>
    (await call(t, apiRoutes.adminMembers, { token })).json() as Record<string, unknown>[];

  it('writes each phone so a spreadsheet keeps it as text, in the CSV and the XLSX alike', async () => {
    const csv = await download('csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toContain('พรทิพย์,แก้วใส,"=""0912345678""",porntip@example.com,');
    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer', cellNF: true }).Sheets.members;
    expect(sheet?.A1?.v).toBe('first_name');
    const phones = Object.entries(sheet ?? {}).filter(([address]) => /^C\d+$/.test(address) && address !== 'C1');
    expect(phones).toHaveLength(5);
    for (const [, cell] of phones) expect(cell).toMatchObject({ t: 's', z: '@', v: expect.stringMatching(/^0\d+$/) });
    const audits = await source.db.select().from(auditLog).where(eq(auditLog.action, 'member.export'));
    expect(audits.map((entry) => entry.details)).toEqual([
      { count: 5, format: 'csv' },
      { count: 5, format: 'xlsx' },
    ]);
  });

  it('imports again after a spreadsheet saved it, as CSV or from the XLSX: the same members, nothing else changed', async () => {
    const csvBack = throughSpreadsheet((await download('csv')).body);
    const xlsxBack = throughSpreadsheet((await download('xlsx')).rawPayload);
    // Into a chapter that has none of them (its admin aside): every row is added as it was.
    const target = await startTestApp();
    try {
      await createAdmin(target.db, { phone: '0899999999' });
      const targetAdmin = await target.login('0899999999');
      const imported = await call(target, apiRoutes.adminImportMembers, { token: targetAdmin, body: { csv: csvBack } });
      expect(imported.json()).toEqual({ detail: apiMessages.membersImported(5), created: 5 });
      const expected = byPhone(await listOf(source, admin));
      const { '0899999999': _, ...added } = byPhone(await listOf(target, targetAdmin));
      expect(added).toEqual(expected);
      // The XLSX saved as CSV names the very same members: each row is refused only as already there.
      const preview = (
        await call(target, apiRoutes.adminPreviewMemberImport, { token: targetAdmin, body: { csv: xlsxBack } })
      ).json();
      expect(preview.rows.map((row: { phone: string }) => row.phone).sort()).toEqual(Object.keys(expected).sort());
      for (const row of preview.rows) expect(row.errors).toEqual({ phone: [apiMessages.csvPhoneExists] });
    } finally {
      await target.close();
    }
  });

  it('takes back a mobile number that lost its zero, and says why it refuses a landline that did', async () => {
    // The export before issue 36 wrote bare numbers; LibreOffice with formulas off keeps ="…" as text.
    const bare = [
      'first_name,last_name,phone',
      'ก,หนึ่ง,0912345678',
      'ก,สอง,0623456789',
      'ก,สาม,021234567',
      'ก,สี่,"=""0811111111"""',
      'ก,ห้า,212345678',
    ].join('\r\n');
    const back = throughSpreadsheet(bare);
    expect(back.split('\n').slice(1, 4)).toEqual(['ก,หนึ่ง,912345678', 'ก,สอง,623456789', 'ก,สาม,21234567']);
    const preview = (
      await call(source, apiRoutes.adminPreviewMemberImport, { token: admin, body: { csv: bare } })
    ).json();
    const viaSpreadsheet = (
      await call(source, apiRoutes.adminPreviewMemberImport, { token: admin, body: { csv: back } })
    ).json();
    for (const { rows } of [preview, viaSpreadsheet]) {
      expect(rows.map((row: { phone: string; errors: object }) => [row.phone, row.errors])).toEqual([
        ['0912345678', { phone: [apiMessages.csvPhoneExists] }],
        ['0623456789', { phone: [apiMessages.csvPhoneExists] }],
        // The original is a landline and still imports as it was; its bare 8 digits cannot.
        rows === preview.rows
          ? ['021234567', { phone: [apiMessages.csvPhoneExists] }]
          : ['21234567', { phone: [apiMessages.csvPhoneLostZero] }],
        ['0811111111', { phone: [apiMessages.csvPhoneExists] }],
        ['212345678', { phone: [apiMessages.csvPhoneLostZero] }],
      ]);
    }
  });
});
