import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lineAccountMemberFixture } from '../../../test/fixtures.ts';
import { answer } from '../../../test/mock-api.ts';
import { renderLineAccounts } from '../testing/render-line-accounts.tsx';

const somchai = lineAccountMemberFixture({ id: 2, full_name: 'สมชาย รักงาน', phone: '0822222222' });
const sudarat = lineAccountMemberFixture({
  id: 3,
  full_name: 'สุดารัตน์ ทองมา',
  phone: '0833333333',
  line_display_name: 'Sudarat',
  line_picture_url: 'https://profile.line-scdn.net/0hSudarat',
  bound_at: '2026-05-02T02:15:00Z',
});
const wichai = lineAccountMemberFixture({
  id: 4,
  full_name: 'วิชัย ศรีสุข',
  phone: '0844444444',
  // 16:59 UTC is 23:59 in Bangkok.
  invitation: { id: 70, created: '2026-05-01T03:00:00Z', expires_at: '2026-05-15T16:59:00Z', created_by: 'สมศรี' },
});
const anan = lineAccountMemberFixture({
  id: 5,
  full_name: 'อนันต์ ผู้ดูแล',
  phone: '0855555555',
  roles: ['Admin'],
  restriction: apiMessages.restrictionAdminNeedsAdmin,
});

const member = (name: string) => screen.getByRole('article', { name });

describe('members on the LINE accounts screen', () => {
  it('shows each member’s LINE: connected with LINE’s name and date, invited until a date, or not connected', async () => {
    renderLineAccounts({ members: [somchai, sudarat, wichai] });
    await screen.findAllByTestId('line-member');
    expect(member('สมชาย รักงาน')).toHaveTextContent('ยังไม่เชื่อม LINE');
    expect(member('สมชาย รักงาน')).toHaveTextContent('082-222-2222');
    expect(member('สุดารัตน์ ทองมา')).toHaveTextContent('เชื่อม LINE แล้ว: Sudarat');
    expect(member('สุดารัตน์ ทองมา')).toHaveTextContent('เชื่อมเมื่อ 02/05/2026');
    expect(member('วิชัย ศรีสุข')).toHaveTextContent('ส่งลิงก์เชิญแล้ว ใช้ได้ถึง 15/05/2026');
  });

  it('a member the viewer may not manage cannot be ticked or invited, and the reason is shown', async () => {
    renderLineAccounts({ members: [anan] });
    const invite = await screen.findByRole('button', { name: 'สร้างลิงก์เชิญให้ อนันต์ ผู้ดูแล' });
    expect(invite).toBeDisabled();
    expect(invite).toHaveAccessibleDescription(apiMessages.restrictionAdminNeedsAdmin);
    expect(screen.getByRole('checkbox', { name: 'เลือก อนันต์ ผู้ดูแล' })).toBeDisabled();
    expect(member('อนันต์ ผู้ดูแล')).toHaveTextContent('ผู้ดูแลระบบ (Admin)');
  });

  it('inviting everyone not connected creates their links and shows each with a copy button and a QR code', async () => {
    const { api } = renderLineAccounts({
      members: [somchai, sudarat, wichai, anan],
      handlers: {
        'POST /api/line-accounts/invitations/': answer(apiRoutes.createLineInvitations, {
          detail: apiMessages.invitationsCreated(2),
          invitations: [
            {
              id: 80,
              member_id: 2,
              full_name: 'สมชาย รักงาน',
              link: '/liff/profile?invite=tokA',
              expires_at: '2026-05-15T16:59:00Z',
            },
            {
              id: 81,
              member_id: 4,
              full_name: 'วิชัย ศรีสุข',
              link: '/liff/profile?invite=tokB',
              expires_at: '2026-05-15T16:59:00Z',
            },
          ],
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'เลือกทุกคนที่ยังไม่เชื่อม LINE' }));
    expect(screen.getByText('เลือกแล้ว 2 คน')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'สร้างลิงก์เชิญให้คนที่เลือก' }));

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์เชิญที่สร้าง' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ members: [2, 4] });
    expect(dialog).toHaveTextContent('แสดงครั้งนี้ครั้งเดียว');
    const somchaiLink = within(dialog).getByRole('article', { name: 'สมชาย รักงาน' });
    expect(somchaiLink).toHaveTextContent(`${window.location.origin}/liff/profile?invite=tokA`);
    expect(somchaiLink).toHaveTextContent('ใช้ได้ถึง 15/05/2026');
    expect(within(somchaiLink).getByRole('button', { name: 'คัดลอกลิงก์เชิญของ สมชาย รักงาน' })).toBeInTheDocument();
    const qr = await within(somchaiLink).findByRole('img', { name: 'QR code ลิงก์เชิญของ สมชาย รักงาน' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(within(dialog).getByRole('button', { name: 'พิมพ์' })).toBeInTheDocument();
    // The sheet that prints: one block per member with the name, the QR code and the link.
    const sheet = screen.getByTestId('invitations-print-sheet');
    expect(sheet.querySelectorAll('section')).toHaveLength(2);
    expect(sheet.querySelectorAll('section')[1]).toHaveTextContent('/liff/profile?invite=tokB');
    expect(sheet.querySelectorAll('section svg')).toHaveLength(2);
    expect(await screen.findByText(apiMessages.invitationsCreated(2))).toBeInTheDocument();
  });

  it('copying a link puts it on the clipboard and says so', async () => {
    renderLineAccounts({
      members: [somchai],
      handlers: {
        'POST /api/line-accounts/invitations/': answer(apiRoutes.createLineInvitations, {
          detail: apiMessages.invitationsCreated(1),
          invitations: [
            {
              id: 80,
              member_id: 2,
              full_name: 'สมชาย รักงาน',
              link: 'https://liff.line.me/1660000000-Profile1?invite=tokA',
              expires_at: '2026-05-15T16:59:00Z',
            },
          ],
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'สร้างลิงก์เชิญให้ สมชาย รักงาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์เชิญที่สร้าง' });
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกลิงก์เชิญของ สมชาย รักงาน' }));
    expect(await screen.findByText('คัดลอกลิงก์แล้ว')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://liff.line.me/1660000000-Profile1?invite=tokA');
  });

  it('revokes an invitation after asking', async () => {
    const { api } = renderLineAccounts({
      members: [wichai],
      handlers: {
        'DELETE /api/line-accounts/invitations/70/': answer(apiRoutes.revokeLineInvitation, {
          detail: apiMessages.invitationRevoked,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกลิงก์เชิญของ วิชัย ศรีสุข' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกลิงก์เชิญ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิกลิงก์เชิญ' }));
    expect(await screen.findByText(apiMessages.invitationRevoked)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('a Secretary/Treasurer unbinds a member’s LINE after asking, and an Admin alone through the same route', async () => {
    const { api, unmount } = renderLineAccounts({
      members: [sudarat],
      handlers: {
        'DELETE /api/member/line-binding/3/': answer(apiRoutes.removeLineBinding, {
          detail: apiMessages.lineBindingRemoved,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE ของ สุดารัตน์ ทองมา' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิกการเชื่อม' }));
    expect(await screen.findByText(apiMessages.lineBindingRemoved)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url === '/api/member/line-binding/3/')).toBe(true);
    unmount();

    const admin = renderLineAccounts({
      members: [sudarat],
      roles: ['Admin'],
      handlers: {
        'DELETE /api/member/line-binding/3/': answer(apiRoutes.removeLineBinding, {
          detail: apiMessages.lineBindingRemoved,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการเชื่อมบัญชี LINE ของ สุดารัตน์ ทองมา' }));
    const adminDialog = await screen.findByRole('dialog', { name: 'ยกเลิกการเชื่อมบัญชี LINE' });
    await userEvent.click(within(adminDialog).getByRole('button', { name: 'ยกเลิกการเชื่อม' }));
    await waitFor(() =>
      expect(
        admin.api.calls.some((call) => call.method === 'DELETE' && call.url === '/api/member/line-binding/3/'),
      ).toBe(true),
    );
  });

  it('the search finds members by name or phone number', async () => {
    renderLineAccounts({ members: [somchai, sudarat, wichai] });
    await screen.findAllByTestId('line-member');
    await userEvent.type(screen.getByRole('textbox', { name: 'ค้นหา' }), '083-333');
    await waitFor(() => expect(screen.getAllByTestId('line-member')).toHaveLength(1));
    expect(screen.getByTestId('line-member')).toHaveTextContent('สุดารัตน์ ทองมา');
  });

  it('marks a connected member who blocked the chapter’s LINE account as blocked, and no one else', async () => {
    const blocked = { ...sudarat, line_blocked: true };
    renderLineAccounts({ members: [somchai, blocked, { ...wichai, id: 6, full_name: 'วิภา ใจดี' }] });
    await screen.findAllByTestId('line-member');
    const card = member('สุดารัตน์ ทองมา');
    expect(within(card).getByTestId('line-blocked')).toHaveTextContent('บล็อกแล้ว');
    expect(card).toHaveTextContent('เชื่อม LINE แล้ว: Sudarat');
    expect(card).toHaveTextContent('ข้อความจากชาปเตอร์จะไม่ถึงจนกว่าจะเลิกบล็อก');
    expect(within(member('สมชาย รักงาน')).queryByTestId('line-blocked')).not.toBeInTheDocument();
    expect(within(member('วิภา ใจดี')).queryByTestId('line-blocked')).not.toBeInTheDocument();
  });
});
