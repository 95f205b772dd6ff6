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
  /** Every stored blob with the time it was written, leftovers of interrupted writes included. */
  list(): Promise<StoredBlob[]>;
}

export interface StoredBlob {
  key: string;
  writtenAt: Date;
}

/** Whether a failed `put` means the storage is full, which the chapter must fix, not the uploader. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
