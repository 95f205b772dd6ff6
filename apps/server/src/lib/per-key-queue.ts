/**
 * Runs the tasks of one key one after another, in the order they came; tasks of different keys
 * never wait for each other. A key is forgotten as soon as its last task ends.
 */
export class PerKeyQueue<K> {
  /** Per key, a promise that settles when its latest task has ended. */
  private readonly tails = new Map<K, Promise<void>>();

  async run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Tails only ever resolve, so one failed task does not fail or skip those queued behind it.
    const tail = previous.then(() => ended);
    this.tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** How many keys have tasks running or waiting. */
  get size(): number {
    return this.tails.size;
  }
}
