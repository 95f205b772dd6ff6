import { spawn } from 'node:child_process';
import path from 'node:path';

/** One way of sending a path's answer: its encoding (null: identity), headers and exact bytes. */
export interface Variant {
  encoding: 'br' | 'gzip' | null;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface BytesServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bytes-server.mjs in its own process (as the app's server runs in its own) and hands it
 * the answers to serve. `fallback` names the path whose answer unknown paths get.
 */
export async function startBytesServer(routes: Record<string, Variant[]>, fallback?: string): Promise<BytesServer> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bytes-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Structured clone: the bodies cross as bytes, not as JSON.
    serialization: 'advanced',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bytes-server exited with code ${code}`)));
    child.send({ routes, fallback });
  });
  child.disconnect();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
