import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZConfigResponseSchema = z.object({
  chapter_name: z.string(),
  /** Where members transfer money; empty strings when the chapter has not set them. */
  bank: z.object({
    name: z.string(),
    account_holder: z.string(),
    account_number: z.string(),
    /** The PromptPay id as members read it (081-234-5678, or the 13 or 15 digits). */
    promptpay_id: z.string(),
  }),
  /** The three LIFF app ids, null when LINE is not configured. */
  liff_ids: z.object({
    profile: z.string().nullable(),
    event: z.string().nullable(),
    payment: z.string().nullable(),
  }),
  /** True when the server runs the offline demo (demo data, LINE mocked). */
  demo: z.boolean(),
  /** `off`: desktop login is a phone number alone (the back office warns about it outside the demo). */
  login_confirmation: z.enum(['line', 'off']),
});
export type TConfigResponse = z.infer<typeof ZConfigResponseSchema>;

export const config = defineRoute({
  method: 'GET',
  path: '/api/config/',
  access: 'public',
  summary: 'What the web app needs before anyone logs in: chapter name, bank details, LIFF ids.',
  response: ZConfigResponseSchema,
});

export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});

export const health = defineRoute({
  method: 'GET',
  path: '/api/health/',
  access: 'public',
  summary:
    'Liveness and database reachability, for load balancers and monitoring (503 when the database is down, or when the line in front of it has not moved for the longest wait).',
  response: ZHealthResponseSchema,
});

export const openApi = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'This API described as OpenAPI 3.1, generated from the contract.',
  response: z.record(z.string(), z.unknown()),
});
