/** Role names as they are stored and sent in `member.roles[].name`. */
export const ROLE_SECRETARY_TREASURER = 'Secretary/Treasurer';
/** Runs the back office: events, members, settings and the audit log. */
export const ROLE_ADMIN = 'Admin';
/** Sits at the meeting's door (issue 35): the door list, check-ins, walk-ins and cash taken there. */
export const ROLE_VISITOR_HOST = 'Visitor Host';

/** Keeps attendance (PALMS, issue 35): closes meetings, corrects and exports the sheet, decides leave. */
export const ROLE_VICE_PRESIDENT = 'Vice President';

/** Every role the product knows, in the order the back office lists them. */
export const KNOWN_ROLES = [ROLE_SECRETARY_TREASURER, ROLE_ADMIN, ROLE_VISITOR_HOST, ROLE_VICE_PRESIDENT] as const;
export type RoleName = (typeof KNOWN_ROLES)[number];

/**
 * Who may call a route:
 * - `public`: anyone, no token;
 * - `member`: any signed-in, active member;
 * - `staff`: members holding the Secretary/Treasurer role;
 * - `admin`: members holding the Admin role (the back office);
 * - `staff_or_admin`: either role (LINE accounts: invitations and claims, which both look after);
 * - `door`: the meeting's door (issue 35, ADR 56): a Visitor Host, and the two roles above, who run it when no host is there;
 * - `vp`: attendance (PALMS) and leave: the Vice President, or an Admin (ADR 57);
 * - `officers`: members at risk for their absences, whom the Vice President and the treasurer both follow up, or an Admin.
 */
export type Access = 'public' | 'member' | 'staff' | 'admin' | 'staff_or_admin' | 'door' | 'vp' | 'officers';

/** The role names an access level admits; an empty list means "any signed-in member". */
export const rolesForAccess: Record<Exclude<Access, 'public'>, readonly string[]> = {
  member: [],
  staff: [ROLE_SECRETARY_TREASURER],
  admin: [ROLE_ADMIN],
  staff_or_admin: [ROLE_SECRETARY_TREASURER, ROLE_ADMIN],
  door: [ROLE_VISITOR_HOST, ROLE_SECRETARY_TREASURER, ROLE_ADMIN],
  vp: [ROLE_VICE_PRESIDENT, ROLE_ADMIN],
  officers: [ROLE_VICE_PRESIDENT, ROLE_SECRETARY_TREASURER, ROLE_ADMIN],
};
