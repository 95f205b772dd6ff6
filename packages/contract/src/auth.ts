import { ZDetailResponse, ZId } from './common.ts';
import { apiMessages } from './messages.ts';
import { normalizeThaiPhone } from './phone.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/** A telephone number in any common Thai form; parses to the national form (0811111111). */
export const ZThaiPhone = z
  .string({ error: apiMessages.phoneRequired })
  .trim()
  .min(1, apiMessages.phoneRequired)
  .max(32, apiMessages.phoneInvalid)
  .transform((value, ctx) => {
    const phone = normalizeThaiPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: apiMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

export const ZLoginRequestSchema = z.strictObject({
  /** The member's telephone number. */
  username: ZThaiPhone,
  /** The 6-digit code sent to the member's LINE, on the second step when the server asks for it. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, apiMessages.loginCodeFormat)
    .optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZRole = z.object({ name: z.string() });

export const ZLoginResponseSchema = z.object({
  token: z.string(),
  member: z.object({
    id: ZId,
    first_name: z.string(),
    last_name: z.string(),
    roles: z.array(ZRole),
  }),
  user: z.object({
    /** The member's LINE display name, null until they have opened the mini-app. */
    liff_display_name: z.string().nullable(),
  }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** The first step's answer when login needs the code sent to LINE (LOGIN_CONFIRMATION=line). */
export const ZLoginCodeSentSchema = z.object({
  confirmation_required: z.literal(true),
  detail: z.string(),
});
export type TLoginCodeSent = z.infer<typeof ZLoginCodeSentSchema>;

export const login = defineRoute({
  method: 'POST',
  path: '/api/users/api-token-auth/',
  access: 'public',
  summary:
    'Log in with a telephone number. With LINE confirmation on, the first call sends a 6-digit code to the member’s LINE and answers confirmation_required; the second, with the code, returns the token.',
  body: ZLoginRequestSchema,
  response: z.union([ZLoginResponseSchema, ZLoginCodeSentSchema]),
  alsoAnswers: [429],
});

export const ZLiffLoginRequestSchema = z.strictObject({
  /**
   * For a LINE account that is not bound yet and has no invitation: the member's phone number, which
   * makes a claim for staff to approve (ADR 25). Ignored once the account is bound.
   */
  username: ZThaiPhone.optional(),
  /** The token of a personal invitation link (`?invite=`), which binds this LINE account to its member. */
  invitation: z
    .string({ error: apiMessages.invitationInvalid })
    .trim()
    .min(1, apiMessages.invitationInvalid)
    .max(128, apiMessages.invitationInvalid)
    .optional(),
  /** The LIFF SDK's access token (liff.getAccessToken()). */
  liff_access_token: z
    .string({ error: apiMessages.lineTokenRequired })
    .trim()
    .min(1, apiMessages.lineTokenRequired)
    .max(4096, apiMessages.lineTokenInvalid),
});
export type TLiffLoginRequest = z.input<typeof ZLiffLoginRequestSchema>;

/** The mini-app login's answer while staff have not yet approved this LINE account's claim. */
export const ZClaimPendingSchema = z.object({
  claim_pending: z.literal(true),
  detail: z.string(),
});
export type TClaimPending = z.infer<typeof ZClaimPendingSchema>;

/**
 * The mini-app login's answer for a LINE account that is not bound and came without an invitation
 * or a phone number: `detail` asks for the number (saying so when staff refused the last claim).
 * A 200, not a 400: it is the expected first step of every new member, not a mistake of theirs.
 */
export const ZPhoneRequiredSchema = z.object({
  phone_required: z.literal(true),
  detail: z.string(),
});
export type TPhoneRequired = z.infer<typeof ZPhoneRequiredSchema>;

export const liffLogin = defineRoute({
  method: 'POST',
  path: '/api/users/liff-api-token-auth/',
  access: 'public',
  summary:
    'Log in from the LINE mini-app: the LIFF access token is verified with LINE. A bound account logs in; an unbound one binds with an invitation, or makes a claim with the phone number that staff approve (claim_pending until then). Without either it answers phone_required.',
  body: ZLiffLoginRequestSchema,
  response: z.union([ZLoginResponseSchema, ZClaimPendingSchema, ZPhoneRequiredSchema]),
  alsoAnswers: [429],
});

/**
 * POST only: a GET would sign a member out from any page that loads an image or a link with their
 * token attached by a careless client, and caches and prefetchers replay GETs (issue 31).
 */
export const signOut = defineRoute({
  method: 'POST',
  path: '/api/users/sign-out/',
  access: 'member',
  beforeConsent: true,
  summary: 'Revoke the token the request is made with.',
  response: ZDetailResponse,
});

export const signOutEverywhere = defineRoute({
  method: 'POST',
  path: '/api/users/sign-out-everywhere/',
  access: 'member',
  beforeConsent: true,
  summary:
    'Revoke every token of the calling member, the one the request is made with included: every browser and the LINE mini-app must log in again.',
  response: ZDetailResponse,
});
