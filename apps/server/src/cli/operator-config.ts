import { type AppConfig, ConfigError, loadConfig } from '../config.ts';

/** Prints the problem (and the usage) for the operator and exits with status 1. */
export function fail(message: string, usage?: string): never {
  console.error(usage ? `${message}\n\n${usage}` : message);
  process.exit(1);
}

/** The server's configuration, read from the same environment as the server; exits on a bad one. */
export function readConfig(usage: string): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, usage);
    throw error;
  }
}

/** Which database the configuration points at, in words. */
export const describeDatabase = (config: AppConfig) =>
  config.database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.database.dataDir}`;
