/** PostgreSQL's error code for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a database error is a unique violation (optionally of one named constraint or index).
 * Drizzle wraps the driver's error, and pg and PGlite both put the SQLSTATE in `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/** PostgreSQL's error code for a foreign-key violation (a row still referenced elsewhere). */
const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object'); ) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === FOREIGN_KEY_VIOLATION) return true;
    current = candidate.cause;
  }
  return false;
}
