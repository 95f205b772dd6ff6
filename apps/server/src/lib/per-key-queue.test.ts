import { describe, expect, it } from 'vitest';
import { PerKeyQueue } from './per-key-queue.ts';

/** A task that runs until the test ends it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('PerKeyQueue', () => {
  it("runs one key's tasks one at a time in order, while another key's run straight away", async () => {
    const queue = new PerKeyQueue<string>();
    const started: string[] = [];
    const gates = { a1: gate(), a2: gate(), b1: gate() };
    const task = (name: keyof typeof gates) => async () => {
      started.push(name);
      await gates[name].opened;
      return name;
    };
    const a1 = queue.run('a', task('a1'));
    const a2 = queue.run('a', task('a2'));
    const b1 = queue.run('b', task('b1'));
    await expect.poll(() => started).toEqual(['a1', 'b1']);

    gates.b1.open();
    expect(await b1).toBe('b1');
    expect(started).toEqual(['a1', 'b1']);

    gates.a1.open();
    gates.a2.open();
    expect(await Promise.all([a1, a2])).toEqual(['a1', 'a2']);
    expect(started).toEqual(['a1', 'b1', 'a2']);
    expect(queue.size).toBe(0);
  });

  it('runs the next task of a key when one fails, and forgets the key afterwards', async () => {
    const queue = new PerKeyQueue<number>();
    const failed = queue.run(1, async () => Promise.reject(new Error('x')));
    const next = queue.run(1, async () => 'next');
    await expect(failed).rejects.toThrow('x');
    expect(await next).toBe('next');
    expect(queue.size).toBe(0);
  });
});
