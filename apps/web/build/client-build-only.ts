import type { ConfigEnv, UserConfig } from 'vite';

/**
 * `apply` for the plugins that write the browser's build (the early requests, route preloads, the
 * pages drawn at build time, compressed copies): not for the server's bundle of a visitor's
 * invitation (build/prerender-pages.ts builds it with this same config, ADR 68), which would
 * otherwise write them again, or build itself again.
 */
export function clientBuildOnly(_config: UserConfig, env: ConfigEnv): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}
