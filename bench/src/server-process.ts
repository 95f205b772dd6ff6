import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** The highest resident memory (MB) seen since the last reset, sampled every 20 ms. */
  peakRssMb(): number;
  resetPeak(): void;
  stop(): Promise<void>;
}

/**
 * The server as production runs it (`node --import tsx apps/server/src/main.ts`), in its own
 * process so that the load generator and the server are measured apart. It logs at its own default
 * level (info: a line per request), as in production; the lines go nowhere, but writing them is part
 * of what a request costs.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  // Only what is given here chooses the database: a DATABASE_URL in the bench's own environment
  // (meant for the PostgreSQL leg) must not turn the PGlite leg into a run against that server.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // Not left running behind a bench that has given up on it.
    child.kill('SIGKILL');
    throw error;
  }

  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, rssMb(child.pid ?? 0));
  };
  const timer = setInterval(sample, 20);
  return {
    url,
    pid: child.pid ?? 0,
    peakRssMb: () => {
      sample();
      return peak;
    },
    resetPeak: () => {
      peak = rssMb(child.pid ?? 0);
    },
    stop: async () => {
      clearInterval(timer);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // Demo mode fills its database first: on a busy shared machine that has taken over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${routePaths.health.path}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy within 180 s');
}

/** Resident set size from /proc (Linux); 0 where it cannot be read. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, ms) the process has used so far, all its threads included (the libuv
 * pool that compresses, PGlite's WASM, workers), from /proc/<pid>/stat (Linux); 0 where it cannot be
 * read. PostgreSQL's own processes are not counted.
 */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis,
    // where utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Clock ticks: `getconf CLK_TCK` is 100 on Linux (USER_HZ is fixed by the kernel ABI).
    return ticks * (1000 / 100);
  } catch {
    return 0;
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
