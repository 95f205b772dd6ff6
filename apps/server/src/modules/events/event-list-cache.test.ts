import { describe, expect, it } from 'vitest';
import { EventListCache, type EventListSnapshot } from './event-list-cache.ts';

const snapshotAt = (version: number): EventListSnapshot => ({ version, build: version, events: [] });

describe('EventListCache', () => {
  it('builds once for many requests at the same version, and again when the version moves', async () => {
    const builds: number[] = [];
    const cache = new EventListCache(async (version) => {
      builds.push(version);
      return snapshotAt(version);
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get(1)));
    expect(new Set(answers).size).toBe(1);
    await cache.get(1);
    expect(builds).toEqual([1]);
    expect((await cache.get(2)).version).toBe(2);
    expect(builds).toEqual([1, 2]);
  });

  it('never answers with a list built at another version than the one asked for', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = new EventListCache(async (version) => {
      if (version === 1) await slow;
      return snapshotAt(version);
    });
    const older = cache.get(1);
    expect((await cache.get(2)).version).toBe(2);
    release();
    expect((await older).version).toBe(1);
    // The older build finished last; a request at version 2 must not be given it.
    expect((await cache.get(2)).version).toBe(2);
  });

  it('does not keep a failed build: the next request tries again', async () => {
    let fail = true;
    const cache = new EventListCache(async (version) => {
      if (fail) throw new Error('database unavailable');
      return snapshotAt(version);
    });
    await expect(cache.get(1)).rejects.toThrow('database unavailable');
    fail = false;
    expect((await cache.get(1)).version).toBe(1);
  });
});
