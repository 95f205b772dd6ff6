import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.ts';

/** The compression plugin alone, on answers of each kind the server makes (ADR 63). */
describe('one compression path', () => {
  let app: FastifyInstance;
  const big = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `สมาชิก ${i}` })));
  const text = 'บันทึก '.repeat(500);

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/big', async (_request, reply) => reply.type('application/json; charset=utf-8').send(big));
    app.get('/file', async (_request, reply) =>
      reply
        .type('text/css')
        .header('content-length', Buffer.byteLength(text))
        .send(Readable.from([text])),
    );
    app.get('/small-file', async (_request, reply) =>
      reply
        .type('text/css')
        .header('content-length', '9')
        .send(Readable.from(['a{b:c}..'])),
    );
    app.get('/range', async (_request, reply) =>
      reply
        .code(206)
        .type('text/css')
        .send(Readable.from([text])),
    );
    app.get('/image', async (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096, 7)));
    app.get('/encoded', async (_request, reply) =>
      reply.type('application/json').header('content-encoding', 'br').header('vary', 'Accept-Encoding').send(big),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('compresses an answer over 1 MB as well, with the same content, in the encoding asked for', async () => {
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const br = await get('/big');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await get('/big', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('compresses a file as it streams, dropping the length it no longer has', async () => {
    const response = await get('/file');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).not.toBe(String(Buffer.byteLength(text)));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text);
  });

  it('leaves alone a file under 1 kB, part of a file, an image and an answer already compressed', async () => {
    for (const url of ['/small-file', '/range', '/image']) {
      expect((await get(url)).headers['content-encoding'], url).toBeUndefined();
    }
    const encoded = await get('/encoded');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.headers.vary).toBe('Accept-Encoding');
    expect(encoded.body).toBe(big);
  });
});
