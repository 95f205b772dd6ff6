import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Storage } from '../src/config.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface S3StandIn {
  /** The bucket as the server's configuration names it. */
  storage: S3Storage;
  /** The same, as the S3_* variables a server process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, the real protocol over HTTP) with one empty bucket in a
 * temporary folder, in a process of its own (s3-stand-in-process.cjs says why): the AWS SDK talks
 * to it exactly as it would to S3, signatures checked.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'chapter-s3-'));
  const bucket = 'chapter-slips';
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3-stand-in-process.cjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(() => {
      throw new Error(`the S3 stand-in exited with code ${child.exitCode}`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  // s3rver checks signatures against its one fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const storage: S3Storage = {
    bucket,
    prefix: 'slips/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials,
  };
  return {
    storage,
    env: {
      S3_BUCKET: bucket,
      S3_PREFIX: storage.prefix,
      S3_REGION: storage.region,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: async () => {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The stand-in with a TCP proxy in front (tcp-proxy.ts), so a test can stop or black-hole the bucket
 * and bring it back: `storage` reaches it through the proxy, `s3.storage` directly, to see what the
 * bucket really holds whatever the proxy does.
 */
export async function startS3StandInBehindProxy(): Promise<{
  s3: S3StandIn;
  proxy: TcpProxy;
  storage: S3Storage;
  close(): Promise<void>;
}> {
  const s3 = await startS3StandIn();
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(s3.storage.endpoint ?? '').port) });
  return {
    s3,
    proxy,
    storage: { ...s3.storage, endpoint: `http://${proxy.address}` },
    close: async () => {
      await proxy.close();
      await s3.close();
    },
  };
}
