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

export const login = defineRoute({
  method: 'POST',
  path: '/api/users/api-token-auth/',
  access: 'public',
  summary: 'Log in with a telephone number; returns a bearer token.',
  body: ZLoginRequestSchema,
  response: ZLoginResponseSchema,
});

export const signOut = defineRoute({
  method: 'GET',
  path: '/api/users/sign-out/',
  access: 'member',
  summary: 'Revoke the token the request is made with.',
  response: ZDetailResponse,
});
