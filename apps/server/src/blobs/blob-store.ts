/**
 * Where slip images live. Keys are made by the server (never from what a client sent), so they
 * are safe as file names. The filesystem store is the default; an S3-compatible store can take
 * its place when several servers share the load.
 */
export interface BlobStore {
  /**
   * Writes the whole blob or nothing. When the storage is full it rejects with an error whose
   * `code` is ENOSPC (or EDQUOT, a full quota), as Node's file system does; see `isStorageFull`.
   */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored blob with the time it was written, leftovers of interrupted writes included, and
   * whatever else lies in the folder or under the prefix (the owner marker aside): callers decide
   * which keys are theirs.
   */
  list(): Promise<StoredBlob[]>;
  /** The owner marker's text (ADR 47), or null when the store has none. */
  readOwnerMarker(): Promise<string | null>;
  /** Writes the owner marker, replacing any. */
  writeOwnerMarker(text: string): Promise<void>;
  /** Where the blobs are, for operators' messages (a folder, or a bucket and prefix). */
  readonly location: string;
  /** Lets go of connections (a bucket's client); the folder has nothing to close. */
  close?(): void;
}

export interface StoredBlob {
  key: string;
  writtenAt: Date;
}

/**
 * The name of the object (beside the blobs, at the folder's or prefix's root) that says which
 * Chapter database owns the store (ADR 47). Its leading dot keeps it out of every blob key's shape.
 */
export const OWNER_MARKER = '.chapter-owner';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys come from the server, but a store checks them anyway: one never names a place outside its own. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe blob key: ${key}`);
}

/** Whether a failed `put` means the storage is full, which the chapter must fix, not the uploader. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
