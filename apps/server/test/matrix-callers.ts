import { ROLE_VICE_PRESIDENT } from '@chapter/contract/roles';
import { createAdmin, createMember, createStaff, createVisitorHost } from './factories.ts';
import type { Caller, CallerName } from './route-calls.ts';
import type { TestApp } from './test-app.ts';

/** One signed-in member of each kind the authorization matrix calls with, and the anonymous caller. */
export async function matrixCallers(t: TestApp): Promise<Record<CallerName, Caller>> {
  const caller = async (name: CallerName, member: { id: number; phone: string }): Promise<Caller> => ({
    name,
    phone: member.phone,
    memberId: member.id,
    token: await t.login(member.phone),
  });
  return {
    anonymous: { name: 'anonymous', phone: null, memberId: null, token: null },
    member: await caller('member', await createMember(t.db)),
    otherMember: await caller('otherMember', await createMember(t.db)),
    staff: await caller('staff', await createStaff(t.db)),
    admin: await caller('admin', await createAdmin(t.db)),
    host: await caller('host', await createVisitorHost(t.db)),
    vp: await caller('vp', await createMember(t.db, { roles: [ROLE_VICE_PRESIDENT] })),
  };
}
