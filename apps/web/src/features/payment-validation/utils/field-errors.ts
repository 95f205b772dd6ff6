import type { ApiError } from '../../../lib/api-error.ts';

/**
 * The first message the API gave for one field of a 400 (`{"received_reason": ["..."]}`), to show
 * under that field; null when there is none.
 */
export function fieldError(error: ApiError, field: string): string | null {
  if (error.status !== 400) return null;
  const data = error.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const value = (data as Record<string, unknown>)[field];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}
