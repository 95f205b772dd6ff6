import type { TLineAccountMember, TLineClaim } from '@chapter/contract/line-accounts';
import { apiRoutes } from '@chapter/contract/routes';
import { answer, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LineAccountsScreen } from '../components/line-accounts-screen.tsx';

type Handlers = Record<string, MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>)>;

/**
 * The LINE accounts screen with these claims and members, seen by a member with these roles
 * (a Secretary/Treasurer unless told). Lists given as functions are asked each time they load.
 */
export function renderLineAccounts(
  options: {
    claims?: TLineClaim[] | (() => TLineClaim[]);
    members?: TLineAccountMember[] | (() => TLineAccountMember[]);
    roles?: string[];
    handlers?: Handlers;
  } = {},
) {
  const { claims = [], members = [], roles = ['Secretary/Treasurer'], handlers = {} } = options;
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  localStorage.setItem('roles', JSON.stringify(roles.map((name) => ({ name }))));
  const api = mockApi({
    'GET /api/line-accounts/claims/': () =>
      answer(apiRoutes.lineClaims, typeof claims === 'function' ? claims() : claims),
    'GET /api/line-accounts/members/': () =>
      answer(apiRoutes.lineAccountMembers, typeof members === 'function' ? members() : members),
    ...handlers,
  });
  return { api, ...renderRoutes([{ path: '/', element: <LineAccountsScreen /> }]) };
}

/** How many times a list was asked for. */
export function loads(api: ReturnType<typeof mockApi>, url: string): number {
  return api.calls.filter((call) => call.method === 'GET' && call.url === url).length;
}
