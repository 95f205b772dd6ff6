import { apiMessages } from '@chapter/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';

/**
 * NUL, which PostgreSQL refuses in text and JSON, and a lone surrogate (`"\ud800"` in JSON),
 * which is not Unicode and which jsonb refuses. Either would fail the statement and answer 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The dotted path (`members.2`) of the first key or string in a value that cannot be stored, if any. */
export function findUnstorableText(value: unknown): string | null {
  // Iterative: a body may nest thousands of levels deep.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (unstorable(item.value)) return item.path;
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (unstorable(key)) return item.path;
        pending.push({ value: child, path });
      }
    }
  }
  return null;
}

/**
 * Refuses, before validation, a request whose path, query or body holds text the database cannot
 * store, under the field that holds it, rather than failing later in a statement.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findUnstorableText(part);
        if (path !== null) throw ApiError.field(path || 'non_field_errors', apiMessages.unstorableText);
      }
    });
  },
  { name: 'text-input' },
);
