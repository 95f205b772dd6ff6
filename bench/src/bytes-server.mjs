/**
 * A raw node:http server that answers from memory with bytes it was handed (over IPC by
 * bytes-server.ts): what answering costs when the answer is already known, with no framework, no
 * database and no compression. Plain JavaScript, started with plain `node`, so no loader sits in it.
 *
 * Message in: { routes: { [path]: [{ encoding, headers, body }] }, fallback, notModified }. Each path
 * lists its variants, the first one the client accepts is sent (encoding null: always acceptable); a
 * path not listed gets the fallback path's answer (a SPA's index.html), or 404. A path with headers in
 * `notModified` answers a request carrying If-None-Match with a 304 and those headers: the bench only
 * sends the ETag the app gave that member, so its presence stands for a match. Message out: { port }.
 */
import { createServer } from 'node:http';

process.once('message', ({ routes, fallback, notModified = {} }) => {
  const table = new Map(
    Object.entries(routes).map(([path, variants]) => [
      path,
      variants.map((variant) => ({
        encoding: variant.encoding,
        body: Buffer.from(variant.body),
        headers: { ...variant.headers, 'content-length': String(variant.body.byteLength) },
      })),
    ]),
  );
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.headers['if-none-match'] !== undefined && notModified[path]) {
      response.writeHead(304, notModified[path]).end();
      return;
    }
    const variants = table.get(path) ?? (fallback ? table.get(fallback) : undefined);
    const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
    const variant = variants?.find((candidate) => !candidate.encoding || accepted.includes(candidate.encoding));
    if (!variant) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, variant.headers).end(variant.body);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
});
