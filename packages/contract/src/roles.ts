/** Role names as they are stored and sent in `member.roles[].name`. */
export const ROLE_SECRETARY_TREASURER = 'Secretary/Treasurer';

/**
 * Who may call a route:
 * - `public`: anyone, no token;
 * - `member`: any signed-in, active member;
 * - `staff`: members holding the Secretary/Treasurer role.
 */
export type Access = 'public' | 'member' | 'staff';

/** The role names an access level admits; an empty list means "any signed-in member". */
export const rolesForAccess: Record<Exclude<Access, 'public'>, readonly string[]> = {
  member: [],
  staff: [ROLE_SECRETARY_TREASURER],
};
