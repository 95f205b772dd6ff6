import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';

/**
 * Counts a test file's requests and refusals and prints them as one line when the file ends: the
 * figures docs/security.md quotes. `more` adds the file's own figures to the line.
 */
export function requestTally(label: string, more: () => string = () => '') {
  const figures = { requests: 0, refused: 0 };
  afterAll(() => {
    const extra = more();
    console.info(
      `${label} (${process.env.TEST_DB_KIND ?? 'pglite'}): ${figures.requests} requests, ${figures.refused} refused${extra ? `, ${extra}` : ''}`,
    );
  });
  return (response: LightMyRequestResponse): LightMyRequestResponse => {
    figures.requests++;
    if (response.statusCode >= 400) figures.refused++;
    return response;
  };
}
