import { apiRoutes } from '@chapter/contract/routes';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { connectLiff } from '../../../lib/liff-client.ts';
import { myAttendanceFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { fakeLiff, lineConfig, loginOk, mockMiniAppScreens, navigation } from '../testing/liff-fakes.ts';

vi.mock('../../../lib/liff-client.ts', () => ({ connectLiff: vi.fn() }));

beforeEach(() => {
  vi.mocked(connectLiff).mockReset();
});

const landedAt = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("the landing of a chat reply's link to a meeting's form (issue 37)", () => {
  it('with a token stored, goes straight to the substitute form of that meeting', async () => {
    localStorage.setItem('token', 'tok_stored_abcdefghijklmnop');
    mockApi({ 'GET /api/config/': answer(apiRoutes.config, lineConfig), ...mockMiniAppScreens() });
    const { router } = renderRoutes(routes, '/liff/event/meetings/70/substitute');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/event?substitute_for=70'), navigation);
    expect(connectLiff).not.toHaveBeenCalled();
  });

  it('after logging in with LINE, lands on the leave form for that meeting, on the profile', async () => {
    vi.mocked(connectLiff).mockResolvedValue(fakeLiff(true));
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, lineConfig),
      'POST /api/users/liff-api-token-auth/': answer(apiRoutes.liffLogin, loginOk),
      'GET /api/attendance/mine/': answer(apiRoutes.myAttendance, myAttendanceFixture()),
      ...mockMiniAppScreens(),
    });
    const { router } = renderRoutes(routes, '/liff/event/meetings/70/leave');
    await waitFor(() => expect(landedAt(router)).toBe('/liff-app/profile?leave_for=70'), navigation);
  });
});
