import { routePaths } from '@chapter/contract/route-paths';
import sharp from 'sharp';
import { demoLogin, startDemoServer } from './demo-server.ts';

export interface UploadFigures {
  scenario: string;
  imageBytes: number;
  /** Wall time of the slowest request in the scenario. */
  wallMs: number;
  p50Ms: number;
  /** The server's resident memory just before, and its peak during the scenario. */
  rssBeforeMb: number;
  peakRssMb: number;
  status: number[];
}

const TARGET_BYTES = 10_000_000;

/** A ~10 MB JPEG: a phone photo's size. Noise keeps JPEG from shrinking it much. */
async function phonePhoto(): Promise<Buffer> {
  let side = 2400;
  for (;;) {
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= TARGET_BYTES * 0.95 && jpeg.length <= TARGET_BYTES) return jpeg;
    side = Math.round(side * Math.sqrt((TARGET_BYTES * 0.98) / jpeg.length));
  }
}

/** Time and the server's peak memory to accept a 10 MB photo, alone and 8 at once. */
export async function uploads(log: (line: string) => void): Promise<UploadFigures[]> {
  // A photo per upload: the server refuses a slip whose pixels it already holds (ADR 28), and a
  // refusal after the image work would measure less than an accepted slip does.
  const photos: Buffer[] = [];
  for (let i = 0; i < 11; i++) photos.push(await phonePhoto());
  const bodies = photos.map((photo) =>
    JSON.stringify({ image: `data:image/jpeg;base64,${photo.toString('base64')}`, amount: 450 }),
  );
  const photo = photos[0] as Buffer;
  let nextBody = 0;
  const server = await startDemoServer();
  try {
    // Eight demo members, one upload each when "at once": a member's own uploads run one at a time
    // (issue 15), so eight members, not one, are what loads the server's two image workers.
    const tokens = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) => (await demoLogin(server.url, `08900000${String(4 + i).padStart(2, '0')}`)).token,
      ),
    );
    const send = async (_: unknown, index = 0) => {
      const token = tokens[index % tokens.length];
      const body = bodies[nextBody++ % bodies.length];
      const started = performance.now();
      const response = await fetch(`${server.url}${routePaths.createSlip.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    const results: UploadFigures[] = [];
    for (const [scenario, parallel] of [
      ['one at a time', 1],
      ['8 at once', 8],
    ] as const) {
      log(`upload: ${scenario}`);
      server.resetPeak();
      const rssBeforeMb = server.peakRssMb();
      // Alone: three in a row (the median is reported); at once: eight in parallel.
      const runs =
        parallel === 1
          ? [await send(0, 0), await send(0, 1), await send(0, 2)]
          : await Promise.all(Array.from({ length: parallel }, send));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      results.push({
        scenario,
        imageBytes: photo.length,
        wallMs: Math.round(times.at(-1) ?? 0),
        p50Ms: Math.round(times[Math.floor((times.length - 1) / 2)] ?? 0),
        rssBeforeMb,
        peakRssMb: server.peakRssMb(),
        status: runs.map((run) => run.status),
      });
    }
    return results;
  } finally {
    await server.dispose();
  }
}
