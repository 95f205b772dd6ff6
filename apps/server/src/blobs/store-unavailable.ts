import { ApiError } from '../lib/api-error.ts';

/**
 * The store did not answer, or not in time: a bucket that is down, refuses us, or sits behind a cut
 * network (issue 36). Nothing can be said about the blob (a write may or may not have landed; the
 * orphan sweep removes one that did without its row), and the same call may well work a little later.
 * The folder store never throws it: a local disk that fails is a fault, not an outage.
 */
export class BlobStoreUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BlobStoreUnavailable';
  }
}

export function isBlobStoreUnavailable(error: unknown): error is BlobStoreUnavailable {
  return error instanceof BlobStoreUnavailable;
}

/**
 * How long a client is told to wait before trying again: a bucket that stops answering is usually
 * back within a minute or is down for much longer, and half a minute keeps retries from piling up.
 */
export const STORE_RETRY_AFTER_SECONDS = 30;

/** The answer to a request that needed the store when it did not answer: 503, Retry-After and `message`. */
export function storeUnavailableAnswer(message: string): ApiError {
  return ApiError.detail(503, message, { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
}
