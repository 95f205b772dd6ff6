import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const defaults = {
  chapter_name: 'Chapter',
  bank_name: 'ธนาคารกสิกรไทย',
  bank_account_holder: 'ชาปเตอร์',
  bank_account_number: '123-4-56789-0',
  promptpay_id: '',
};

describe('back-office settings', () => {
  it('shows saved values, leaves the others blank with their default, and saves what the admin typed', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const values = { ...defaults, chapter_name: 'BNI สยาม' };
    const api = mockApi({
      'GET /api/admin/settings/': answer(apiRoutes.adminSettings, { values, defaults, overridden: ['chapter_name'] }),
      'PUT /api/admin/settings/': answer(apiRoutes.adminUpdateSettings, {
        values,
        defaults,
        overridden: ['chapter_name', 'bank_name'],
      }),
    });
    renderRoutes([{ path: '/', element: <SettingsPage /> }]);

    expect(await screen.findByRole('textbox', { name: 'ชื่อชาปเตอร์' })).toHaveValue('BNI สยาม');
    const bank = screen.getByRole('textbox', { name: 'ธนาคาร' });
    expect(bank).toHaveValue('');
    expect(bank).toHaveAttribute('placeholder', 'ธนาคารกสิกรไทย');
    expect(screen.getByText('ค่าเริ่มต้น: ธนาคารกสิกรไทย')).toBeInTheDocument();

    await user.type(bank, 'ธนาคารไทยพาณิชย์');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      chapter_name: 'BNI สยาม',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_account_holder: '',
      bank_account_number: '',
      promptpay_id: '',
    });
  });

  it('shows the saved and the default PromptPay ids grouped as members read them', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const withDefault = { ...defaults, promptpay_id: '0812345678' };
    mockApi({
      'GET /api/admin/settings/': answer(apiRoutes.adminSettings, {
        values: { ...withDefault, promptpay_id: '1101700230708' },
        defaults: withDefault,
        overridden: ['promptpay_id'],
      }),
    });
    renderRoutes([{ path: '/', element: <SettingsPage /> }]);

    const promptPay = await screen.findByRole('textbox', { name: 'พร้อมเพย์ (PromptPay)' });
    expect(promptPay).toHaveValue('1-1017-00230-70-8');
    expect(promptPay).toHaveAttribute('placeholder', '081-234-5678');
    expect(promptPay).toHaveAccessibleDescription(expect.stringContaining('ค่าเริ่มต้น: 081-234-5678'));
  });

  it('asks for the PromptPay id, says which kinds it takes, and shows why the server refused one', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    const api = mockApi({
      'GET /api/admin/settings/': answer(apiRoutes.adminSettings, { values: defaults, defaults, overridden: [] }),
      'PUT /api/admin/settings/': answerError(400, { promptpay_id: [apiMessages.promptPayIdCheckDigit] }),
    });
    renderRoutes([{ path: '/', element: <SettingsPage /> }]);

    const promptPay = await screen.findByRole('textbox', { name: 'พร้อมเพย์ (PromptPay)' });
    expect(promptPay).toHaveAccessibleDescription(expect.stringContaining('เลข e-Wallet 15 หลัก'));
    expect(promptPay).toHaveAccessibleDescription(expect.stringContaining('ไม่มีค่าเริ่มต้น'));

    await user.type(promptPay, '1-1017-00230-70-9');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(apiMessages.promptPayIdCheckDigit)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ promptpay_id: '1-1017-00230-70-9' });
  });
});
