import { apiRoutes } from '@chapter/contract/routes';
import { vi } from 'vitest';
import type { LiffClient } from '../../../lib/liff-client.ts';
import { configFixture, profileFixture } from '../../../test/fixtures.ts';
import { answer } from '../../../test/mock-api.ts';

/*
 * What the landing page's tests share. The real SDK runs in the end-to-end tests against
 * fake-line; here LIFF is a stand-in whose answers each test sets (each test file mocks
 * lib/liff-client.ts itself, as vi.mock must be in the test file).
 */

export const lineConfig = configFixture({
  demo: false,
  login_confirmation: 'line',
  liff_ids: { profile: '1660000000-Profile1', event: '1660000000-EventApp', payment: '1660000000-Payment1' },
});

export const loginOk = {
  token: 'tok_liff_abcdefghijklmnopqrstu',
  member: { id: 2, first_name: 'สมชาย', last_name: 'รักงาน', roles: [{ name: 'Member' }] },
  user: { liff_display_name: 'Somchai LINE' },
};

export function fakeLiff(loggedIn: boolean): LiffClient & { login: ReturnType<typeof vi.fn> } {
  const client = {
    loggedIn,
    isLoggedIn: () => client.loggedIn,
    getAccessToken: () => (client.loggedIn ? 'line-access-token' : null),
    login: vi.fn(async () => {}),
    logout: vi.fn(() => {
      client.loggedIn = false;
    }),
  };
  return client;
}

/** The mini-app screen itself is another test's business: here only where the member lands. */
export function mockMiniAppScreens() {
  return {
    'GET /api/event/available-event/': answer(apiRoutes.availableEvents, []),
    'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture()),
  };
}

// The mini-app screens are lazy chunks: their first load in a test run can take a while.
export const navigation = { timeout: 30_000 };
