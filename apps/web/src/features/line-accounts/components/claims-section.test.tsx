import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lineAccountMemberFixture, lineClaimFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply } from '../../../test/mock-api.ts';
import { loads, renderLineAccounts } from '../testing/render-line-accounts.tsx';

const CLAIMS = '/api/line-accounts/claims/';
const MEMBERS = '/api/line-accounts/members/';

describe('pending LINE claims', () => {
  it('shows who asked, the number typed, the member it names and when, with a count', async () => {
    renderLineAccounts({
      claims: [
        lineClaimFixture({ line_picture_url: 'https://profile.line-scdn.net/0hSomchai' }),
        lineClaimFixture({ id: 32, line_display_name: 'Stranger', phone: '0899999999', member: null }),
      ],
    });
    const claim = await screen.findByRole('article', { name: 'คำขอของ Somchai LINE' });
    expect(claim).toHaveTextContent('Somchai LINE');
    expect(claim).toHaveTextContent('082-222-2222');
    expect(claim).toHaveTextContent('สมชาย รักงาน');
    expect(claim).toHaveTextContent('02/05/2026 09:15');
    expect(within(claim).getByRole('img', { name: 'รูปโปรไฟล์ LINE ของ Somchai LINE' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'คำขอของ Stranger' })).toHaveTextContent('ไม่มีสมาชิกที่ใช้หมายเลขนี้');
    expect(screen.getByTestId('claims-count')).toHaveTextContent('2');
  });

  it('shows until when each claim can be approved, and warns when several claims named the same number', async () => {
    renderLineAccounts({
      claims: [lineClaimFixture(), lineClaimFixture({ id: 32, line_display_name: 'Stranger', phone_claims: 3 })],
    });
    const single = await screen.findByRole('article', { name: 'คำขอของ Somchai LINE' });
    expect(within(single).getByTestId('claim-age')).toHaveTextContent(
      'ขอเมื่อ 02/05/2026 09:15 · หมดอายุ 09/05/2026 09:15 หากยังไม่ได้ยืนยัน',
    );
    expect(within(single).getByTestId('claim-phone-claims')).toHaveTextContent('หมายเลขนี้ถูกขอเชื่อมครั้งนี้ครั้งเดียว');
    const repeated = screen.getByRole('article', { name: 'คำขอของ Stranger' });
    expect(within(repeated).getByTestId('claim-phone-claims')).toHaveTextContent(
      'หมายเลขนี้ถูกขอเชื่อมแล้ว 3 ครั้ง (รวมครั้งนี้) กรุณาสอบถามสมาชิกก่อนยืนยัน',
    );
  });

  it('approving calls the route, shows the server’s words and loads the claims and members again', async () => {
    let claims = [lineClaimFixture()];
    const detail = apiMessages.claimApproved('สมชาย รักงาน');
    const { api } = renderLineAccounts({
      claims: () => claims,
      members: [lineAccountMemberFixture()],
      handlers: {
        'POST /api/line-accounts/claims/31/approve/': () => {
          claims = [];
          return answer(apiRoutes.approveLineClaim, { detail });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันคำขอของ Somchai LINE' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีคำขอที่รอยืนยัน')).toBeInTheDocument();
    expect(
      api.calls.some((call) => call.method === 'POST' && call.url === '/api/line-accounts/claims/31/approve/'),
    ).toBe(true);
    await waitFor(() => expect(loads(api, MEMBERS)).toBe(2));
    expect(loads(api, CLAIMS)).toBe(2);
  });

  it('approving another claim while the first is still running sends it too', async () => {
    let answerFirst = () => {};
    const { api } = renderLineAccounts({
      claims: [lineClaimFixture(), lineClaimFixture({ id: 32, line_display_name: 'Stranger' })],
      handlers: {
        'POST /api/line-accounts/claims/31/approve/': () =>
          new Promise<MockReply>((resolve) => {
            answerFirst = () => resolve(answer(apiRoutes.approveLineClaim, { detail: 'first' }));
          }),
        'POST /api/line-accounts/claims/32/approve/': answer(apiRoutes.approveLineClaim, { detail: 'second' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันคำขอของ Somchai LINE' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/api/line-accounts/claims/31/approve/')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันคำขอของ Stranger' }));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/line-accounts/claims/32/approve/')).toBe(true);
    answerFirst();
    expect(await screen.findByText('first')).toBeInTheDocument();
  });

  it('approving is off while the server sees a problem, and the problem is shown', async () => {
    renderLineAccounts({ claims: [lineClaimFixture({ problem: apiMessages.claimOwnPhone })] });
    const approve = await screen.findByRole('button', { name: 'ยืนยันคำขอของ Somchai LINE' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(apiMessages.claimOwnPhone);
    expect(screen.getByTestId('claim-problem')).toHaveTextContent(apiMessages.claimOwnPhone);
    expect(screen.getByRole('button', { name: 'ปฏิเสธคำขอของ Somchai LINE' })).toBeEnabled();
  });

  it('refusing asks first, then refuses and says so', async () => {
    const { api } = renderLineAccounts({
      claims: [lineClaimFixture()],
      handlers: {
        'POST /api/line-accounts/claims/31/refuse/': answer(apiRoutes.refuseLineClaim, {
          detail: apiMessages.claimRefused,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธคำขอของ Somchai LINE' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปฏิเสธคำขอเชื่อมบัญชี LINE' });
    expect(dialog).toHaveTextContent('082-222-2222');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await screen.findByText(apiMessages.claimRefused)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/line-accounts/claims/31/refuse/')).toBe(true);
  });

  it('a refused approval shows the server’s reason', async () => {
    renderLineAccounts({
      claims: [lineClaimFixture()],
      handlers: {
        'POST /api/line-accounts/claims/31/approve/': answerError(400, {
          non_field_errors: [apiMessages.claimMemberBound],
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยืนยันคำขอของ Somchai LINE' }));
    expect(await screen.findByText(apiMessages.claimMemberBound)).toBeInTheDocument();
  });
});
