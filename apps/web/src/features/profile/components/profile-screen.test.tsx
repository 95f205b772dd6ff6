import { apiRoutes } from '@chapter/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

function renderProfile(logoutTo = '/login') {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([
    { path: '/', element: <ProfileScreen logoutTo={logoutTo} /> },
    { path: '/login', element: <p>login page</p> },
    { path: '/liff/:app', element: <p>mini-app landing</p> },
  ]);
}

describe('profile screen', () => {
  it('shows the name, the picture fallback and the outstanding amount in red when something is owed', async () => {
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 1250 })) });
    renderProfile();
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 1,250.00 บาท');
    // Mantine's red (the browser resolves the variable; happy-dom does not, so check what is set).
    expect(amount.style.color).toBe('var(--mantine-color-red-text)');
    expect(screen.getByText('สมชาย รักงาน')).toBeInTheDocument();
    // No picture: the avatar shows the initials.
    expect(screen.getByText('สร')).toBeInTheDocument();
  });

  it('shows the outstanding amount in green when nothing is owed', async () => {
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 0 })) });
    renderProfile();
    const amount = await screen.findByTestId('outstanding-amount');
    expect(amount).toHaveTextContent('ยอดค้างชำระ 0.00 บาท');
    expect(amount.style.color).toBe('var(--mantine-color-green-text)');
  });

  it('shows the credit the chapter holds, and that it pays the next registrations, beside what is owed', async () => {
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ sum_amount: 1250, credit: 300 })),
    });
    renderProfile();
    const credit = await screen.findByTestId('credit');
    expect(credit).toHaveTextContent('เครดิตคงเหลือ 300.00 บาท');
    expect(credit).toHaveTextContent('ใช้ชำระค่าลงทะเบียนกิจกรรมครั้งถัดไป');
    // What is owed is unchanged by the credit.
    expect(screen.getByTestId('outstanding-amount')).toHaveTextContent('ยอดค้างชำระ 1,250.00 บาท');
  });

  it('shows no credit line when the chapter holds none', async () => {
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ credit: 0 })) });
    renderProfile();
    await screen.findByTestId('outstanding-amount');
    expect(screen.queryByTestId('credit')).not.toBeInTheDocument();
    expect(screen.queryByText(/เครดิตคงเหลือ/)).not.toBeInTheDocument();
  });

  it('lists each registration with its price, Bangkok times and a paid or unpaid icon', async () => {
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()) });
    renderProfile();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);

    const [unpaid, paid] = items as [HTMLElement, HTMLElement];
    expect(unpaid).toHaveTextContent('ประชุมประจำสัปดาห์');
    expect(unpaid).toHaveTextContent('1,250.00 บาท');
    expect(unpaid).toHaveTextContent('05/03/2026 08:00 – 10:30');
    expect(screen.queryByTestId('registration-cancelled')).not.toBeInTheDocument();
    expect(within(unpaid).getByRole('img', { name: 'ยังไม่ชำระ' })).toBeInTheDocument();

    expect(paid).toHaveTextContent('สัมมนาการตลาดออนไลน์');
    expect(paid).toHaveTextContent('800.00 บาท');
    expect(within(paid).getByRole('img', { name: 'ชำระแล้ว' })).toBeInTheDocument();
  });

  it('a paid registration of a cancelled event says the event was cancelled and how to get the money back', async () => {
    const paid = profileFixture().registrations[1];
    if (!paid) throw new Error('the fixture has a paid registration second');
    const registration = { ...paid, registered_event: { ...paid.registered_event, is_cancelled: true } };
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ registrations: [registration] })),
    });
    renderProfile();
    const cancelled = await screen.findByTestId('registration-cancelled');
    expect(cancelled).toHaveTextContent('งานนี้ถูกยกเลิก');
    expect(cancelled).toHaveTextContent('คุณชำระเงินแล้ว 800.00 บาท กรุณาติดต่อเลขานุการ/เหรัญญิกเพื่อขอรับเงินคืนหรือเก็บไว้เป็นเครดิต');
  });

  it('says so when the member has no registrations', async () => {
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ registrations: [], sum_amount: 0 })),
    });
    renderProfile();
    expect(await screen.findByText('ยังไม่มีการลงทะเบียนกิจกรรม')).toBeInTheDocument();
  });

  it('shows the picture from LINE when there is one', async () => {
    const url = 'https://profile.line-scdn.net/abc';
    mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ liff_picture_url: url })) });
    renderProfile();
    expect(await screen.findByRole('img', { name: 'รูปโปรไฟล์ของ สมชาย รักงาน' })).toHaveAttribute('src', url);
  });

  it('shows the link to the member’s own business card, which copies and opens the card page', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/member/profile/': answer(
        apiRoutes.profile,
        profileFixture({ public_card_id: 'k3Vq9ZtR2xLm8PwN4bYc1A' }),
      ),
    });
    renderProfile();
    const card = await screen.findByRole('region', { name: 'นามบัตรของฉัน' });
    const url = `${window.location.origin}/nc/k3Vq9ZtR2xLm8PwN4bYc1A`;
    expect(within(card).getByTestId('my-card-url')).toHaveTextContent(url);

    await user.click(within(card).getByRole('button', { name: 'คัดลอกลิงก์นามบัตร' }));
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);

    // The server renders the card page: the link is a plain one, not a screen of the app.
    expect(within(card).getByRole('link', { name: 'เปิดนามบัตรของฉัน' })).toHaveAttribute(
      'href',
      '/nc/k3Vq9ZtR2xLm8PwN4bYc1A',
    );
  });

  it('shows the server message when the profile cannot load, and still offers Log Out', async () => {
    mockApi({ 'GET /api/member/profile/': answerError(500, { detail: 'เกิดข้อผิดพลาดภายในระบบ' }) });
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('โหลดข้อมูลโปรไฟล์ไม่สำเร็จ');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดภายในระบบ');
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  });

  it('Log Out signs out and goes to /login on the desktop', async () => {
    const api = mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      'POST /api/users/sign-out/': answer(apiRoutes.signOut, { detail: 'ok' }),
    });
    const { router } = renderProfile('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.some((call) => call.url === '/api/users/sign-out/')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('Log Out in the mini-app goes to /liff/profile/', async () => {
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
      'POST /api/users/sign-out/': answer(apiRoutes.signOut, { detail: 'ok' }),
    });
    const { router } = renderProfile('/liff/profile/');
    await userEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByText('mini-app landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/liff/profile/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('a substitute’s meal among the registrations', () => {
  it('says whose meal it is under the event name', async () => {
    const profile = profileFixture();
    const [own, paid] = profile.registrations;
    if (!own || !paid) throw new Error('fixture');
    mockApi({
      'GET /api/member/profile/': answer(apiRoutes.profile, {
        ...profile,
        registrations: [{ ...own, id: 12, price: 650, substitute_name: 'ปิยะพงษ์ แทนใจ' }, own, paid],
      }),
    });
    renderProfile();
    const [substitute] = await screen.findAllByTestId('registration-substitute');
    expect(substitute).toHaveTextContent('ค่าอาหารตัวแทน: ปิยะพงษ์ แทนใจ');
    // The member's own seats say nothing of a substitute.
    expect(screen.getAllByTestId('registration-substitute')).toHaveLength(1);
  });
});
