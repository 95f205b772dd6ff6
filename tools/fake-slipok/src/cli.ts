/**
 * Start fake-slipok as its own process, for the offline demo and Playwright:
 *
 *   node --import tsx tools/fake-slipok/src/cli.ts --port 4020 --api-key SLIPOK-FAKE-KEY --branch 10001
 *
 * It prints its URL on the first line of stdout and stops on SIGINT/SIGTERM. Transfers, accounts
 * and failures are then set through the control API under /__fake (README).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, DEFAULT_BRANCH_ID, startFakeSlipOk } from './server.ts';

const usage = 'usage: cli.ts [--port 4020] [--host 127.0.0.1] [--api-key <key>] [--branch <branchId>]';

function fail(message: string): never {
  console.error(`fake-slipok: ${message}\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        'api-key': { type: 'string', default: DEFAULT_API_KEY },
        branch: { type: 'string', default: DEFAULT_BRANCH_ID },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got '${values.port}'`);

const slipOk = await startFakeSlipOk({ port, host: values.host, apiKey: values['api-key'], branchId: values.branch });
console.log(slipOk.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void slipOk.close().then(() => process.exit(0));
  });
}
