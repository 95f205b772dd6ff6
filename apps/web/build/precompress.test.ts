import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressing the build (build/precompress.ts)', () => {
  it('writes brotli and gzip copies of scripts, styles and pages that decompress to the original bytes', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    const script = `export const strings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ข้อความ ${i}`))};`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<div class="x"></div>'.repeat(100)}`);
    writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'export {}');
    writeFileSync(path.join(dist, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 1));

    const compressed = await precompressDir(dist);

    expect(compressed.sort()).toEqual([path.join('assets', 'index-abc.js'), 'index.html']);
    const original = readFileSync(path.join(dist, 'assets', 'index-abc.js'));
    const br = readFileSync(path.join(dist, 'assets', 'index-abc.js.br'));
    const gz = readFileSync(path.join(dist, 'assets', 'index-abc.js.gz'));
    expect(br.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(br)).toEqual(original);
    expect(gunzipSync(gz)).toEqual(original);
    expect(() => readFileSync(path.join(dist, 'assets', 'tiny-abc.js.br'))).toThrow();
    expect(() => readFileSync(path.join(dist, 'assets', 'logo-abc.png.br'))).toThrow();
  });
});
