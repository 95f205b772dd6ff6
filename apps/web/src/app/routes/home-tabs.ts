import * as th from '../../i18n/th.ts';

export type HomeTab =
  | 'profile'
  | 'events'
  | 'payment'
  | 'door'
  | 'attendance'
  | 'validation'
  | 'participants'
  | 'line-accounts';

/**
 * Who sees a tab: every member; Secretary/Treasurer only; either staff role (LINE accounts, which
 * Admins look after too, ADR 25); or whoever may run the meeting's door (a Visitor Host, or either
 * staff role, issue 35); or the officers who follow attendance (the Vice President, the
 * Secretary/Treasurer or an Admin, issue 35). It only decides what to show: the API refuses the rest.
 */
type Audience = 'everyone' | 'staff' | 'staff-or-admin' | 'door' | 'officers';

/** The desktop home's tabs in menu order (spec section 2). */
export const homeTabs: ReadonlyArray<{ value: HomeTab; label: string; audience: Audience }> = [
  { value: 'profile', label: th.home.tabs.profile, audience: 'everyone' },
  { value: 'events', label: th.home.tabs.events, audience: 'everyone' },
  { value: 'payment', label: th.home.tabs.payment, audience: 'everyone' },
  { value: 'door', label: th.home.tabs.door, audience: 'door' },
  { value: 'attendance', label: th.attendance.title, audience: 'officers' },
  { value: 'validation', label: th.home.tabs.validation, audience: 'staff' },
  { value: 'participants', label: th.home.tabs.participants, audience: 'staff' },
  { value: 'line-accounts', label: th.home.tabs.lineAccounts, audience: 'staff-or-admin' },
];

/** The tabs a member with these roles sees. */
export function tabsFor(roles: { staff: boolean; admin: boolean; door: boolean; officers: boolean }) {
  return homeTabs.filter((tab) => {
    if (tab.audience === 'staff') return roles.staff;
    if (tab.audience === 'staff-or-admin') return roles.staff || roles.admin;
    if (tab.audience === 'door') return roles.door;
    if (tab.audience === 'officers') return roles.officers;
    return true;
  });
}
