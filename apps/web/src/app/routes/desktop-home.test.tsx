import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../../lib/cookies.ts';
import {
  availableEventFixture,
  configFixture,
  lineAccountMemberFixture,
  lineClaimFixture,
  memberListItemFixture,
  profileFixture,
  slipFixture,
  unvalidatedMemberFixture,
} from '../../test/fixtures.ts';
import { answer, mockApi, noResponse } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { DesktopHome } from './desktop-home.tsx';

const doorMeeting = {
  id: 70,
  name: 'ประชุมประจำสัปดาห์',
  location_name: 'โรงแรมริเวอร์ไซด์',
  starts: '2099-03-04T23:30:00Z',
  ends: '2099-03-05T02:00:00Z',
  on_time_until: '2099-03-04T23:45:00Z',
  cancelled: false,
};

function renderHome(roles: unknown, handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  localStorage.setItem('roles', JSON.stringify(roles));
  mockApi({ 'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()), ...handlers });
  return renderRoutes([{ path: '/', element: <DesktopHome /> }]);
}

describe('desktop home', () => {
  it('a Secretary/Treasurer sees eight tabs, including the door, attendance, payment validation, the participant list and LINE accounts', () => {
    renderHome([{ name: 'Member' }, { name: 'Secretary/Treasurer' }]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
      'หน้างาน',
      'การเข้าประชุม',
      'ตรวจสอบการชำระเงิน',
      'รายชื่อผู้เข้าร่วม',
      'บัญชี LINE',
    ]);
  });

  it('an Admin without the Secretary/Treasurer role sees the door, attendance and LINE accounts but not the other staff tabs', () => {
    renderHome([{ name: 'Admin' }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
      'หน้างาน',
      'การเข้าประชุม',
      'บัญชี LINE',
    ]);
  });

  it('a Visitor Host sees the door tab, which opens today’s meeting’s door list', async () => {
    renderHome([{ name: 'Member' }, { name: 'Visitor Host' }], {
      'GET /api/door/meetings/': answer(apiRoutes.doorMeetings, { meetings: [doorMeeting], current: 70 }),
      'GET /api/meetings/70/door/': answer(apiRoutes.doorList, {
        meeting: doorMeeting,
        people: [],
        visitor_notice: null,
      }),
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
      'หน้างาน',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'หน้างาน' }));
    expect(await screen.findByRole('heading', { name: 'หน้างาน' })).toBeInTheDocument();
    expect(await screen.findByTestId('door-counts')).toHaveTextContent('เช็กอินแล้ว 0/0 คน');
  });

  it('a member sees three tabs, without the door', () => {
    renderHome([{ name: 'Member' }]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'โปรไฟล์',
      'ลงทะเบียนกิจกรรม',
      'แจ้งชำระเงิน',
    ]);
  });

  it('shows the name kept at login in the menu until the profile arrives', () => {
    writeCookie('display_name', 'สมชาย รักงาน');
    renderHome([]);
    expect(screen.getByTestId('display-name')).toHaveTextContent('สมชาย รักงาน');
  });

  it('shows the member’s first and last name from the profile in the menu, never the LINE display name', async () => {
    // A cookie an earlier version wrote at login held the LINE display name.
    writeCookie('display_name', 'Somchai ☕');
    renderHome([], {
      'GET /api/member/profile/': answer(
        apiRoutes.profile,
        profileFixture({ first_name: 'สุดารัตน์', last_name: 'ทองมา' }),
      ),
    });
    await waitFor(() => expect(screen.getByTestId('display-name')).toHaveTextContent('สุดารัตน์ ทองมา'));
    expect(screen.getByRole('banner')).not.toHaveTextContent('Somchai');
  });

  it('shows the chapter’s name from its settings in the menu and the page title, and the product’s until it is known', async () => {
    renderHome([], { 'GET /api/config/': answer(apiRoutes.config, configFixture({ chapter_name: 'BNI สยาม' })) });
    expect(screen.getByTestId('logo-name-loading')).toBeInTheDocument();
    expect(document.title).toBe('Chapter');
    expect(await screen.findByTestId('logo-name')).toHaveTextContent('BNI สยาม');
    await waitFor(() => expect(document.title).toBe('BNI สยาม'));
  });

  it('falls back to the product’s name when the settings cannot be read', async () => {
    renderHome([], { 'GET /api/config/': noResponse() });
    expect(await screen.findByTestId('logo-name')).toHaveTextContent('Chapter');
  });

  it('starts on the Profile tab and shows the profile', async () => {
    renderHome([]);
    expect(screen.getByRole('tab', { name: 'โปรไฟล์' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('outstanding-amount')).toBeInTheDocument();
  });

  it('the Event registration tab shows the upcoming events', async () => {
    renderHome([{ name: 'Member' }], {
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [availableEventFixture()]),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'ลงทะเบียนกิจกรรม' }));
    expect(await screen.findByRole('heading', { name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'ยังไม่เปิดให้บริการ' })).not.toBeInTheDocument();
  });

  it('the Payment notice tab shows what is owed, the bank details and the slips', async () => {
    renderHome([{ name: 'Member' }], {
      'GET /api/config/': answer(apiRoutes.config, configFixture()),
      'GET /api/payment/history/': answer(apiRoutes.paymentHistory, [slipFixture()]),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'แจ้งชำระเงิน' }));
    expect(await screen.findByTestId('outstanding-amount')).toHaveTextContent('ยอดค้างชำระ 1,250.00 บาท');
    expect(await screen.findByTestId('account-number')).toHaveTextContent('123-4-56789-0');
    expect(await screen.findByTestId('slip-item')).toBeInTheDocument();
  });

  it('the Payment validation tab shows the members with slips waiting', async () => {
    renderHome([{ name: 'Secretary/Treasurer' }], {
      'GET /api/payment/unvalidated-member/': answer(apiRoutes.unvalidatedMembers, [unvalidatedMemberFixture()]),
      'GET /api/payment/detail-list/2/': answer(apiRoutes.paymentDetailList, [
        { ...slipFixture(), reference_clashes: [] },
      ]),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }));
    expect(await screen.findByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ยืนยันการชำระเงิน' })).toBeInTheDocument();
    expect(screen.queryByText(/ยังไม่เปิดให้ใช้งาน/)).not.toBeInTheDocument();
  });

  it('the Participant list tab shows the members to message', async () => {
    renderHome([{ name: 'Secretary/Treasurer' }], {
      'GET /api/member/list/': answer(apiRoutes.memberList, [memberListItemFixture()]),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'รายชื่อผู้เข้าร่วม' }));
    expect(await screen.findByRole('table', { name: 'รายชื่อสมาชิก' })).toHaveTextContent('สุดารัตน์ ทองมา');
    expect(screen.getByRole('combobox', { name: 'เดือน' })).toBeInTheDocument();
    expect(screen.queryByText(/ยังไม่เปิดให้ใช้งาน/)).not.toBeInTheDocument();
  });

  it('the LINE accounts tab shows the pending claims and the members', async () => {
    renderHome([{ name: 'Secretary/Treasurer' }], {
      'GET /api/line-accounts/claims/': answer(apiRoutes.lineClaims, [lineClaimFixture()]),
      'GET /api/line-accounts/members/': answer(apiRoutes.lineAccountMembers, [lineAccountMemberFixture()]),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'บัญชี LINE' }));
    expect(await screen.findByRole('article', { name: 'คำขอของ Somchai LINE' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'สมชาย รักงาน' })).toBeInTheDocument();
  });

  it('an Admin has a menu entry to the back office; others do not', () => {
    const { unmount } = renderHome([{ name: 'Admin' }, { name: 'Secretary/Treasurer' }]);
    expect(screen.getByRole('link', { name: 'ระบบหลังบ้าน' })).toHaveAttribute('href', '/admin/events');
    unmount();
    renderHome([{ name: 'Secretary/Treasurer' }, { name: 'NotAdmin' }]);
    expect(screen.queryByRole('link', { name: 'ระบบหลังบ้าน' })).not.toBeInTheDocument();
  });
});
