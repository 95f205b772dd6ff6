import { getTableConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { paymentSlips } from '../db/schema/index.ts';

/** The table whose rows name blob keys: a backup carries exactly the images these rows name. */
export const IMAGE_TABLE = getTableConfig(paymentSlips).name;
const IMAGE_COLUMNS = [paymentSlips.imageKey.name, paymentSlips.thumbnailKey.name];

/** The blob keys a slip row (as PostgreSQL's JSON of the row) names. */
export function imageKeysOfRow(row: Record<string, unknown>): string[] {
  return IMAGE_COLUMNS.map((column) => row[column]).filter((key): key is string => typeof key === 'string');
}

/** Every blob key the database's slips name, each once, in slip order: what the orphan sweep keeps (ADR 23). */
export async function referencedImageKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ image: paymentSlips.imageKey, thumbnail: paymentSlips.thumbnailKey })
    .from(paymentSlips)
    .orderBy(paymentSlips.id);
  return [...new Set(rows.flatMap((row) => [row.image, row.thumbnail]).filter((key): key is string => key !== null))];
}
