import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { connectLiff } from '../../../lib/liff-client.ts';
import { PHONE_QUERY } from '../../../lib/use-phone-layout.ts';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { memberListItemFixture, unvalidatedMemberFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fakeLiff, lineConfig, loginOk, mockMiniAppScreens, navigation } from '../testing/liff-fakes.ts';

vi.mock('../../../lib/liff-client.ts', () => ({ connectLiff: vi.fn() }));

/*
 * The staff rich menu's tiles (issue 37): LINE opens /liff/payment/validation and
 * /liff/event/participants after `liff.init`, and the landing goes on to the desktop home's staff
 * tabs inside the mini-app, for the Secretary/Treasurer only.
 */

const STORED_TOKEN = 'tok_stored_abcdefghijklmnop';
const staffRoles = [{ name: 'Member' }, { name: 'Secretary/Treasurer' }];
const staffLogin = { ...loginOk, member: { ...loginOk.member, roles: staffRoles } };

beforeEach(() => {
  vi.mocked(connectLiff).mockReset();
});

const landedAt = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function signedInAs(roles: Array<{ name: string }>) {
  localStorage.setItem('token', STORED_TOKEN);
  localStorage.setItem('roles', JSON.stringify(roles));
}

const staffScreens = () => ({
  'GET /api/config/': answer(apiRoutes.config, lineConfig),
  'GET /api/payment/unvalidated-member/': answer(apiRoutes.unvalidatedMembers, [unvalidatedMemberFixture()]),
  'GET /api/payment/unvalidated-guest/': answer(apiRoutes.unvalidatedGuests, []),
  'GET /api/member/list/': answer(apiRoutes.memberList, [memberListItemFixture({ full_name: 'สมชาย รักงาน' })]),
  'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, []),
  ...mockMiniAppScreens(),
});

describe("the landing of the staff rich menu's links (issue 37)", () => {
  it('a signed-in Secretary/Treasurer lands on payment validation inside the mini-app, without LIFF', async () => {
    signedInAs(staffRoles);
    mockApi(staffScreens());
    const { router } = renderRoutes(routes, '/liff/payment/validation');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/validation'), navigation);
    expect(await screen.findByRole('heading', { name: 'ตรวจสอบการชำระเงิน' }, navigation)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /สมชาย รักงาน/ })).toBeInTheDocument();
    expect(connectLiff).not.toHaveBeenCalled();
  });

  it('after logging in with LINE, a Secretary/Treasurer lands on the participant list, as cards on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    mockApi({
      ...staffScreens(),
      'POST /api/users/liff-api-token-auth/': answer(apiRoutes.liffLogin, staffLogin),
    });
    const { router } = renderRoutes(routes, '/liff/event/participants');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/participants'), navigation);
    expect(await screen.findByRole('heading', { name: 'รายชื่อผู้เข้าร่วม' }, navigation)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'รายชื่อสมาชิก' })).toHaveTextContent('สมชาย รักงาน');
    expect(window.matchMedia).toHaveBeenCalledWith(PHONE_QUERY);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a member who is not staff is sent to their events, with no error and no staff call', async () => {
    signedInAs([{ name: 'Member' }]);
    const { calls } = mockApi(staffScreens());
    const { router } = renderRoutes(routes, '/liff/payment/validation');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/event'), navigation);
    expect(await screen.findByRole('heading', { name: 'ลงทะเบียนกิจกรรม' }, navigation)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/payment/unvalidated-member/');
  });

  it('an Admin without the Secretary/Treasurer role, whom the API refuses there, is sent to their events too', async () => {
    signedInAs([{ name: 'Member' }, { name: 'Admin' }]);
    mockApi(staffScreens());
    const { router } = renderRoutes(routes, '/liff-app/participants');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/event'), navigation);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
