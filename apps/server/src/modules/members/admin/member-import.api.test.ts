import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/call.ts';
import { createAdmin, createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditLog, members } from '../../../db/schema/index.ts';
import { parseCsv } from '../../../lib/csv.ts';

/** A file as Excel saves it: byte-order mark, CRLF, a quoted company with a comma. */
const mixedFile = [
  '\uFEFFfirst_name,last_name,phone,email,company,position,website,roles,active',
  'พรทิพย์,แก้วใส,081-234-5678,porntip@example.com,"แก้วใสคลินิก, ทันตกรรม",ทันตแพทย์,https://kaewsai.example.com,,yes',
  'ธนากร,บุญมา,12345,,,,,,',
  'กาญจนา,วงศ์ใหญ่,+66 81 234 5678,,,,,,',
  ',ไม่มีชื่อ,0865555555,,,,,,',
  'ประเสริฐ,มั่นคง,0822222222,,,,,,',
  'อนุชา,เจริญผล,0867777777,anucha@example,,,,,maybe',
  'นภัสสร,พูลสวัสดิ์,0868888888,,,,,Secretary/Treasurer;Admin,no',
].join('\r\n');

const goodFile = [
  'first_name,last_name,phone,email,company,position,website,roles,active',
  'พรทิพย์,แก้วใส,081-234-5678,porntip@example.com,"แก้วใสคลินิก, ทันตกรรม",ทันตแพทย์,,,yes',
  'นภัสสร,พูลสวัสดิ์,0868888888,,,,,Secretary/Treasurer;Admin,no',
].join('\r\n');

describe('importing and exporting members as CSV', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    await createAdmin(t.db, { phone: '0811111111', firstName: 'สมศักดิ์', lastName: 'ใจดี' });
    await createMember(t.db, { phone: '0822222222', firstName: 'สมชาย', lastName: 'รักงาน' });
    admin = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const preview = (csv: string) => call(t, apiRoutes.adminPreviewMemberImport, { token: admin, body: { csv } });
  const commit = (csv: string) => call(t, apiRoutes.adminImportMembers, { token: admin, body: { csv } });
  const memberCount = async () => (await t.db.select().from(members)).length;

  it('previews a file of good and bad rows, naming each problem, and writes nothing', async () => {
    const before = await memberCount();
    const response = await preview(mixedFile);
    expect(response.statusCode).toBe(200);
    const { rows, valid_count, error_count } = response.json();
    expect({ valid_count, error_count }).toEqual({ valid_count: 2, error_count: 5 });
    const errorsByLine = Object.fromEntries(
      rows.map((row: { line: number; errors: object }) => [row.line, row.errors]),
    );
    expect(errorsByLine).toEqual({
      2: {},
      3: { phone: [apiMessages.phoneInvalid] },
      4: { phone: [apiMessages.csvDuplicateInFile(2)] },
      5: { first_name: [apiMessages.firstNameRequired] },
      6: { phone: [apiMessages.csvPhoneExists] },
      7: { active: [apiMessages.csvActiveInvalid], email: [apiMessages.emailInvalid] },
      8: {},
    });
    expect(rows[0]).toMatchObject({ phone: '0812345678', company: 'แก้วใสคลินิก, ทันตกรรม', active: true });
    expect(rows[6]).toMatchObject({ roles: ['Secretary/Treasurer', 'Admin'], active: false });
    expect(await memberCount()).toBe(before);
  });

  it('refuses to import a file with bad rows, and writes none of its good rows', async () => {
    const before = await memberCount();
    const response = await commit(mixedFile);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [apiMessages.csvHasErrors(5)] });
    expect(await memberCount()).toBe(before);
  });

  it('names problems with the file itself', async () => {
    expect((await preview('name,phone\r\nก,0811111111')).json()).toEqual({
      csv: [apiMessages.csvMissingColumns('first_name, last_name, phone')],
    });
    expect((await preview('first_name,last_name,phone\r\n')).json()).toEqual({ csv: [apiMessages.csvNoRows] });
    expect((await preview('first_name,last_name,phone\r\n"ก,ข,0811111111')).json()).toEqual({
      csv: [apiMessages.csvUnclosedQuote(2)],
    });
    expect((await preview('')).json()).toEqual({ csv: [apiMessages.csvRequired] });
    const huge = [
      'first_name,last_name,phone',
      ...Array.from({ length: 2001 }, (_, i) => `ก,ข,08${String(i).padStart(8, '0')}`),
    ];
    expect((await preview(huge.join('\r\n'))).json()).toEqual({ csv: [apiMessages.csvTooManyRows(2000)] });
  });

  it('writes nothing when a row fails half way through the import', async () => {
    const before = await memberCount();
    // The Secretary/Treasurer role disappearing between check and write makes the second row fail inside the transaction.
    await t.db.execute(sql`UPDATE roles SET name = 'renamed' WHERE name = 'Secretary/Treasurer'`);
    try {
      const response = await commit(goodFile);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`UPDATE roles SET name = 'Secretary/Treasurer' WHERE name = 'renamed'`);
    }
    expect(await memberCount()).toBe(before);
  });

  it('imports a good file after the preview: every member, with roles and active flags, in one go', async () => {
    expect((await preview(goodFile)).json()).toMatchObject({ valid_count: 2, error_count: 0 });
    const response = await commit(goodFile);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: apiMessages.membersImported(2), created: 2 });
    const listed = await call(t, apiRoutes.adminMembers, { token: admin, query: { search: 'นภัสสร' } });
    expect(listed.json()[0]).toMatchObject({ roles: ['Admin', 'Secretary/Treasurer'], active: false });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.import'));
    expect(entry?.details).toMatchObject({ count: 2 });
    // The same file again: every phone is now taken.
    expect((await preview(goodFile)).json()).toMatchObject({ valid_count: 0, error_count: 2 });
  });

  it('exports every member as CSV with a byte-order mark, in the columns import reads', async () => {
    const response = await call(t, apiRoutes.adminExportMembers, { token: admin, query: { format: 'csv' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFFfirst_name,last_name,phone,')).toBe(true);
    const records = parseCsv(response.body).map((record) => record.fields);
    expect(records).toContainEqual([
      'พรทิพย์',
      'แก้วใส',
      '="0812345678"',
      'porntip@example.com',
      'แก้วใสคลินิก, ทันตกรรม',
      'ทันตแพทย์',
      '',
      '',
      'yes',
    ]);
    expect(records).toHaveLength((await memberCount()) + 1);
    // What is exported can be read back by the preview (every phone is taken, nothing else is wrong).
    const back = (await preview(response.body)).json();
    for (const row of back.rows) expect(Object.keys(row.errors)).toEqual(['phone']);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.export'))).toHaveLength(1);
  });
});
