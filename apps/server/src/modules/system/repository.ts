import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The health check's one statement. */
export class HealthRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`SELECT 1`);
  }
}
