import * as th from '../i18n/th.ts';

/** The status the spec gives a call that got no response at all (network down, timeout, CORS). */
export const NO_RESPONSE_STATUS = 520;

/** A string body (an HTML error page from a proxy, a stack trace) is cut to this many lines. */
const STRING_BODY_LINES = 3;

/** Fields whose messages are about the request as a whole, shown without a field name. */
const WHOLE_REQUEST_FIELDS = new Set(['detail', 'non_field_errors']);

/**
 * The `code` of a 403 refusing a member who has not agreed to the privacy notice in force (issue
 * 19): the app then shows the notice. The code is for the app, never shown.
 */
export const CONSENT_REQUIRED_CODE = 'consent_required';

/**
 * A failed API call in the one shape every screen shows (spec section 8). It is an Error so
 * React Query and error boundaries treat it as one; `message` joins the messages for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly errorMessages: string[];
  readonly requestUrl: string;

  /** `cause`: what was thrown when there was no response ("Failed to fetch"), kept for logs only. */
  constructor(init: { status: number; data: unknown; errorMessages: string[]; requestUrl: string; cause?: unknown }) {
    super(init.errorMessages.join('\n'), init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.data = init.data;
    this.errorMessages = init.errorMessages;
    this.requestUrl = init.requestUrl;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The ApiError for a call that got an HTTP response with a failure status (spec section 8). */
export function errorFromResponse(init: { status: number; data: unknown; requestUrl: string }): ApiError {
  const { status, data, requestUrl } = init;
  if (status === 404) {
    return new ApiError({ status, data, errorMessages: [`URL ${requestUrl} not found`], requestUrl });
  }
  const fromBody = messagesFromBody(data);
  // An empty body still has to tell the person something went wrong.
  const errorMessages = fromBody.length > 0 ? fromBody : [th.common.httpError(status)];
  return new ApiError({ status, data, errorMessages, requestUrl });
}

/**
 * Turns whatever a call threw into an ApiError, by the rules of spec section 8. An ApiError is
 * kept as it is; anything else (network down, timeout, abort, a bug) means no response: 520. The
 * spec shows the error's own message, but the browser's is English ("Failed to fetch") and says
 * nothing a member can act on: they read Thai, and the original stays in `cause` for logs.
 */
export function normalizeApiError(error: unknown, requestUrl = ''): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({
    status: NO_RESPONSE_STATUS,
    data: null,
    errorMessages: [noResponseMessage(error)],
    requestUrl,
    cause: error,
  });
}

/** fetch rejects with a TypeError when the network fails (every browser); a timeout is named so. */
function noResponseMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return th.common.timedOut;
  if (error instanceof TypeError) return th.common.noConnection;
  return th.common.unexpectedError;
}

/** The messages a response body carries: DRF's `detail`, `non_field_errors` and per-field lists. */
export function messagesFromBody(data: unknown): string[] {
  if (typeof data === 'string') {
    const text = data.split(/\r?\n/).slice(0, STRING_BODY_LINES).join('\n').trim();
    return text ? [text] : [];
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];

  const messages: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    // A machine-readable code beside the Thai detail (consent_required) says nothing to a person.
    if (field === 'code' && 'detail' in data) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = asText(item);
      messages.push(WHOLE_REQUEST_FIELDS.has(field) ? text : th.common.fieldMessage(text, fieldLabel(field)));
    }
  }
  return messages;
}

/**
 * A field's Thai name: `username` is หมายเลขโทรศัพท์; an item of a list (`attendees.2`) is
 * ผู้เข้าร่วม รายการที่ 3. A field the app has no name for keeps its own.
 */
export function fieldLabel(field: string): string {
  const [head = field, ...rest] = field.split('.');
  // Own keys only: a field named "constructor" is not the object's.
  const label = Object.hasOwn(th.fieldLabels, head) ? th.fieldLabels[head] : undefined;
  if (label === undefined) return field;
  const index = rest.find((part) => /^\d+$/.test(part));
  return index === undefined ? label : th.common.fieldItem(label, Number(index) + 1);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  // Nested field errors ({"attendees": {"2": ["..."]}}) are rare; show them rather than "[object Object]".
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A 403 because the member has not agreed to the privacy notice in force (a new one, say). */
export function isConsentRequired(error: ApiError): boolean {
  const data = error.data as { code?: unknown } | null;
  return error.status === 403 && typeof data === 'object' && data !== null && data.code === CONSENT_REQUIRED_CODE;
}
