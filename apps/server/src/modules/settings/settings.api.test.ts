import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/factories.ts';
import { bearer, startTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('chapter settings', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    await createAdmin(t.db, { phone: '0811111111' });
    admin = await t.login('0811111111');
  });
  afterAll(() => t.close());

  const publicConfig = async () => (await t.app.inject({ method: 'GET', url: apiRoutes.config.path })).json();
  const save = (payload: object) =>
    t.app.inject({ method: 'PUT', url: apiRoutes.adminUpdateSettings.path, headers: bearer(admin), payload });
  const defaults = {
    chapter_name: testConfig.chapterName,
    bank_name: testConfig.bank.name,
    bank_account_holder: testConfig.bank.accountHolder,
    bank_account_number: testConfig.bank.accountNumber,
  };

  it('starts from the environment defaults', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiRoutes.adminSettings.path, headers: bearer(admin) });
    expect(response.json()).toEqual({ values: defaults, defaults, overridden: [] });
  });

  it('saved settings override the defaults on the payment screen and login page, and are audited', async () => {
    const response = await save({
      chapter_name: 'BNI สยาม',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_account_holder: ' ชาปเตอร์สยาม ',
      bank_account_number: '111-2-33333-4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      values: { chapter_name: 'BNI สยาม', bank_account_holder: 'ชาปเตอร์สยาม' },
      defaults,
      overridden: ['chapter_name', 'bank_name', 'bank_account_holder', 'bank_account_number'],
    });
    expect(await publicConfig()).toMatchObject({
      chapter_name: 'BNI สยาม',
      bank: { name: 'ธนาคารไทยพาณิชย์', account_holder: 'ชาปเตอร์สยาม', account_number: '111-2-33333-4' },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entry?.details).toMatchObject({
      changes: { chapter_name: { from: testConfig.chapterName, to: 'BNI สยาม' } },
    });
  });

  it('a blank setting falls back to its default', async () => {
    const response = await save({
      chapter_name: 'BNI สยาม',
      bank_name: '',
      bank_account_holder: null,
      bank_account_number: '111-2-33333-4',
    });
    expect(response.json().overridden).toEqual(['chapter_name', 'bank_account_number']);
    expect((await publicConfig()).bank).toEqual({
      name: testConfig.bank.name,
      account_holder: testConfig.bank.accountHolder,
      account_number: '111-2-33333-4',
    });
  });

  it('names a value that is too long or missing', async () => {
    const response = await save({ chapter_name: 'ก'.repeat(101), bank_name: null, bank_account_holder: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      chapter_name: [apiMessages.tooLong(100)],
      bank_account_number: [apiMessages.required],
    });
  });
});
