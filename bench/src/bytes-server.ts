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
 * the answers to serve. `fallback` names the path whose answer unknown paths get; `notModified`
 * the headers of each path's 304, for requests that carry If-None-Match.
 */
export function startBytesServer(
  routes: Record<string, Variant[]>,
  fallback?: string,
  notModified?: Record<string, Record<string, string>>,
): Promise<BytesServer> {
  return startAnswerServer([path.join(import.meta.dirname, 'bytes-server.mjs')], { routes, fallback, notModified });
}

/**
 * Runs `node <args>` in its own process, hands it `message` over IPC and waits for the port it
 * listens on: the floors the bench measures the app against (bytes-server.mjs, framework-server.ts).
 */
export async function startAnswerServer(args: string[], message: object, cwd?: string): Promise<BytesServer> {
  const child = spawn(process.execPath, args, {
    cwd,
    // Standard output is where a Fastify server logs: nowhere, as for the app (server-process.ts).
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Structured clone: the bodies cross as bytes, not as JSON.
    serialization: 'advanced',
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (answer) => resolve((answer as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${path.basename(args.at(-1) ?? '')} exited with code ${code}`)));
    child.send(message);
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
