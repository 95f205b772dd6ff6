import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests being handled (buildApp tracks them from the start). */
    inFlight: InFlight;
  }
}

export interface InFlight {
  /** How many requests are still being handled. */
  count(): number;
  /** Resolves true once none are, or false after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean>;
}

/**
 * Keeps count of the requests being handled, for a clean shutdown. Fastify's close() returns once
 * the connections are gone, but the handler of a request whose client hung up goes on running after
 * that (and its onResponse never comes). The database must outlive those handlers, or they fail with
 * "pool ended" and log 500s to nobody. onSend marks the end: Fastify runs it for every reply, even
 * one that no longer has anywhere to go.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  const running = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    running.delete(request);
    return payload;
  });
  return {
    count: () => running.size,
    settled: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return true;
    },
  };
}
