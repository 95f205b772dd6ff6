import {
  pathOf,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@chapter/contract/route';
import axios from 'axios';
import type { z } from 'zod';
import { normalizeApiError } from './api-error.ts';
import { clearSession, getToken } from './session.ts';

/** Spec section 7: every call has a 60 s budget, after which it fails as "no response" (520). */
export const API_TIMEOUT_MS = 60_000;

/**
 * The one HTTP client. Same origin (the server serves the SPA), the spec's CSRF cookie and
 * header names, and the stored token as a bearer header on every call.
 */
export const apiClient = axios.create({
  baseURL: '',
  timeout: API_TIMEOUT_MS,
  xsrfCookieName: 'csrftoken',
  xsrfHeaderName: 'X-CSRFToken',
});

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type UnauthorizedHandler = () => void;

/** Until the router registers its own, a full page load to /login is the safe way out. */
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** Lets the app send the member to /login through the router instead of reloading the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
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
export async function apiRequest<R extends RouteDef>(route: R, ...[options]: OptionsArg<R>): Promise<RouteResponse<R>> {
  const opts = (options ?? {}) as ApiRequestOptions<R>;
  try {
    const response = await apiClient.request<RouteResponse<R>>({
      method: route.method,
      url: pathOf(route, opts.params ?? {}),
      data: opts.body,
      params: opts.query,
      signal: opts.signal,
    });
    return response.data;
  } catch (error) {
    const apiError = normalizeApiError(error);
    if (apiError.status === 401 && route.access !== 'public' && !opts.keepSessionOn401) {
      clearSession();
      onUnauthorized();
    }
    throw apiError;
  }
}
