import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Storage } from '../config.ts';
import { assertSafeKey, type BlobStore, OWNER_MARKER, type StoredBlob } from './blob-store.ts';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

/**
 * Slip images as objects in a bucket, through the official AWS SDK (ADR 38). A PUT is whole or
 * nothing on S3, so there are no temporary objects; `list` gives each object's LastModified, which
 * the orphan sweep (ADR 23) compares like a file's time.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly storage: S3Storage) {
    this.client = new S3Client({
      region: storage.region,
      ...(storage.endpoint && { endpoint: storage.endpoint }),
      forcePathStyle: storage.forcePathStyle,
      ...(storage.credentials && { credentials: storage.credentials }),
      // The SDK's newer default checksums (CRC32 headers and trailers) are not understood by every
      // S3-compatible service; the ones S3 requires are still sent.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket fails the upload with a clear error rather than holding it open.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  get location(): string {
    return `s3://${this.storage.bucket}/${this.storage.prefix}`;
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.storage.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.storage.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    return this.getObject(this.keyOf(key));
  }

  private async getObject(objectKey: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.storage.bucket, Key: objectKey }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a missing key's delete like any other.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.storage.bucket, Key: this.keyOf(key) }));
  }

  async readOwnerMarker(): Promise<string | null> {
    return (await this.getObject(`${this.storage.prefix}${OWNER_MARKER}`))?.toString('utf8') ?? null;
  }

  async writeOwnerMarker(text: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.storage.bucket,
        Key: `${this.storage.prefix}${OWNER_MARKER}`,
        Body: text,
        ContentType: 'application/json',
      }),
    );
  }

  async list(): Promise<StoredBlob[]> {
    const blobs: StoredBlob[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.storage.bucket, ...(this.storage.prefix && { Prefix: this.storage.prefix }) },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key === `${this.storage.prefix}${OWNER_MARKER}`) continue;
        blobs.push({
          key: object.Key.slice(this.storage.prefix.length),
          writtenAt: object.LastModified ?? new Date(0),
        });
      }
    }
    return blobs;
  }

  close(): void {
    this.client.destroy();
  }
}
