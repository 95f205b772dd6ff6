import { apiMessages } from './messages.ts';
import { z } from './zod-th.ts';

/** Errors in the shapes of Django REST Framework, which the web client turns into messages. */
export const ZErrorDetail = z
  .object({
    detail: z.string(),
    /** Set where the client acts on the refusal rather than showing it: `consent_required` (a 403). */
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorDetail' });
export const ZFieldErrors = z.record(z.string(), z.array(z.string())).meta({
  id: 'FieldErrors',
  description: 'Per-field messages; "non_field_errors" holds messages about the request as a whole.',
});
export const ZErrorBody = z.union([ZErrorDetail, ZFieldErrors]);
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** An instant, ISO 8601 with its offset. */
export const ZDateTime = z.iso.datetime({ offset: true });

/** Money in baht, as a number (the database keeps satang). */
export const ZBaht = z.number().nonnegative();

export const ZId = z.number().int().positive();

/** The largest id a PostgreSQL integer column holds: a larger one sent would fail the query, not find nothing. */
export const MAX_ID = 2_147_483_647;

/** A row id in a request body. */
export const ZIdInput = z.number().int().positive().max(MAX_ID);

/** A numeric id in a path, e.g. /api/payment/delete/12/. */
export const ZIdParam = z.coerce.number<string>().int().positive().max(MAX_ID);

/** The params of a path with one id in it, e.g. /api/admin/events/:id/. */
export const ZIdParams = z.strictObject({ id: ZIdParam });

export const ZDetailResponse = z.object({ detail: z.string() });

/** A calendar month in Bangkok, as the month lists take it: 3 and 2026 for March 2026. */
export const ZMonthYearSchema = z.strictObject({
  month: z.coerce
    .number<string>({ error: apiMessages.monthInvalid })
    .int(apiMessages.monthInvalid)
    .min(1, apiMessages.monthInvalid)
    .max(12, apiMessages.monthInvalid),
  year: z.coerce
    .number<string>({ error: apiMessages.yearInvalid })
    .int(apiMessages.yearInvalid)
    .min(2000, apiMessages.yearInvalid)
    .max(2100, apiMessages.yearInvalid),
});
