import { PassThrough } from 'node:stream';
import { apiMessages } from '@chapter/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.ts';

export interface BodyTimeoutOptions {
  /** How long a small body may take to arrive after its headers. */
  timeoutMs: number;
  /** Routes whose body limit is at most this are "small"; those that raise it keep REQUEST_TIMEOUT_SECONDS. */
  smallBodyLimit: number;
}

function hasBody(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
}

/**
 * A small JSON body gets a short time of its own to arrive (ADR 44). REQUEST_TIMEOUT_SECONDS (two
 * minutes by default) is sized for a slip photo over slow mobile data; a login's few hundred bytes
 * that have not come in 10 s come from a client that is gone or trickling them on purpose, and would
 * hold a socket and a parser for the whole two minutes. Answered 408 in the API's shape, and the
 * connection closed, since what is left of the body can never be told from the next request.
 */
export const bodyTimeoutPlugin = fp<BodyTimeoutOptions>(
  async (app: FastifyInstance, { timeoutMs, smallBodyLimit }) => {
    const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!hasBody(request) || request.routeOptions.bodyLimit > smallBodyLimit) return payload;
      // Fastify reads the body from the stream this hook returns; destroying it ends the read with our error.
      const guarded = new PassThrough();
      // A request refused before its body is read (a wrong content type, a body over the limit) never
      // reads it: the timer is cleared with the answer, and an error nobody reads must not become an
      // uncaught one that ends the process.
      guarded.on('error', () => {});
      const timer = setTimeout(() => {
        payload.unpipe(guarded);
        payload.pause();
        guarded.destroy(
          ApiError.detail(408, apiMessages.bodyTooSlow(Math.ceil(timeoutMs / 1000)), { Connection: 'close' }),
        );
      }, timeoutMs);
      timers.set(request, timer);
      payload.on('end', () => clearTimeout(timer));
      // pipe() passes neither errors nor a hang-up on: a client that leaves mid-body ends the read.
      payload.on('error', (error) => {
        clearTimeout(timer);
        guarded.destroy(error);
      });
      payload.on('close', () => {
        clearTimeout(timer);
        if (!payload.readableEnded) guarded.destroy(Object.assign(new Error('aborted'), { statusCode: 400 }));
      });
      payload.pipe(guarded);
      return guarded;
    });
    app.addHook('onResponse', async (request) => {
      clearTimeout(timers.get(request));
    });
  },
  { name: 'body-timeout' },
);
