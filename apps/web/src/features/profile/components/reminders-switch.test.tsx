import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

const REMINDERS = 'POST /api/member/reminders/';

function renderProfile(remindersOff: boolean, reply: (request: MockRequest) => MockReply) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ reminders_off: remindersOff })),
    [REMINDERS]: reply,
  });
  renderRoutes([{ path: '/', element: <ProfileScreen logoutTo="/login" /> }]);
  return api;
}

const reminderSwitch = () => screen.findByRole('switch', { name: /^รับข้อความเตือนชำระทาง LINE/ });

describe('LINE reminders on the profile', () => {
  it('are on unless the member switched them off, and switching off says payment notices still come', async () => {
    const api = renderProfile(false, (request) =>
      answer(apiRoutes.setRemindersOff, {
        reminders_off: (request.body as { reminders_off: boolean }).reminders_off,
        detail: 'ปิดการรับข้อความเตือนแล้ว คุณยังได้รับแจ้งเรื่องการชำระเงินตามปกติ',
      }),
    );
    const toggle = await reminderSwitch();
    expect(toggle).toBeChecked();
    expect(screen.getByText(/ถ้าปิด คุณยังได้รับแจ้งเรื่องการชำระเงินตามปกติ/)).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByText('ปิดการรับข้อความเตือนแล้ว คุณยังได้รับแจ้งเรื่องการชำระเงินตามปกติ')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((call) => `${call.method} ${call.url}` === REMINDERS)?.body).toEqual({ reminders_off: true });
  });

  it('switched off shows off, and switching on asks for them again', async () => {
    const api = renderProfile(true, () =>
      answer(apiRoutes.setRemindersOff, { reminders_off: false, detail: 'เปิดการรับข้อความเตือนแล้ว' }),
    );
    const toggle = await reminderSwitch();
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('เปิดการรับข้อความเตือนแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls.find((call) => `${call.method} ${call.url}` === REMINDERS)?.body).toEqual({
      reminders_off: false,
    });
  });

  it('a failed change shows why and leaves the switch as it was', async () => {
    renderProfile(false, () => answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' }));
    const toggle = await reminderSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText('เกิดข้อผิดพลาดภายในระบบ')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
