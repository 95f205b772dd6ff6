import type { HealthRepository } from './repository.ts';

/** What health reads of the line in front of the database (ADR 33). */
export interface LineState {
  readonly stalled: boolean;
}

/**
 * The health check's questions, asked here rather than in the route, which reaches the database
 * only through a service (scripts/boundaries.ts).
 */
export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    private readonly line: LineState,
  ) {}

  /**
   * True when requests have waited for the longest wait with every place of the line taken and
   * nobody let in: the database answers, yet every request is refused with 503 (ADR 44), which a
   * load balancer should see.
   */
  lineStalled(): boolean {
    return this.line.stalled;
  }

  /** Throws when the database does not answer. */
  async checkDatabase(): Promise<void> {
    await this.repository.ping();
  }
}
