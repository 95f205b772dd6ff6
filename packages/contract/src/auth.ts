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
});

export const ZLiffLoginRequestSchema = z.strictObject({
  /** Needed the first time only, to bind the LINE account to the member with this phone number. */
  username: ZThaiPhone.optional(),
  /** The LIFF SDK's access token (liff.getAccessToken()). */
  liff_access_token: z
    .string({ error: apiMessages.lineTokenRequired })
    .trim()
    .min(1, apiMessages.lineTokenRequired)
    .max(4096, apiMessages.lineTokenInvalid),
});
export type TLiffLoginRequest = z.input<typeof ZLiffLoginRequestSchema>;

export const liffLogin = defineRoute({
  method: 'POST',
  path: '/api/users/liff-api-token-auth/',
  access: 'public',
  summary:
    'Log in from the LINE mini-app: the LIFF access token is verified with LINE; the first time, the phone number binds the LINE account to the member.',
  body: ZLiffLoginRequestSchema,
  response: ZLoginResponseSchema,
});

export const signOut = defineRoute({
  method: 'GET',
  path: '/api/users/sign-out/',
  access: 'member',
  summary: 'Revoke the token the request is made with.',
  response: ZDetailResponse,
});
