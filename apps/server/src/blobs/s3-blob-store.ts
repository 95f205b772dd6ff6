import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { S3Storage } from '../config.ts';
import { assertSafeKey, type BlobStore, OWNER_MARKER, type StoredBlob } from './blob-store.ts';
import { BlobStoreUnavailable } from './store-unavailable.ts';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };

/** How long the bucket may take (issue 36): past these, the call fails as `BlobStoreUnavailable`. */
export interface S3Limits {
  /** To open a connection. */
  connectMs: number;
  /** For one attempt to be answered: the request's body sent and the answer's head back. */
  attemptMs: number;
  /**
   * For a whole call, the SDK's retries and the answer's body included: what a member waits at most
   * for one image. A slip's two images go up side by side, so an upload waits this once.
   */
  callMs: number;
}

/**
 * An S3-compatible service in the same region answers a slip image's PUT (2 MB at most) in well
 * under a second; a quick failure (a reset connection) leaves room for the SDK's retry within the
 * call. Tests shorten them through the constructor; they are not settings, since no chapter needs
 * its members to wait longer for a bucket that does not answer.
 */
export const defaultS3Limits: S3Limits = { connectMs: 3_000, attemptMs: 8_000, callMs: 10_000 };

const isNoSuchKey = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: unknown }).name === 'NoSuchKey';

/**
 * Slip images as objects in a bucket, through the official AWS SDK (ADR 38). A PUT is whole or
 * nothing on S3, so there are no temporary objects; `list` gives each object's LastModified, which
 * the orphan sweep (ADR 23) compares like a file's time. Every call ends within `callMs`: a bucket
 * that does not answer is a `BlobStoreUnavailable`, never a request held open (issue 36).
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly limits: S3Limits;

  constructor(
    private readonly storage: S3Storage,
    limits: Partial<S3Limits> = {},
  ) {
    this.limits = { ...defaultS3Limits, ...limits };
    this.client = new S3Client({
      region: storage.region,
      ...(storage.endpoint && { endpoint: storage.endpoint }),
      forcePathStyle: storage.forcePathStyle,
      ...(storage.credentials && { credentials: storage.credentials }),
      // The SDK's newer default checksums (CRC32 headers and trailers) are not understood by every
      // S3-compatible service; the ones S3 requires are still sent.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Without throwOnRequestTimeout the handler only logs a warning when requestTimeout passes and
      // goes on waiting: a black-holed bucket then held uploads for minutes (issue 36).
      requestHandler: new NodeHttpHandler({
        connectionTimeout: this.limits.connectMs,
        requestTimeout: this.limits.attemptMs,
        throwOnRequestTimeout: true,
      }),
    });
  }

  get location(): string {
    return `s3://${this.storage.bucket}/${this.storage.prefix}`;
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.storage.prefix}${key}`;
  }

  /**
   * Runs one call against the bucket within `callMs`. The attempt's own timeouts do not cover the
   * SDK's retries nor an answer's body that stops arriving, so the call has a deadline of its own:
   * it aborts the request (freeing its connection) and fails at once. Any failure but the bucket's
   * "no such key" means the store could not be used, whatever the cause (a cut network, a bucket
   * that is down, or one refusing our credentials, which the cause says for the operator's log).
   */
  private async call<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new BlobStoreUnavailable(
          `${what} at ${this.location}: no answer within ${this.limits.callMs} ms`,
        );
        controller.abort(error);
        reject(error);
      }, this.limits.callMs);
    });
    try {
      return await Promise.race([work(controller.signal), deadline]);
    } catch (error) {
      if (error instanceof BlobStoreUnavailable) throw error;
      throw new BlobStoreUnavailable(`${what} at ${this.location} failed: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    await this.putObject(this.keyOf(key), bytes, CONTENT_TYPES[extension] ?? 'application/octet-stream');
  }

  private async putObject(objectKey: string, body: Buffer | string, contentType: string): Promise<void> {
    await this.call(`PUT ${objectKey}`, (abortSignal) =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.storage.bucket, Key: objectKey, Body: body, ContentType: contentType }),
        { abortSignal },
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    return this.getObject(this.keyOf(key));
  }

  private async getObject(objectKey: string): Promise<Buffer | null> {
    return this.call(`GET ${objectKey}`, async (abortSignal) => {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.storage.bucket, Key: objectKey }), {
          abortSignal,
        });
        if (!answer.Body) return Buffer.alloc(0);
        // The attempt's timeout ends with the answer's head: a body that stops arriving is cut here.
        const body = answer.Body as { destroy?: (error?: Error) => void };
        abortSignal.addEventListener('abort', () => body.destroy?.(abortSignal.reason as Error), { once: true });
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.keyOf(key);
    // S3 answers a missing key's delete like any other.
    await this.call(`DELETE ${objectKey}`, (abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.storage.bucket, Key: objectKey }), { abortSignal }),
    );
  }

  async readOwnerMarker(): Promise<string | null> {
    return (await this.getObject(`${this.storage.prefix}${OWNER_MARKER}`))?.toString('utf8') ?? null;
  }

  async writeOwnerMarker(text: string): Promise<void> {
    await this.putObject(`${this.storage.prefix}${OWNER_MARKER}`, text, 'application/json');
  }

  /** Pages through ListObjectsV2, each page a call of its own within the limits. */
  async list(): Promise<StoredBlob[]> {
    const blobs: StoredBlob[] = [];
    let continuation: string | undefined;
    do {
      const page = await this.call(`LIST ${this.storage.prefix}`, (abortSignal) =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.storage.bucket,
            ...(this.storage.prefix && { Prefix: this.storage.prefix }),
            ...(continuation && { ContinuationToken: continuation }),
          }),
          { abortSignal },
        ),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key === `${this.storage.prefix}${OWNER_MARKER}`) continue;
        blobs.push({
          key: object.Key.slice(this.storage.prefix.length),
          writtenAt: object.LastModified ?? new Date(0),
        });
      }
      continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuation);
    return blobs;
  }

  close(): void {
    this.client.destroy();
  }
}
