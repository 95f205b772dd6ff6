import { routePaths } from '@chapter/contract/route-paths';
import type { apiRoutes as contractRoutes } from '@chapter/contract/routes';

/**
 * What `@chapter/contract/routes` resolves to in the browser build (vite.config.ts): the same
 * routes with only their method, path and access, so zod and every schema stay out of the
 * bundle (ADR 20). Typed as the full routes, so requests and responses keep their types; the
 * contract's route-paths test keeps the two lists equal.
 */
export const apiRoutes = routePaths as unknown as typeof contractRoutes;
