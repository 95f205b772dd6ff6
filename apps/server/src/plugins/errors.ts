import { apiMessages } from '@chapter/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBlobStoreUnavailable } from '../blobs/store-unavailable.ts';
import { databaseFailureReason, isDatabaseUnavailable, isWriteUnconfirmed } from '../db/errors.ts';
import { ApiError } from '../lib/api-error.ts';
import { answerHeaders } from './security-headers.ts';

/** What a client cut off by the database is told to wait: a restarting server or a failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Zod's issues as DRF field errors: `{"username": ["..."]}`, nested fields dotted
 * (`attendees.2`), problems with the request as a whole under `non_field_errors`.
 */
export function toFieldErrors(validation: ValidationEntry[]): Record<string, string[]> {
  // A Map, not an object: a client may name a field "__proto__", which an object would not keep as its own.
  const errors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  };
  for (const entry of validation) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params.keys)) {
      for (const key of entry.params.keys)
        add(field ? `${field}.${String(key)}` : String(key), apiMessages.unknownField);
    } else {
      add(field || 'non_field_errors', entry.message ?? apiMessages.required);
    }
  }
  return Object.fromEntries(errors);
}

/** Fastify's own refusals of a request body, in our words. */
const CODE_TO_REFUSAL: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ApiError.detail(400, apiMessages.malformedJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ApiError.detail(400, apiMessages.emptyJsonBody),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ApiError.detail(415, apiMessages.unsupportedMediaType),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ApiError.detail(400, apiMessages.badRequest),
};

function refusalFor(error: FastifyError, request: FastifyRequest, bodyLimit: number): ApiError | null {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    if (error.validationContext === 'body' && (request.body === undefined || request.body === null)) {
      return ApiError.detail(400, apiMessages.emptyJsonBody);
    }
    return new ApiError(400, toFieldErrors(error.validation as unknown as ValidationEntry[]));
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? bodyLimit;
    return ApiError.detail(413, apiMessages.bodyTooLarge(formatBytes(limit)));
  }
  const known = error.code ? CODE_TO_REFUSAL[error.code] : undefined;
  if (known) return known();
  return null;
}

/**
 * The database is down, unreachable or past its time limit (issue 36): a 503, not a bug. Retry-After
 * only when nothing can have been saved, as the web app then sends the same request again (ADR 33).
 */
function databaseOutage(error: unknown): ApiError | null {
  // The bucket of images did not answer on a path that does not say so in its own words: a 503,
  // without Retry-After, as a write to the database may have gone before it.
  if (isBlobStoreUnavailable(error)) return ApiError.detail(503, apiMessages.serviceUnavailable);
  if (!isDatabaseUnavailable(error)) return null;
  if (isWriteUnconfirmed(error)) return ApiError.detail(503, apiMessages.databaseWriteUnconfirmed);
  return ApiError.detail(503, apiMessages.databaseUnavailable, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Fastify's refusals before any route is found: a path whose percent-encoding is not UTF-8
 * (`/api/member/vcard/%D8%00/`, 400) or with a segment over 100 characters (414). In our shape
 * rather than Fastify's own, which is in English and echoes the path.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  // No hook runs for these: the security headers plugin never sees them.
  reply
    .code(status)
    .headers(answerHeaders)
    .send({ detail: status < 500 ? apiMessages.badRequest : apiMessages.internalError });
}

/**
 * One error handler for the whole API. Refusals go out in the DRF shapes with Thai messages; a
 * database that does not answer is a 503; anything unexpected is logged in full and answered with a
 * 500 that says nothing about internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const refusal = refusalFor(error, request, app.initialConfig.bodyLimit ?? 1_048_576);
      if (refusal) {
        return reply.code(refusal.statusCode).headers(refusal.headers).send(refusal.body);
      }
      const outage = databaseOutage(error);
      if (outage) {
        // One line per request, without the statement's parameters (Drizzle's message holds them).
        if (isBlobStoreUnavailable(error)) request.log.warn({ reason: error.message }, 'image store unavailable');
        else request.log.warn({ reason: databaseFailureReason(error) }, 'database unavailable');
        return reply.code(outage.statusCode).headers(outage.headers).send(outage.body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // A client error Fastify raised that has no mapping of its own: say no more than its status.
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send({ detail: apiMessages.badRequest });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ detail: apiMessages.internalError });
    });
  },
  { name: 'errors' },
);
