import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { IMAGE_TABLE, imageKeysOfRow } from '../blobs/slip-images-repository.ts';
import {
  BackupRefused,
  FORMAT,
  FORMAT_VERSION,
  parseRowLine,
  type TManifest,
  ZHeaderLine,
  ZImageLine,
  ZManifestLine,
} from './archive-format.ts';
import { sha256 } from './create-backup.ts';

/**
 * Keys as the server makes them (`slips/2026-11/<uuid>.jpg`): no way out of the blob folder. The
 * blob store refuses other keys itself; this refuses them before anything is written.
 */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** A line longer than this is not from a backup of a chapter (a slip image is at most a few MB). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

export interface VerifiedArchive {
  manifest: TManifest;
  /** Each table's rows as PostgreSQL's JSON texts, in the archive's order. */
  rows: Map<string, string[]>;
}

function refuse(file: string, problem: string): never {
  throw new BackupRefused(`${file} cannot be restored: ${problem}. Nothing was changed.`);
}

/** The archive's lines, decompressed; a damaged or cut-short file is refused when it is reached. */
async function* linesOf(file: string): AsyncGenerator<string> {
  try {
    await stat(file);
  } catch (error) {
    throw new BackupRefused(`Cannot read ${file} (${(error as NodeJS.ErrnoException).code}).`);
  }
  const gunzip = pipeline(createReadStream(file), createGunzip(), () => {});
  gunzip.setEncoding('utf8');
  let parts: string[] = [];
  let length = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      let start = 0;
      for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
        parts.push(chunk.slice(start, end));
        yield parts.join('');
        parts = [];
        length = 0;
        start = end + 1;
      }
      parts.push(chunk.slice(start));
      length += chunk.length - start;
      if (length > MAX_LINE_CHARS) refuse(file, 'a line is far longer than any backup writes');
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    refuse(file, `it is damaged or cut short (${(error as Error).message})`);
  } finally {
    gunzip.destroy();
  }
  if (length > 0) yield parts.join('');
}

function parseJson(file: string, line: string, number: number): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  return refuse(file, `line ${number} is not a JSON object`);
}

function checkHeader(file: string, line: string | undefined) {
  const value = line === undefined ? {} : parseJson(file, line, 1);
  const header = value.header as { format?: unknown; formatVersion?: unknown } | undefined;
  if (header?.format !== FORMAT)
    refuse(file, 'it is not a Chapter backup (its first line has no chapter-backup header)');
  if (header?.formatVersion !== FORMAT_VERSION) {
    refuse(
      file,
      `it is in backup format version ${String(header?.formatVersion)}; this version reads ${FORMAT_VERSION}`,
    );
  }
  const parsed = ZHeaderLine.safeParse(value);
  if (!parsed.success) refuse(file, 'its header is malformed');
  return parsed.data.header;
}

/**
 * Reads the whole archive and checks it against its manifest: every table's row count and SHA-256,
 * every image's SHA-256, every image a slip names present. Writes nothing anywhere; throws
 * BackupRefused for anything amiss, so a restore has not touched the target yet.
 */
export async function readArchive(file: string): Promise<VerifiedArchive> {
  const rows = new Map<string, string[]>();
  const rowHashes = new Map<string, ReturnType<typeof createHash>>();
  const imageHashes = new Map<string, string>();
  const namedImages = new Set<string>();
  let header: ReturnType<typeof checkHeader> | undefined;
  let manifest: TManifest | undefined;
  let number = 0;
  for await (const line of linesOf(file)) {
    number += 1;
    if (number === 1) {
      header = checkHeader(file, line);
      continue;
    }
    if (manifest) refuse(file, `line ${number} follows the manifest, which must come last`);
    const row = parseRowLine(line);
    if (row) {
      const values = parseJson(file, row.rowJson, number);
      if (row.table === IMAGE_TABLE) for (const key of imageKeysOfRow(values)) namedImages.add(key);
      if (!rows.has(row.table)) {
        rows.set(row.table, []);
        rowHashes.set(row.table, createHash('sha256'));
      }
      rows.get(row.table)?.push(row.rowJson);
      rowHashes.get(row.table)?.update(`${row.rowJson}\n`);
      continue;
    }
    const value = parseJson(file, line, number);
    if ('image' in value) {
      const image = ZImageLine.safeParse(value);
      if (!image.success || !isSafeKey(image.data.image)) refuse(file, `line ${number} is not a valid image`);
      const key = image.data.image;
      if (imageHashes.has(key)) refuse(file, `image ${key} appears twice`);
      imageHashes.set(key, sha256(Buffer.from(image.data.base64, 'base64')));
    } else if ('manifest' in value) {
      const parsed = ZManifestLine.safeParse(value);
      if (!parsed.success) refuse(file, `its manifest is malformed (${parsed.error.issues[0]?.message})`);
      manifest = parsed.data.manifest;
    } else {
      refuse(file, `line ${number} is not part of a Chapter backup`);
    }
  }
  if (!header) refuse(file, 'it is empty');
  if (!manifest) refuse(file, 'it ends before its manifest: it is incomplete (cut short?)');
  if (manifest.createdAt !== header.createdAt) refuse(file, 'its header and manifest disagree');

  const listed = new Set(manifest.tables.map((table) => table.name));
  if (listed.size !== manifest.tables.length) refuse(file, 'its manifest lists a table twice');
  for (const table of rows.keys()) if (!listed.has(table)) refuse(file, `table ${table} is not in its manifest`);
  for (const table of manifest.tables) {
    const count = rows.get(table.name)?.length ?? 0;
    if (count !== table.rows) refuse(file, `table ${table.name} has ${count} rows, its manifest says ${table.rows}`);
    const digest = rowHashes.get(table.name)?.digest('hex') ?? sha256('');
    if (digest !== table.sha256) refuse(file, `the rows of ${table.name} do not match their checksum`);
  }
  for (const [key, digest] of imageHashes) {
    const expected = manifest.images[key];
    if (expected === undefined) refuse(file, `image ${key} is not in its manifest`);
    if (digest !== expected) refuse(file, `image ${key} does not match its checksum`);
    if (!namedImages.has(key)) refuse(file, `image ${key} belongs to no slip`);
  }
  for (const key of Object.keys(manifest.images)) {
    if (!imageHashes.has(key)) refuse(file, `image ${key} is in its manifest but not in the file`);
  }
  const missing = new Set(manifest.missingImages);
  for (const key of namedImages) {
    if (!imageHashes.has(key) && !missing.has(key)) refuse(file, `image ${key}, which a slip names, is missing`);
  }
  return { manifest, rows };
}

/**
 * Reads the archive again for its images, one at a time, each checked against the verified manifest
 * (the file could have changed since it was verified).
 */
export async function forEachImage(
  file: string,
  manifest: TManifest,
  use: (key: string, bytes: Buffer) => Promise<void>,
): Promise<void> {
  for await (const line of linesOf(file)) {
    if (parseRowLine(line)) continue;
    const image = ZImageLine.safeParse(JSON.parse(line));
    if (!image.success) continue;
    const { image: key, base64 } = image.data;
    const bytes = Buffer.from(base64, 'base64');
    if (sha256(bytes) !== manifest.images[key]) refuse(file, `image ${key} changed while restoring`);
    await use(key, bytes);
  }
}
