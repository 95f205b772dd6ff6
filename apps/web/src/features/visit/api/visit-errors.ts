import * as th from '../../../i18n/th.ts';
import { ApiError, isApiError, normalizeApiError } from '../../../lib/api-error.ts';
import { fieldError } from '../../../lib/field-errors.ts';

/** The `detail` a refusal carries, if any. */
function detailOf(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const detail = (data as Record<string, unknown>).detail;
  return typeof detail === 'string' && detail !== '' ? detail : null;
}

/**
 * The API client words every 404 as "URL … not found" (right for a route that is missing), but a
 * visitor's link that is unknown or expired is a 404 whose `detail` says so in Thai: that is the
 * message the visitor needs, on the page and in a toast alike.
 */
export function withLinkMessage(caught: unknown): ApiError {
  const error = normalizeApiError(caught);
  const detail = detailOf(error.data);
  if (error.status !== 404 || detail === null) return error;
  return new ApiError({
    status: error.status,
    data: error.data,
    errorMessages: [detail],
    requestUrl: error.requestUrl,
  });
}

/**
 * Why the link itself cannot be used, when the page's own request was refused: an unknown, expired
 * or cancelled link, or a malformed one (any 4xx but "too many requests"), in the API's words where
 * it gave any. Null for what is worth trying again (429, a timeout, no connection, a server error).
 */
export function linkProblem(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return null;
  return detailOf(error.data) ?? fieldError(error, 'visit') ?? th.visit.linkInvalid;
}
