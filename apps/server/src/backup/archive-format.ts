import { z } from 'zod';

/**
 * The backup file (ADR 24): gzip-compressed JSON lines, in this order:
 *
 *   {"header":{"format":"chapter-backup","formatVersion":1,"createdAt":"…"}}
 *   {"table":"members","row":{…}}            one line per row, tables in dependency order
 *   {"image":"slips/2026-11/….jpg","base64":"…"}   one line per slip image or thumbnail
 *   {"manifest":{…}}                          last: counts and SHA-256 of everything above
 *
 * A row is PostgreSQL's own `row_to_json` text, written and restored without JavaScript parsing
 * it, so timestamps keep their microseconds and JSON numbers their exact digits.
 */
export const FORMAT = 'chapter-backup';
export const FORMAT_VERSION = 1;

/** Refusals a person can act on; the command line prints the message alone. */
export class BackupRefused extends Error {}

const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/);
const ZCount = z.number().int().nonnegative();

export const ZHeaderLine = z.strictObject({
  header: z.strictObject({ format: z.literal(FORMAT), formatVersion: z.number().int(), createdAt: z.iso.datetime() }),
});

// The image's bytes are checked against the manifest's SHA-256, which also catches bad base64.
export const ZImageLine = z.strictObject({ image: z.string().min(1), base64: z.string() });

export const ZManifest = z.strictObject({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** The engine it was made from: `pglite` or `postgres`. Either restores into either. */
  source: z.enum(['pglite', 'postgres']),
  schema: z.strictObject({ migrations: ZCount, latest: z.string() }),
  /** Every table, in the order to insert: its row count and the SHA-256 of its rows' lines. */
  tables: z.array(z.strictObject({ name: z.string(), rows: ZCount, sha256: ZSha256 })),
  /** The next value of each serial column's sequence (`table.column`), so no id is handed out twice. */
  sequences: z.record(z.string(), z.number().int().positive()),
  /** SHA-256 of each image, by blob key. */
  images: z.record(z.string(), ZSha256),
  /** Images a row names that were not in the blob store when the backup was made. */
  missingImages: z.array(z.string()),
});
export type TManifest = z.infer<typeof ZManifest>;

export const ZManifestLine = z.strictObject({ manifest: ZManifest });

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;
const ROW_LINE = /^\{"table":"([a-z_][a-z0-9_]*)","row":(\{.*\})\}$/s;

/** A row line around PostgreSQL's JSON text of the row, untouched. */
export function rowLine(table: string, rowJson: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`table name not supported in a backup: ${table}`);
  // PostgreSQL escapes line breaks inside JSON strings, so this holds; a line per row depends on it.
  if (rowJson.includes('\n')) throw new Error(`a row of ${table} came back with a line break`);
  return `{"table":"${table}","row":${rowJson}}`;
}

/** The table and the row's JSON text of a row line, or null when the line is not one. */
export function parseRowLine(line: string): { table: string; rowJson: string } | null {
  const match = ROW_LINE.exec(line);
  if (!match?.[1] || !match[2]) return null;
  return { table: match[1], rowJson: match[2] };
}
