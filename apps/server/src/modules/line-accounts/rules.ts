import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';

export const isAdmin = (roles: readonly string[]): boolean => roles.includes(ROLE_ADMIN);

/** Admins and Secretaries/Treasurers: the people who confirm money and look after LINE accounts. */
const isStaff = (roles: readonly string[]): boolean => isAdmin(roles) || roles.includes(ROLE_SECRETARY_TREASURER);

/**
 * Only an Admin may invite, approve, unbind or revoke an invitation for a member with a staff role
 * (Admin or Secretary/Treasurer): otherwise a Secretary/Treasurer could bind a second LINE account
 * of their own in an Admin's place (issue 14, case 2), or in another Secretary's and confirm their
 * own money as them (issue 31). One home for the rule, used by every route that binds or unbinds.
 */
export function needsAdmin(actorRoles: readonly string[], memberRoles: readonly string[]): boolean {
  return isStaff(memberRoles) && !isAdmin(actorRoles);
}

/**
 * Replacing a member's LINE account with another needs an Admin: the member is not asked, and the
 * replaced account's sessions end (issue 31). Anyone else unbinds first, which the member is told of.
 */
export function replacingNeedsAdmin(actorRoles: readonly string[], member: { lineUserId: string | null }): boolean {
  return member.lineUserId !== null && !isAdmin(actorRoles);
}

/**
 * A staff member who vouched for a member's LINE binding (approved the claim or made the
 * invitation) does not confirm that member's money for this long: they may hold that LINE account
 * themselves (issue 31, ADR 45).
 */
export const VOUCHING_DAYS = 30;

/** The signed-in member acting on the LINE accounts of others. */
export interface Actor {
  id: number;
  roles: readonly string[];
}
