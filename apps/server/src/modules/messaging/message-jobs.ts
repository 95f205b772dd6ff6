import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder rules and the message worker of this process (main.ts starts their beat). */
    messageJobs: MessageJobs;
  }
}

import type { ReminderScheduler } from './runs/scheduler.ts';
import type { RunWorker } from './runs/worker.ts';

/** Work another module does on this beat, given the beat's time; each runs once a beat, in turn. */
export interface BeatJob {
  name: string;
  tick(now: Date): Promise<unknown>;
}

/**
 * The job queue's heartbeat in this process: every `intervalMs` the rules make their due runs
 * and the worker works whatever is due (its own, or a run a dead process left). Notices do not wait
 * for it: `kick` works them as soon as their transaction has committed.
 */
export class MessageJobs {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly riders: BeatJob[] = [];

  constructor(
    private readonly scheduler: ReminderScheduler,
    private readonly worker: RunWorker,
    private readonly now: () => Date,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /**
   * Adds another module's job to the beat (the weekly meetings, the daily retention). Each keeps
   * itself to once across processes; one that fails is logged and the others still run.
   */
  ride(job: BeatJob): void {
    this.riders.push(job);
  }

  /** One beat: rules first, then the runs, then the riders; what tests call with their own clock. */
  async tick(): Promise<void> {
    await this.scheduler.tick(this.now());
    await this.worker.drain();
    for (const job of this.riders) {
      await job
        .tick(this.now())
        .catch((error: unknown) => this.log?.error({ err: error, job: job.name }, 'beat job failed'));
    }
  }

  /**
   * Works what is due now and resolves when done, staff sends still going included: a test compares
   * the database after its notices are written.
   */
  settled(): Promise<void> {
    return this.worker.idle();
  }

  kick(): void {
    this.worker.drain().catch((error: unknown) => this.log?.error({ err: error }, 'message worker failed'));
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    const beat = () => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .catch((error: unknown) => this.log?.error({ err: error }, 'reminder schedule failed'))
        .finally(() => {
          this.ticking = null;
        });
    };
    this.timer = setInterval(beat, intervalMs);
    this.timer.unref();
    beat();
  }

  /** Stops the beat and waits for the one under way and the staff sends (the worker's run keeps its lease otherwise). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    // A run it cannot finish now (the database already gone) is left to its lease and the next process.
    await this.worker
      .idle()
      .catch((error: unknown) => this.log?.warn({ err: error }, 'message worker stopped mid-run'));
  }
}
