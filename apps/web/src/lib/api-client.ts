import {
  pathOf,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@chapter/contract/route';
import type { z } from 'zod';
import { ApiError, errorFromResponse, isConsentRequired, normalizeApiError } from './api-error.ts';
import { readCookie } from './cookies.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { clearSession, getToken } from './session.ts';

/** Spec section 7: every call has a 60 s budget, after which it fails as "no response" (520). */
export const API_TIMEOUT_MS = 60_000;

/** The spec's CSRF names: the cookie the server sets, echoed back as this header. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The share (0–1) of a request's body sent so far. */
export type UploadProgress = (fraction: number) => void;

/** What carries a request: `fetch` in the app, a fake in tests (see setTransport). */
export type Transport = (url: string, init: RequestInit, onUploadProgress?: UploadProgress) => Promise<Response>;

/**
 * `fetch`, unless the page already asked for this very request before the app ran
 * (early-responses.ts), or the caller follows the upload (a slip): then XMLHttpRequest, which can
 * tell. That code comes with the first upload, not with every page; if it cannot be fetched, the
 * upload still goes, by `fetch`, without its progress.
 */
let transport: Transport = (url, init, onUploadProgress) =>
  onUploadProgress
    ? import('./upload-with-progress.ts').then(
        ({ fetchWithUploadProgress }) => fetchWithUploadProgress(url, init, onUploadProgress),
        () => fetch(url, init),
      )
    : (takeEarlyResponse(url, init) ?? fetch(url, init));

/** Puts another wire under the client (tests); returns the function that puts the old one back. */
export function setTransport(next: Transport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

/** `?a=1&b=x` from a query object; undefined and null values are left out. */
export function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The headers of every call: JSON in and out, the stored token, and the CSRF cookie echoed back. */
function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Every call is same-origin (the server serves the SPA), so the cookie is always ours to send.
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  return headers;
}

/** A body as JSON when it is JSON, else as text; nothing (204, empty) is undefined. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page from a proxy, a plain-text message: kept for the error rules.
    return text;
  }
}

interface Call {
  method: string;
  path: string;
  query?: object | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  onUploadProgress?: UploadProgress | undefined;
}

/**
 * One HTTP call under the 60 s budget, also ended by the caller's signal (React Query cancels
 * queries it no longer needs). A failure status, no response, a timeout or an abort is thrown
 * as ApiError; a success is handed to `read` while the budget still runs.
 */
async function send<T>(call: Call, read: (response: Response) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(call.signal?.reason);
  if (call.signal?.aborted) forwardAbort();
  else call.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await sendOnceAdmitted(call, controller.signal);
    if (!response.ok) {
      throw errorFromResponse({ status: response.status, data: await readBody(response), requestUrl: call.path });
    }
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const cause = timedOut
      ? Object.assign(new Error(`timeout of ${API_TIMEOUT_MS}ms exceeded`), { name: 'TimeoutError' })
      : error;
    throw normalizeApiError(cause, call.path);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Times the server's "busy, try again in N s" (503 with Retry-After) is waited out before it is shown. */
export const BUSY_RETRIES = 2;
/** A longer wait than this is not waited out: the member is better told. */
const LONGEST_BUSY_WAIT_S = 10;

/**
 * Sends the call; when the server's database line is full it answers 503 with Retry-After before
 * running anything (ADR 33), so the very same request, a registration included, is safe to send
 * again once that time has passed. In a registration rush the member's tap then goes through a
 * few seconds late instead of failing. Other answers, and a wait too long or past the budget's
 * abort, come back as they are.
 */
async function sendOnceAdmitted(call: Call, signal: AbortSignal): Promise<Response> {
  const url = call.path + queryString(call.query);
  for (let attempt = 0; ; attempt++) {
    const init = {
      method: call.method,
      headers: requestHeaders(call.body !== undefined),
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
    };
    const response = await (call.onUploadProgress ? transport(url, init, call.onUploadProgress) : transport(url, init));
    const waitSeconds = Number(response.headers.get('Retry-After'));
    const busy = response.status === 503 && Number.isInteger(waitSeconds) && waitSeconds > 0;
    if (!busy || attempt >= BUSY_RETRIES || waitSeconds > LONGEST_BUSY_WAIT_S) return response;
    await response.body?.cancel();
    await delay(waitSeconds * 1000, signal);
  }
}

/** Waits, or rejects as fetch does once `signal` is aborted. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

type UnauthorizedHandler = () => void;

/** Until the router registers its own, a full page load to /login is the safe way out. */
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** Lets the app send the member to /login through the router instead of reloading the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Until the app registers its own (the consent gate), a refusal for want of consent is the screen's to show. */
let onConsentRequired: () => void = () => {};

/**
 * Lets the app show the privacy notice when any call is refused because the member has not agreed
 * to the version in force (a new one published while the app is open, say).
 */
export function setConsentRequiredHandler(handler: () => void): void {
  onConsentRequired = handler;
}

type BodyOption<R extends RouteDef> = R extends { body: z.ZodType } ? { body: RouteBody<R> } : { body?: never };
type ParamsOption<R extends RouteDef> = R extends { params: z.ZodType }
  ? { params: RouteParams<R> & Record<string, string | number> }
  : { params?: never };

type QueryOption<R extends RouteDef> = R extends { query: z.ZodType } ? { query?: RouteQuery<R> } : { query?: never };

export type ApiRequestOptions<R extends RouteDef> = BodyOption<R> &
  ParamsOption<R> &
  QueryOption<R> & {
    signal?: AbortSignal;
    /** Told the share of the body sent so far, while it goes up (the slip's upload shows it). */
    onUploadProgress?: UploadProgress;
    /**
     * Leave a 401 to the caller instead of signing the member out. Sign-out uses it: its 401 only
     * means the token was already revoked, and logout has its own destination.
     */
    keepSessionOn401?: boolean;
  };

/** Routes with a body or path parameters must be given them; the others take options optionally. */
type OptionsArg<R extends RouteDef> = R extends { body: z.ZodType } | { params: z.ZodType }
  ? [options: ApiRequestOptions<R>]
  : [options?: ApiRequestOptions<R>];

/**
 * Calls one route of the contract and returns its typed response. Failures are thrown as ApiError
 * (spec section 8). A 401 from a route that needs a token means the stored token is stale or
 * revoked: the session is cleared and the member sent to /login so they are never stuck.
 */
export function apiRequest<R extends RouteDef>(route: R, ...[options]: OptionsArg<R>): Promise<RouteResponse<R>> {
  return callRoute(route, options, readBody) as Promise<RouteResponse<R>>;
}

/** A file the server sends (the member CSV): its bytes and the name it suggests, if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** Like apiRequest for routes that answer with a file rather than JSON; same token, same rules. */
export function apiDownload<R extends RouteDef>(route: R, ...[options]: OptionsArg<R>): Promise<DownloadedFile> {
  return callRoute(route, options, async (response) => ({
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('Content-Disposition')),
  }));
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall back to the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? /filename=([^;\s]+)/i.exec(disposition)?.[1] ?? null;
}

async function callRoute<R extends RouteDef, T>(
  route: R,
  options: ApiRequestOptions<R> | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const opts = (options ?? {}) as ApiRequestOptions<R>;
  try {
    return await send(
      {
        method: route.method,
        path: pathOf(route, opts.params ?? {}),
        query: opts.query,
        body: opts.body,
        signal: opts.signal,
        onUploadProgress: opts.onUploadProgress,
      },
      read,
    );
  } catch (error) {
    const apiError = normalizeApiError(error);
    if (apiError.status === 401 && route.access !== 'public' && !opts.keepSessionOn401) {
      clearSession();
      onUnauthorized();
    } else if (isConsentRequired(apiError)) {
      onConsentRequired();
    }
    throw apiError;
  }
}
