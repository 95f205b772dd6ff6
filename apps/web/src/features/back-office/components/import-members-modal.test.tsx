import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ImportMembersModal } from './import-members-modal.tsx';

const row = (line: number, phone: string, errors: Record<string, string[]> = {}) => ({
  line,
  first_name: 'สมาชิก',
  last_name: `แถว${line}`,
  phone,
  email: null,
  company: null,
  roles: [],
  active: true,
  errors,
});

function chooseFile(text: string) {
  const file = new File([text], 'members.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('csv-file'), { target: { files: [file] } });
}

function renderModal(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi(handlers);
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <ImportMembersModal onClose={onClose} /> }]);
  return { api, onClose };
}

describe('member CSV import', () => {
  it('offers a Thai file button named by its label, not the browser\'s English "Choose File", and shows the file chosen', async () => {
    renderModal({
      'POST /api/admin/members/import/preview/': answer(apiRoutes.adminPreviewMemberImport, {
        rows: [row(2, '0812345678')],
        valid_count: 1,
        error_count: 0,
      }),
    });
    const field = screen.getByRole('button', { name: 'ไฟล์ CSV' });
    expect(field).toHaveTextContent('เลือกไฟล์');
    expect(screen.getByTestId('csv-file')).not.toBeVisible();
    chooseFile('first_name,last_name,phone\r\nก,ข,0812345678\r\n');
    expect(await screen.findByRole('status')).toHaveTextContent('พร้อมนำเข้า 1 แถว');
    expect(field).toHaveTextContent('members.csv');
  });

  it('shows every bad row with its problem and does not let a file with problems be imported', async () => {
    const { api } = renderModal({
      'POST /api/admin/members/import/preview/': answer(apiRoutes.adminPreviewMemberImport, {
        rows: [row(2, '0812345678'), row(3, '12345', { phone: [apiMessages.phoneInvalid] })],
        valid_count: 1,
        error_count: 1,
      }),
    });
    chooseFile('first_name,last_name,phone\r\nก,ข,0812345678\r\nค,ง,12345\r\n');
    expect(await screen.findByText(apiMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('พร้อมนำเข้า 1 แถว มีข้อผิดพลาด 1 แถว');
    expect(screen.getByRole('button', { name: 'นำเข้า 1 คน' })).toBeDisabled();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/admin/members/import/preview/']);
  });

  it('imports a clean file after the preview by sending the same file again', async () => {
    const user = userEvent.setup();
    const text = 'first_name,last_name,phone\r\nก,ข,0812345678\r\n';
    const { api, onClose } = renderModal({
      'POST /api/admin/members/import/preview/': answer(apiRoutes.adminPreviewMemberImport, {
        rows: [row(2, '0812345678')],
        valid_count: 1,
        error_count: 0,
      }),
      'POST /api/admin/members/import/': answer(apiRoutes.adminImportMembers, {
        detail: 'นำเข้าสมาชิก 1 คนเรียบร้อยแล้ว',
        created: 1,
      }),
    });
    chooseFile(text);
    await user.click(await screen.findByRole('button', { name: 'นำเข้า 1 คน' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.at(-1)).toMatchObject({ url: '/api/admin/members/import/', body: { csv: text } });
  });
});
