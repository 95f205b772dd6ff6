/**
 * Start fake-line as its own process, for Playwright and the offline demo:
 *
 *   node --import tsx tools/fake-line/src/cli.ts --port 4010 \
 *     --app 1234567890-AbCdEfGh=http://127.0.0.1:3000/liff/event --channel 1234567890 \
 *     --access-token test-channel-token --user "Somchai Jaidee" \
 *     --channel-secret 1234567890=0123456789abcdef0123456789abcdef \
 *     --webhook http://127.0.0.1:3000/api/line/webhook/ --messaging-secret 0123456789abcdef0123456789abcdef
 *
 * It prints its URL on the first line of stdout and stops on SIGINT/SIGTERM.
 */
import { closeOnSignal, parseFakeCommandLine } from './fake-service.ts';
import { startFakeLine } from './server.ts';

const usage = `usage: cli.ts [--port 4010] [--host 127.0.0.1] [--channel <loginChannelId>]...
  [--channel-secret <loginChannelId>=<channelSecret>]... [--app <liffId>=<endpointUrl>]...
  [--access-token <messagingChannelAccessToken>]
  [--webhook <appWebhookUrl>] [--messaging-secret <messagingChannelSecret>]
  [--user <displayName> | --user <userId>=<displayName>]...`;

function splitPair(value: string, what: string): [string, string] {
  const at = value.indexOf('=');
  if (at <= 0 || at === value.length - 1) fail(`${what} must be <key>=<value>, got '${value}'`);
  return [value.slice(0, at), value.slice(at + 1)];
}

const { values, port, host, fail } = parseFakeCommandLine('fake-line', usage, {
  channel: { type: 'string', multiple: true, default: [] },
  'channel-secret': { type: 'string', multiple: true, default: [] },
  app: { type: 'string', multiple: true, default: [] },
  'access-token': { type: 'string' },
  webhook: { type: 'string' },
  'messaging-secret': { type: 'string' },
  user: { type: 'string', multiple: true, default: [] },
});

const line = await startFakeLine({
  port,
  host,
  loginChannels: values.channel,
  liffApps: values.app.map((pair) => {
    const [liffId, endpointUrl] = splitPair(pair, '--app');
    return { liffId, endpointUrl };
  }),
  loginChannelSecrets: Object.fromEntries(values['channel-secret'].map((pair) => splitPair(pair, '--channel-secret'))),
  ...(values['access-token'] === undefined ? {} : { messagingAccessToken: values['access-token'] }),
  ...(values.webhook === undefined ? {} : { webhookUrl: values.webhook }),
  ...(values['messaging-secret'] === undefined ? {} : { messagingChannelSecret: values['messaging-secret'] }),
}).catch((error: unknown) => fail(String(error instanceof Error ? error.message : error).replace(/^fake-line: /, '')));
for (const user of values.user) {
  const pair = /^(U[0-9a-f]{32})=(.+)$/.exec(user);
  line.addUser(pair?.[1] && pair[2] ? { userId: pair[1], displayName: pair[2] } : { displayName: user });
}

console.log(line.url);
console.error(`fake-line: a stand-in for LINE's APIs, for tests and the offline demo only, listening on ${line.url}`);
closeOnSignal(() => line.close());
