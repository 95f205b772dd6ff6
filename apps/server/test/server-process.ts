import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  /** Kills the process at once, as a power cut or the OOM killer would; resolves when it is gone. */
  kill(): Promise<void>;
  /** Asks it to finish its requests and close the database (SIGTERM), as an orderly restart does. */
  stop(): Promise<void>;
  /** Its standard output so far: the log lines and the banner. */
  output(): string;
  /** Resolves once its standard output holds `text` (the banner is written after every start-up log line). */
  waitForOutput(text: string): Promise<string>;
}

/**
 * The server as production runs it (`node --import tsx apps/server/src/main.ts`), in a process of
 * its own. Only `env` chooses its database and folder: nothing of the test runner's own database
 * settings reaches it.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _testUrl, TEST_DB_KIND: _kind, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // Phone-only login (asked for explicitly, as production must): the tests log in without LINE.
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_MODE: 'false',
      LOGIN_CONFIRMATION: 'off',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Always read, so a chatty server never blocks on a full pipe.
  let output = '';
  const outputGrew = new EventEmitter();
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    outputGrew.emit('data');
  });
  const waitForOutput = (text: string) =>
    new Promise<string>((resolve) => {
      const check = () => {
        if (!output.includes(text)) return;
        outputGrew.off('data', check);
        resolve(output);
      };
      outputGrew.on('data', check);
      check();
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test that fails or times out must not leave a server running after the test process ends.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), output: () => output, waitForOutput };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy within 120 s');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
