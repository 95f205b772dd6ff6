import http from 'node:http';
import http2 from 'node:http2';
import { generate } from 'selfsigned';

/** A running front: its https:// origin, and how to stop it. */
export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'http2-settings',
]);

/**
 * HTTPS with HTTP/2 in front of an HTTP/1.1 server, as the README deploys the app (a reverse proxy
 * such as nginx or Caddy, which speak HTTP/2 to browsers) and as LINE requires it (a LIFF app is
 * served over HTTPS). Phones then fetch a page's files over one connection, where the server alone
 * (HTTP/1.1, plain) makes them queue six at a time. Every request is passed on as it came, with the
 * client's `Accept-Encoding`, and every answer as the server gave it, compressed bytes included.
 * The certificate is made for this run (self-signed, for 127.0.0.1): the browser measuring is
 * started with `--ignore-certificate-errors`.
 */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  // The browser keeps its connection open: closing waits for none.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = { host: upstream.host };
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
    }
    const forwarded = http.request(
      { agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
