import { ROLE_ADMIN } from '@chapter/contract/roles';

export const isAdmin = (roles: readonly string[]): boolean => roles.includes(ROLE_ADMIN);

/**
 * Only an Admin may invite, approve or unbind an Admin's LINE account: otherwise a
 * Secretary/Treasurer could unbind the Admin and bind a second LINE account of their own in the
 * Admin's place (issue 14, case 2). One home for the rule, used by every route that binds or unbinds.
 */
export function needsAdmin(actorRoles: readonly string[], memberRoles: readonly string[]): boolean {
  return isAdmin(memberRoles) && !isAdmin(actorRoles);
}

/** The signed-in member acting on the LINE accounts of others. */
export interface Actor {
  id: number;
  roles: readonly string[];
}
