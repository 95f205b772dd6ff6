import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';

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

/**
 * The server's per-field messages (`{"phone": ["..."]}`, nested ones like `roles.0` under their
 * field); null when the error is not about fields, so the caller shows it as a toast instead.
 */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const data = error.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data) || 'detail' in data) return null;
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const field = key.split('.')[0] ?? key;
    const message = Array.isArray(value) ? String(value[0] ?? '') : String(value);
    errors[field] ??= message;
  }
  return errors;
}
