import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createAdmin } from '../../../test/factories.ts';
import { startTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
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

  const publicConfig = async () => (await call(t, apiRoutes.config)).json();
  const defaults = {
    chapter_name: testConfig.chapterName,
    bank_name: testConfig.bank.name,
    bank_account_holder: testConfig.bank.accountHolder,
    bank_account_number: testConfig.bank.accountNumber,
    promptpay_id: testConfig.bank.promptpayId,
  };

  it('starts from the environment defaults', async () => {
    const response = await call(t, apiRoutes.adminSettings, { token: admin });
    expect(response.json()).toEqual({ values: defaults, defaults, overridden: [] });
  });

  it('saved settings override the defaults on the payment screen and login page, and are audited', async () => {
    const response = await call(t, apiRoutes.adminUpdateSettings, {
      token: admin,
      body: {
        chapter_name: 'BNI สยาม',
        bank_name: 'ธนาคารไทยพาณิชย์',
        bank_account_holder: ' ชาปเตอร์สยาม ',
        bank_account_number: '111-2-33333-4',
      },
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
    const response = await call(t, apiRoutes.adminUpdateSettings, {
      token: admin,
      body: {
        chapter_name: 'BNI สยาม',
        bank_name: '',
        bank_account_holder: null,
        bank_account_number: '111-2-33333-4',
      },
    });
    expect(response.json().overridden).toEqual(['chapter_name', 'bank_account_number']);
    expect((await publicConfig()).bank).toEqual({
      name: testConfig.bank.name,
      account_holder: testConfig.bank.accountHolder,
      account_number: '111-2-33333-4',
      promptpay_id: '',
    });
  });

  it('names a value that is too long or missing', async () => {
    const response = await call(t, apiRoutes.adminUpdateSettings, {
      token: admin,
      rawBody: { chapter_name: 'ก'.repeat(101), bank_name: null, bank_account_holder: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      chapter_name: [apiMessages.tooLong(100)],
      bank_account_number: [apiMessages.required],
    });
  });

  describe('the PromptPay id', () => {
    it.each([
      ['a mobile number with dashes', '081-234-5678', '0812345678', '081-234-5678'],
      ['a mobile number with spaces', ' 081 234 5678 ', '0812345678', '081-234-5678'],
      ['a national id with a right check digit', '1-1017-00230-70-8', '1101700230708', '1-1017-00230-70-8'],
      ['a company tax id with a right check digit', '0105536009965', '0105536009965', '0-1055-36009-96-5'],
      ['a 15-digit e-wallet id', '004 999 000 123 456', '004999000123456', '004999000123456'],
    ])('%s is saved as digits and shown to members as they read it', async (_kind, typed, stored, shown) => {
      const response = await call(t, apiRoutes.adminUpdateSettings, {
        token: admin,
        body: {
          chapter_name: null,
          bank_name: null,
          bank_account_holder: null,
          bank_account_number: null,
          promptpay_id: typed,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ values: { promptpay_id: stored }, overridden: ['promptpay_id'] });
      expect((await publicConfig()).bank.promptpay_id).toBe(shown);
    });

    it.each([
      ['a national id whose check digit is wrong', '1101700230709', apiMessages.promptPayIdCheckDigit],
      ['a national id with two digits swapped', '1011700230708', apiMessages.promptPayIdCheckDigit],
      ['a landline', '02-123-4567', apiMessages.promptPayIdInvalid],
      ['a mobile number missing a digit', '081-234-567', apiMessages.promptPayIdInvalid],
      ['11 digits', '08123456789', apiMessages.promptPayIdInvalid],
      ['14 digits', '11017002307081', apiMessages.promptPayIdInvalid],
      ['16 digits', '0049990001234567', apiMessages.promptPayIdInvalid],
      ['letters', '081-234-567x', apiMessages.promptPayIdInvalid],
    ])('%s is refused with a message that says why', async (_kind, typed, message) => {
      const before = (await publicConfig()).bank.promptpay_id;
      const response = await call(t, apiRoutes.adminUpdateSettings, {
        token: admin,
        body: {
          chapter_name: null,
          bank_name: null,
          bank_account_holder: null,
          bank_account_number: null,
          promptpay_id: typed,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ promptpay_id: [message] });
      expect((await publicConfig()).bank.promptpay_id).toBe(before);
    });

    it('blank falls back to the environment default, as does leaving it out', async () => {
      await call(t, apiRoutes.adminUpdateSettings, {
        token: admin,
        body: {
          chapter_name: null,
          bank_name: null,
          bank_account_holder: null,
          bank_account_number: null,
          promptpay_id: '0812345678',
        },
      });
      expect(
        (
          await call(t, apiRoutes.adminUpdateSettings, {
            token: admin,
            body: {
              chapter_name: null,
              bank_name: null,
              bank_account_holder: null,
              bank_account_number: null,
              promptpay_id: '  ',
            },
          })
        ).json().values.promptpay_id,
      ).toBe(testConfig.bank.promptpayId);
      await call(t, apiRoutes.adminUpdateSettings, {
        token: admin,
        body: {
          chapter_name: null,
          bank_name: null,
          bank_account_holder: null,
          bank_account_number: null,
          promptpay_id: '0812345678',
        },
      });
      const withoutIt = await call(t, apiRoutes.adminUpdateSettings, {
        token: admin,
        body: {
          chapter_name: null,
          bank_name: null,
          bank_account_holder: null,
          bank_account_number: null,
        },
      });
      expect(withoutIt.json().overridden).toEqual([]);
      expect((await publicConfig()).bank.promptpay_id).toBe('');
    });
  });

  it('the environment’s PromptPay id is the default the back office shows', async () => {
    const other = await startTestApp({ config: { bank: { ...testConfig.bank, promptpayId: '0898765432' } } });
    try {
      await createAdmin(other.db, { phone: '0811111111' });
      const token = await other.login('0811111111');
      const response = await call(other, apiRoutes.adminSettings, { token });
      expect(response.json()).toMatchObject({
        values: { promptpay_id: '0898765432' },
        defaults: { promptpay_id: '0898765432' },
      });
      const config = (await call(other, apiRoutes.config)).json();
      expect(config.bank.promptpay_id).toBe('089-876-5432');
    } finally {
      await other.close();
    }
  });
});
