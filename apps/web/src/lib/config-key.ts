/**
 * The query key of GET /api/config/'s answer. Its own module so the entry chunk can seed the cache
 * (app.tsx) without pulling in app-config.ts and, through it, every Thai text.
 */
export const CONFIG_QUERY_KEY = ['config'] as const;
