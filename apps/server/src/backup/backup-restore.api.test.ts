import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobsIn, buildChapter, contents, filesIn, newPlace, type Place } from '../../test/backup-support.ts';
import { createMember, createSlip } from '../../test/factories.ts';
import { startS3StandIn } from '../../test/s3-stand-in.ts';
import { startTestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { FsBlobStore } from '../blobs/fs-blob-store.ts';
import { S3BlobStore } from '../blobs/s3-blob-store.ts';
import type { DatabaseTarget } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { BackupRefused } from './archive-format.ts';
import { createBackup } from './create-backup.ts';
import { readArchive } from './read-archive.ts';
import { restoreBackup } from './restore-backup.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const engine: DatabaseTarget['kind'] = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const otherEngine: DatabaseTarget['kind'] = engine === 'postgres' ? 'pglite' : 'postgres';

/**
 * What a restore renews rather than carries over, so no server process keeps serving an answer it
 * kept before: the event list's counter, raised (ADR 22), and every member's profile version, drawn
 * again from the target's own sequence, which the archive does not carry (ADR 36).
 */
const EVENT_LIST_COUNTER = 'data_versions';
const PROFILE_VERSIONS = 'profile_versions';
const PROFILE_VERSION_SEQUENCE = 'sequence profile_version_seq';

/**
 * The chapter as restored equals the chapter backed up: every row of every table, every sequence,
 * every image byte. Only the counters differ: the event list's only upwards, and each member's
 * profile version is one the target had not handed out before the restore (`versionsBefore`).
 */
function expectSameChapter(
  restored: { rows: Record<string, string[]>; files: Record<string, string> },
  original: { rows: Record<string, string[]>; files: Record<string, string> },
  versionsBefore = 0,
) {
  const renewed = (rows: Record<string, string[]>) => {
    const {
      [EVENT_LIST_COUNTER]: counter,
      [PROFILE_VERSIONS]: profiles,
      [PROFILE_VERSION_SEQUENCE]: _sequence,
      ...rest
    } = rows;
    const parsed = (profiles ?? []).map((row) => JSON.parse(row) as { member_id: number; version: number });
    return { counter: JSON.parse(counter?.[0] ?? '{}').version as number, profiles: parsed, rest };
  };
  const after = renewed(restored.rows);
  const before = renewed(original.rows);
  expect(after.rest).toEqual(before.rest);
  expect(after.counter).toBeGreaterThan(before.counter);
  const members = (profiles: Array<{ member_id: number }>) => profiles.map((p) => p.member_id).sort((a, b) => a - b);
  expect(members(after.profiles)).toEqual(members(before.profiles));
  for (const { version } of after.profiles) expect(version).toBeGreaterThan(versionsBefore);
  expect(restored.files).toEqual(original.files);
}

describe(`backup and restore (${engine})`, () => {
  let work: string;
  let source: Place;
  let original: { rows: Record<string, string[]>; files: Record<string, string> };
  let archive: string;
  const disposers: Array<() => Promise<void>> = [];
  const figures = { tables: 0, rows: 0, images: 0, archiveBytes: 0, refused: 0, changedByRefusal: 0 };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'chapter-archives-'));
    source = await newPlace(engine);
    disposers.push(() => source.dispose());
    const database = await openDatabase(source.target);
    await database.migrate();
    const t = await startTestApp({ database });
    try {
      await buildChapter(t, source.blobDir);
      original = { rows: await contents(t.db), files: filesIn(source.blobDir) };
      archive = path.join(work, 'chapter.backup');
      await createBackup({ database, blobs: source.blobs, file: archive });
    } finally {
      await t.close();
    }
  });
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
    rmSync(work, { recursive: true, force: true });
    console.info(
      `backup figures (${engine}): ${figures.tables} tables, ${figures.rows} rows and ${figures.images} images round-tripped exactly; archive ${figures.archiveBytes} bytes; ${figures.refused} bad archives or targets refused, ${figures.changedByRefusal} of them changed anything`,
    );
  });

  /** A migrated, empty database of this project's engine with its own image folder. */
  async function emptyTarget() {
    const database = await openTestDatabase();
    const blobDir = mkdtempSync(path.join(tmpdir(), 'chapter-restore-blobs-'));
    disposers.push(async () => {
      await database.close();
      rmSync(blobDir, { recursive: true, force: true });
    });
    return { database, blobDir, blobs: new FsBlobStore(blobDir) };
  }

  const state = async (target: { database: Database; blobDir: string }) => ({
    rows: await contents(target.database.db),
    files: filesIn(target.blobDir),
  });

  it('the test chapter has rows in every table, so the round trips below cover all of them', () => {
    const empty = Object.entries(original.rows).filter(([name, rows]) => !name.startsWith('sequence') && !rows.length);
    expect(empty).toEqual([]);
    expect(Object.keys(original.files)).toHaveLength(6);
  });

  const commandLine = (script: string, place: Pick<Place, 'env'>, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...place.env },
    });

  it('npm run backup and npm run restore carry every row, sequence and image into a new empty database', async () => {
    const file = path.join(work, 'by-the-command.backup');
    const backedUp = await commandLine('backup', source, file);
    expect(backedUp.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows\) and 6 images from /);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = await newPlace(engine);
    disposers.push(() => target.dispose());
    const restored = await commandLine('restore', target, file);
    expect(restored.stdout).toContain('and 6 images (6 written, 0 already there)');

    const database = await openDatabase(target.target);
    try {
      expectSameChapter({ rows: await contents(database.db), files: filesIn(target.blobDir) }, original);
    } finally {
      await database.close();
    }
    const tables = Object.keys(original.rows).filter((name) => !name.startsWith('sequence'));
    figures.tables = tables.length;
    figures.rows = tables.reduce((sum, name) => sum + (original.rows[name]?.length ?? 0), 0);
    figures.images = Object.keys(original.files).length;
    figures.archiveBytes = statSync(file).size;

    const cutShort = path.join(work, 'cut-short.backup');
    writeFileSync(cutShort, readFileSync(file).subarray(0, 1000));
    await expect(commandLine('restore', target, cutShort, '--force')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('it is damaged or cut short (unexpected end of file). Nothing was changed.'),
    });
    figures.refused += 1;
  });

  it('npm run backup will not replace an earlier backup unless told to with --force', async () => {
    const file = path.join(work, 'kept.backup');
    writeFileSync(file, 'the only copy of last month');
    await expect(commandLine('backup', source, file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists: choose another name, or add --force to replace it.'),
    });
    expect(readFileSync(file, 'utf8')).toBe('the only copy of last month');
    const replaced = await commandLine('backup', source, file, '--force');
    expect(replaced.stdout).toMatch(/^Backed up /);
    expect((await readArchive(file)).manifest.createdAt).toBeTruthy();
  });

  it('with slip images in an S3 bucket, npm run backup and npm run restore carry every image between buckets', async () => {
    const s3 = await startS3StandIn();
    disposers.push(() => s3.close());
    const bucket = (prefix: string) => ({
      env: { ...s3.env, S3_PREFIX: prefix },
      store: new S3BlobStore({ ...s3.storage, prefix }),
    });
    const from = bucket('from/');
    for (const [key, bytes] of Object.entries(original.files)) await from.store.put(key, Buffer.from(bytes, 'base64'));
    const file = path.join(work, 'from-s3.backup');
    const backedUp = await commandLine('backup', { ...source, env: { ...source.env, ...from.env } }, file);
    expect(backedUp.stdout).toMatch(/and 6 images from /);

    const target = await newPlace(engine);
    disposers.push(() => target.dispose());
    const into = bucket('into/');
    const restored = await commandLine('restore', { ...target, env: { ...target.env, ...into.env } }, file);
    expect(restored.stdout).toContain('and 6 images (6 written, 0 already there)');
    const database = await openDatabase(target.target);
    try {
      expectSameChapter({ rows: await contents(database.db), files: await blobsIn(into.store) }, original);
    } finally {
      await database.close();
    }
    // Nothing went to the folder the S3 settings replace.
    expect(filesIn(target.blobDir)).toEqual({});
  });

  // Into PostgreSQL only where there is a server, as for the api:postgres project itself.
  const acrossEngines = otherEngine === 'pglite' || process.env.TEST_DATABASE_URL ? it : undefined;
  acrossEngines?.(`a backup of ${engine} restores into ${otherEngine} exactly`, async () => {
    const target = await newPlace(otherEngine);
    disposers.push(() => target.dispose());
    const database = await openDatabase(target.target);
    try {
      const summary = await restoreBackup({ database, blobs: target.blobs, file: archive });
      expect(summary.manifest.source).toBe(engine);
      expectSameChapter({ rows: await contents(database.db), files: filesIn(target.blobDir) }, original);
    } finally {
      await database.close();
    }
  });

  describe('a restore that cannot be done changes nothing', () => {
    const lines = () => gunzipSync(readFileSync(archive)).toString('utf8').trimEnd().split('\n');
    let edits = 0;
    const write = (bytes: Buffer) => {
      edits += 1;
      const file = path.join(work, `edited-${edits}.backup`);
      writeFileSync(file, bytes);
      return file;
    };
    const rewrite = (change: (lines: string[]) => string[]) => write(gzipSync(`${change(lines()).join('\n')}\n`));
    const replaceLine = (test: (line: string) => boolean, change: (line: string) => string) =>
      rewrite((all) => all.map((line) => (test(line) ? change(line) : line)));

    /** A target holding a chapter of its own: one member and their slip, with its images. */
    async function occupiedTarget() {
      const target = await emptyTarget();
      const member = await createMember(target.database.db);
      const slip = { imageKey: 'slips/2020-01/own.jpg', thumbnailKey: 'slips/2020-01/own.thumb.webp' };
      await createSlip(target.database.db, { memberId: member.id, ...slip });
      await target.blobs.put(slip.imageKey, Buffer.from('the target’s own image'));
      await target.blobs.put(slip.thumbnailKey, Buffer.from('its thumbnail'));
      return target;
    }

    async function expectRefused(
      target: { database: Database; blobDir: string; blobs: FsBlobStore },
      file: string,
      message: RegExp,
      force = true,
    ) {
      const before = await state(target);
      const attempt = restoreBackup({ database: target.database, blobs: target.blobs, file, force });
      await expect(attempt).rejects.toThrow(BackupRefused);
      await expect(attempt).rejects.toThrow(message);
      await expect(attempt).rejects.toThrow(/Nothing was changed\.$/);
      figures.refused += 1;
      const after = await state(target);
      if (JSON.stringify(after) !== JSON.stringify(before)) figures.changedByRefusal += 1;
      expect(after).toEqual(before);
    }

    it('refuses, even with --force, an archive that is cut short, damaged, edited or of another format or schema', async () => {
      const target = await occupiedTarget();
      const bytes = readFileSync(archive);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length / 2)] = (flipped[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
      const isImage = (line: string) => line.startsWith('{"image":');
      const cases: Array<[string, RegExp]> = [
        [write(bytes.subarray(0, Math.floor(bytes.length / 2))), /damaged or cut short/],
        [write(flipped), /cannot be restored/],
        [write(Buffer.from('members,events\n')), /damaged or cut short/],
        [rewrite((all) => all.slice(0, -1)), /ends before its manifest/],
        [
          rewrite((all) => all.slice(0, -2).concat(all.slice(-1))),
          /does not match|is in its manifest but not in the file/,
        ],
        [
          replaceLine(
            (l) => l.includes('"formatVersion":1,"createdAt"') && l.startsWith('{"header"'),
            (l) => l.replace('"formatVersion":1', '"formatVersion":2'),
          ),
          /backup format version 2; this version reads 1/,
        ],
        [
          replaceLine(isImage, (l) => l.replace(/"base64":"[^"]{8}/, '"base64":"AAAAAAAA')),
          /image .* does not match its checksum/,
        ],
        [
          replaceLine(
            (l) => l.startsWith('{"table":"members"'),
            (l) => l.replace('สมาชิก', 'คนอื่น'),
          ),
          /rows of members do not match their checksum/,
        ],
        [rewrite((all) => [all[0] ?? '', ...all]), /line 2 is not part of a Chapter backup|follows|not a JSON/],
        [rewrite((all) => all.slice(1)), /not a Chapter backup/],
        [
          replaceLine(
            (l) => l.startsWith('{"manifest"'),
            (l) => l.replace(/"latest":"[^"]+"/, '"latest":"0099_future"'),
          ),
          /schema is 0099_future/,
        ],
      ];
      for (const [file, message] of cases) await expectRefused(target, file, message);
    });

    it('refuses a database that already holds a chapter without --force; with it, replaces all of it', async () => {
      const target = await occupiedTarget();
      await expectRefused(target, archive, /already holds a chapter \(1 members, 0 events\).*--force/, false);
      const versionsBefore = Number((await state(target)).rows[PROFILE_VERSION_SEQUENCE]?.[0]);
      expect(versionsBefore).toBeGreaterThan(0);

      const summary = await restoreBackup({
        database: target.database,
        blobs: target.blobs,
        file: archive,
        force: true,
      });
      expect(summary).toMatchObject({ imagesWritten: 6, imagesAlreadyThere: 0, imagesRemoved: 2 });
      expectSameChapter(await state(target), original, versionsBefore);
    });

    it('takes away the images it wrote when the database refuses the rows', async () => {
      const target = await emptyTarget();
      const db = target.database.db;
      await db.execute(sql`CREATE FUNCTION refuse_slips() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'no slips here'; END; $$`);
      await db.execute(sql`CREATE TRIGGER refuse_slips BEFORE INSERT ON payment_slips
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_slips()`);
      await expectRefused(target, archive, /The restore failed and was undone \(.*\)/, false);
      expect(filesIn(target.blobDir)).toEqual({});
    });
  });
});
