import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What the proxy does with connections: `pass` carries bytes both ways; `refuse` closes every new
 * connection at once and cuts the open ones (a stopped server: ECONNRESET / ECONNREFUSED-like);
 * `blackhole` keeps connections open and swallows every byte both ways without answering (a network
 * partition: nothing is refused, nothing arrives).
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  /** The port clients connect to on 127.0.0.1. */
  port: number;
  /** `host:port` of the proxy, to put into a URL in place of the real server's. */
  address: string;
  mode(): ProxyMode;
  /** Changes what happens from now on: `refuse` and `blackhole` also take hold of open connections. */
  setMode(mode: ProxyMode): void;
  /** Connections open through the proxy right now. */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy a test controls, put between the server and a part it needs (PostgreSQL, the S3
 * stand-in), so the test can take the part away the two ways it goes away in production: refused
 * (the part is down) or black-holed (the network is cut and nothing answers, where a client
 * without time limits waits for ever).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<{ client: Socket; upstream: Socket }>();

  const server: Server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.on('data', (chunk) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'pass') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    address: `127.0.0.1:${address.port}`,
    mode: () => mode,
    setMode(next) {
      mode = next;
      if (next === 'refuse') {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        pairs.clear();
      }
    },
    openConnections: () => pairs.size,
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
