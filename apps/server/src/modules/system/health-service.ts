import { databaseFailureReason } from '../../db/errors.ts';
import type { HealthRepository } from './repository.ts';

/** What health reads of the line in front of the database (ADR 33). */
export interface LineState {
  readonly stalled: boolean;
}

/**
 * How long the health check waits for the database's answer: a load balancer asks every few
 * seconds and must hear "down" quickly, not after the driver's own limits (issue 36).
 */
export const HEALTH_PING_TIMEOUT_MS = 1_500;

/** Why the database did not pass the health check, in the driver's words (no statement parameters). */
export type DatabaseProblem = { reason: string };

/**
 * The health check's questions, asked here rather than in the route, which reaches the database
 * only through a service (scripts/boundaries.ts).
 */
export class HealthService {
  /** The ping under way: checks that come while it hangs wait for it rather than each sending one. */
  private pending: Promise<DatabaseProblem | null> | null = null;

  constructor(
    private readonly repository: HealthRepository,
    private readonly line: LineState,
    private readonly timeoutMs = HEALTH_PING_TIMEOUT_MS,
  ) {}

  /**
   * True when requests have waited for the longest wait with every place of the line taken and
   * nobody let in: the database answers, yet every request is refused with 503 (ADR 44), which a
   * load balancer should see.
   */
  lineStalled(): boolean {
    return this.line.stalled;
  }

  /**
   * Null when the database answers within the time; else why not. A ping still hanging at the
   * timeout is left to the driver's own limits (it ends with the statement limit at the latest)
   * and shared with the checks that come meanwhile, so an outage never piles pings onto the pool.
   */
  async checkDatabase(): Promise<DatabaseProblem | null> {
    this.pending ??= this.repository.ping().then(
      () => null,
      (error: unknown) => ({ reason: databaseFailureReason(error) }),
    );
    const ping = this.pending;
    void ping.finally(() => {
      if (this.pending === ping) this.pending = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DatabaseProblem>((resolve) => {
      timer = setTimeout(() => resolve({ reason: `no answer within ${this.timeoutMs} ms` }), this.timeoutMs);
    });
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
