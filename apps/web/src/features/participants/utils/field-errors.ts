import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';

/** One message per field of the rule form, from the contract's check here or the server's 400. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'non_field_errors')] ??= issue.message;
  return errors;
}

/** The server's per-field messages; null when the error is not about fields (it is then a toast). */
export function fieldErrorsFromApi(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const data = error.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.some(([field]) => field === 'detail' || field === 'non_field_errors')) return null;
  return Object.fromEntries(entries.map(([field, value]) => [field, String(Array.isArray(value) ? value[0] : value)]));
}
