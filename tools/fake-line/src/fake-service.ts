/**
 * What every fake service in tools/ does alike: listen on this machine, close, and start from its
 * own command line. Nothing of LINE here, so fake-slipok uses it too (`@chapter/fake-line/fake-service`)
 * rather than a copy that could drift.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Listens on host:port (0 picks a free port); resolves with the base URL, an IPv6 host in brackets. */
export async function listen(server: Server, host: string, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Stops listening and ends every connection now: browsers and fetch keep theirs open, a stalled request forever. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** The options every fake's command line takes besides its own. */
const COMMON_OPTIONS = {
  port: { type: 'string', default: '0' },
  host: { type: 'string', default: '127.0.0.1' },
  help: { type: 'boolean', default: false },
} as const;

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A fake's command line: its own options and --port (0 picks a free port), --host and --help. A bad
 * option or port prints the usage and exits 2, --help prints it and exits 0; `fail` does the same
 * for what the fake itself refuses.
 */
export function parseFakeCommandLine<const O extends Options>(name: string, usage: string, options: O) {
  const fail = (message: string): never => {
    console.error(`${name}: ${message}\n${usage}`);
    process.exit(2);
  };
  const config = { options: { ...COMMON_OPTIONS, ...options } };
  let values: ReturnType<typeof parseArgs<typeof config>>['values'];
  try {
    values = parseArgs(config).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  // TypeScript cannot see the common options in the values of options it does not know yet.
  const common = values as { port: string; host: string; help: boolean };
  if (common.help) {
    console.log(usage);
    process.exit(0);
  }
  const port = Number(common.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got '${common.port}'`);
  return { values, port, host: common.host, fail };
}

/** Closes the fake and exits on SIGINT or SIGTERM, as the process that started it asks. */
export function closeOnSignal(close: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
}
