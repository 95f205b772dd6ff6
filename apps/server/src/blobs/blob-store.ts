/**
 * Where slip images live. Keys are made by the server (never from what a client sent), so they
 * are safe as file names. The filesystem store is the default; an S3-compatible store can take
 * its place when several servers share the load.
 */
export interface BlobStore {
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
