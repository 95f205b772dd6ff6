import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema/index.ts';

/**
 * A secret the server keeps for itself, made on first use and stored in the database so every
 * process behind a load balancer signs and checks with the same key. Two processes starting at
 * once both try to insert; the first wins and both read the winner.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing right after it was created`);
  return Buffer.from(row.value, 'base64url');
}
