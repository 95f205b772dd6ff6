import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type BlobStore, OWNER_MARKER, type StoredBlob } from './blob-store.ts';

/** Blobs as files under one folder. A write goes to a temporary file first, so a crash never leaves half an image. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  get location(): string {
    return this.root;
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flush: true });
      await rename(temporary, target);
    } catch (error) {
      // A full disk fails the write part-way: the part written is removed at once, not at the
      // next start's sweep, so a refused upload leaves no file behind.
      await rm(temporary, { force: true }).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async readOwnerMarker(): Promise<string | null> {
    try {
      return await readFile(path.join(this.root, OWNER_MARKER), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async writeOwnerMarker(text: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await writeFile(path.join(this.root, OWNER_MARKER), text, { flush: true });
  }

  /** Every file under the folder; a temporary file of a write cut short is listed under its own name. */
  async list(): Promise<StoredBlob[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const marker = path.join(this.root, OWNER_MARKER);
    const files = entries.filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name) !== marker);
    return Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { key: path.relative(this.root, file).split(path.sep).join('/'), writtenAt: (await stat(file)).mtime };
      }),
    );
  }
}
