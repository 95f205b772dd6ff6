import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The health check's one question to the database, asked here rather than in the route, which
 * reaches the database only through a service (scripts/boundaries.ts).
 */
export class HealthService {
  constructor(private readonly db: Db) {}

  /** Throws when the database does not answer. */
  async checkDatabase(): Promise<void> {
    await this.db.execute(sql`SELECT 1`);
  }
}
