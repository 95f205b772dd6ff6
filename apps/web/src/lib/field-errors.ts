import type { z } from 'zod';
import { type ApiError, isApiError } from './api-error.ts';

/** One message per field, from a zod check on the client or a DRF-shaped 400 from the server. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the contract's schema finds wrong with a value before it is sent; empty when nothing is. */
export function problemsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const checked = schema.safeParse(value);
  return checked.success ? {} : fieldErrorsFromZod(checked.error);
}

/**
 * The server's per-field messages (`{"phone": ["..."]}`, nested ones like `roles.0` under their
 * field); null when the error is not about fields or is about the request as a whole (`detail`,
 * `non_field_errors`), so the caller shows it as a toast instead.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const data = error.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  if ('detail' in data || 'non_field_errors' in data) return null;
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const field = key.split('.')[0] ?? key;
    const message = Array.isArray(value) ? String(value[0] ?? '') : String(value);
    errors[field] ??= message;
  }
  return errors;
}

/**
 * The first message a 400 gives for one field (`{"received_reason": ["..."]}`), whatever else the
 * body says; null when there is none. For a form that shows its fields' messages and a toast too.
 */
export function fieldError(error: ApiError, field: string): string | null {
  if (error.status !== 400) return null;
  const data = error.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const value = (data as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}
