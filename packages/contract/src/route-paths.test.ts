import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths.ts';
import { apiRoutes } from './routes.ts';

describe('the browser’s route list', () => {
  it('has every route of the contract with the same method, path and access (else: npm run generate -w @chapter/contract)', () => {
    const fromContract = Object.fromEntries(
      Object.entries(apiRoutes).map(([name, route]) => [
        name,
        { method: route.method, path: route.path, access: route.access },
      ]),
    );
    expect(routePaths).toEqual(fromContract);
  });
});
