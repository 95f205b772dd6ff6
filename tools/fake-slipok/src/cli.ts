/**
 * Start fake-slipok as its own process, for the offline demo and Playwright:
 *
 *   node --import tsx tools/fake-slipok/src/cli.ts --port 4020 --api-key SLIPOK-FAKE-KEY --branch 10001
 *
 * It prints its URL on the first line of stdout and stops on SIGINT/SIGTERM. Transfers, accounts
 * and failures are then set through the control API under /__fake (README).
 */
import { closeOnSignal, parseFakeCommandLine } from '@chapter/fake-line/fake-service';
import { DEFAULT_API_KEY, DEFAULT_BRANCH_ID, startFakeSlipOk } from './server.ts';

const usage = 'usage: cli.ts [--port 4020] [--host 127.0.0.1] [--api-key <key>] [--branch <branchId>]';

const { values, port, host } = parseFakeCommandLine('fake-slipok', usage, {
  'api-key': { type: 'string', default: DEFAULT_API_KEY },
  branch: { type: 'string', default: DEFAULT_BRANCH_ID },
});

const slipOk = await startFakeSlipOk({ port, host, apiKey: values['api-key'], branchId: values.branch });
console.log(slipOk.url);

closeOnSignal(() => slipOk.close());
