import { ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/*
 * LINE accounts: how a LINE account becomes a member's (ADR 25). A phone number is public, so it
 * proves nothing: a binding needs a personal invitation from staff, or a claim that staff approve.
 * Admins and Secretaries/Treasurers both look after them; rules between roles are the server's.
 */

/** How long an invitation stays usable, unless staff say otherwise. */
export const INVITATION_DEFAULT_DAYS = 14;
export const INVITATION_MAX_DAYS = 60;
/** Members one request may invite at once (a chapter's whole list after an import). */
export const INVITATION_MAX_BATCH = 500;
/** A claim not decided within this many days expires: neither listed nor approvable (issue 31). */
export const CLAIM_LIFETIME_DAYS = 7;

/**
 * The link a member opens in LINE to use an invitation: the profile mini-app's LIFF URL when LINE is
 * configured, else the landing's path on this server (the offline demo), which the browser resolves.
 */
export function invitationLink(liffIdProfile: string | null, token: string): string {
  const query = `?invite=${encodeURIComponent(token)}`;
  return liffIdProfile ? `https://liff.line.me/${liffIdProfile}${query}` : `/liff/profile${query}`;
}

export const ZLineAccountMemberSchema = z.object({
  id: ZId,
  full_name: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  line_display_name: z.string().nullable(),
  line_picture_url: z.string().nullable(),
  bound_at: ZDateTime.nullable(),
  /** The bound LINE account blocked the chapter's Official Account: messages do not reach it (issue 37). */
  line_blocked: z.boolean(),
  /** The member's live invitation (not used, revoked or expired), if any. */
  invitation: z
    .object({ id: ZId, created: ZDateTime, expires_at: ZDateTime, created_by: z.string().nullable() })
    .nullable(),
  /** Why the caller may not invite or unbind this member (an Admin's account needs an Admin), else null. */
  restriction: z.string().nullable(),
});
export type TLineAccountMember = z.infer<typeof ZLineAccountMemberSchema>;

export const lineAccountMembers = defineRoute({
  method: 'GET',
  path: '/api/line-accounts/members/',
  access: 'staff_or_admin',
  summary: 'Active members with their LINE binding and live invitation, and what the caller may not do for each.',
  response: z.array(ZLineAccountMemberSchema),
});

export const ZLineClaimSchema = z.object({
  id: ZId,
  line_display_name: z.string(),
  line_picture_url: z.string().nullable(),
  /** The phone number typed in the mini-app, national form. */
  phone: z.string(),
  created: ZDateTime,
  /** When it expires unless decided (CLAIM_LIFETIME_DAYS after it was made): it is then neither listed nor approvable. */
  expires_at: ZDateTime,
  /** How many claims, from any LINE account and of any outcome, have named this phone: more than one asks for care. */
  phone_claims: z.number().int(),
  /** The active member with that phone, or null when there is none (the claim can only be refused). */
  member: z.object({ id: ZId, full_name: z.string(), roles: z.array(z.string()) }).nullable(),
  /** Why the caller cannot approve it now, in Thai; null when they can. */
  problem: z.string().nullable(),
});
export type TLineClaim = z.infer<typeof ZLineClaimSchema>;

export const lineClaims = defineRoute({
  method: 'GET',
  path: '/api/line-accounts/claims/',
  access: 'staff_or_admin',
  summary:
    'Pending claims not yet expired (7 days): LINE accounts that typed a phone number in the mini-app, oldest first.',
  response: z.array(ZLineClaimSchema),
});

export const approveLineClaim = defineRoute({
  method: 'POST',
  path: '/api/line-accounts/claims/:id/approve/',
  access: 'staff_or_admin',
  summary:
    'Approve a pending claim: the LINE account becomes the member’s. An Admin’s phone needs an Admin; nobody approves a claim of their own phone.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const refuseLineClaim = defineRoute({
  method: 'POST',
  path: '/api/line-accounts/claims/:id/refuse/',
  access: 'staff_or_admin',
  summary: 'Refuse a pending claim; the LINE account gets no token and may claim again.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const ZCreateInvitationsRequestSchema = z.strictObject({
  members: z
    .array(ZIdInput, { error: apiMessages.invitationMembersRequired })
    .min(1, apiMessages.invitationMembersRequired)
    .max(INVITATION_MAX_BATCH, apiMessages.invitationTooMany(INVITATION_MAX_BATCH)),
  /** Days until the links stop working; 14 unless given. */
  days: z
    .number({ error: apiMessages.invitationDaysInvalid(INVITATION_MAX_DAYS) })
    .int(apiMessages.invitationDaysInvalid(INVITATION_MAX_DAYS))
    .min(1, apiMessages.invitationDaysInvalid(INVITATION_MAX_DAYS))
    .max(INVITATION_MAX_DAYS, apiMessages.invitationDaysInvalid(INVITATION_MAX_DAYS))
    .optional(),
});
export type TCreateInvitationsRequest = z.input<typeof ZCreateInvitationsRequestSchema>;

export const ZCreatedInvitationSchema = z.object({
  id: ZId,
  member_id: ZId,
  full_name: z.string(),
  /** The one-time link; shown now and never again (only its hash is kept). */
  link: z.string(),
  expires_at: ZDateTime,
});
export type TCreatedInvitation = z.infer<typeof ZCreatedInvitationSchema>;

export const createLineInvitations = defineRoute({
  method: 'POST',
  path: '/api/line-accounts/invitations/',
  access: 'staff_or_admin',
  summary:
    'Create one-time invitation links for members (each replaces the member’s earlier unused one). Only an Admin may invite an Admin.',
  body: ZCreateInvitationsRequestSchema,
  status: 201,
  response: z.object({ detail: z.string(), invitations: z.array(ZCreatedInvitationSchema) }),
});

export const revokeLineInvitation = defineRoute({
  method: 'DELETE',
  path: '/api/line-accounts/invitations/:id/',
  access: 'staff_or_admin',
  summary: 'Revoke an unused invitation: its link stops working at once.',
  params: ZIdParams,
  response: ZDetailResponse,
});
