/**
 * Requests over HTTP to a server that will be killed part-way: every request is counted as
 * answered (status and body both arrived) or not, and the server is killed the moment the
 * `killAfter`-th answer arrives (answers of `uncounted` kinds aside), so the kill always lands
 * with the same number answered and the rest in flight or not yet sent.
 */
export class RequestBurst {
  answered = 0;
  sent = 0;
  readonly statuses = new Map<number, number>();
  /** Requests sent and never answered, by what they were ("upload", "import", ...). */
  readonly unanswered = new Map<string, number>();
  private hasKilled = false;

  /** Answers that count toward the kill: all but those of `uncounted` kinds. */
  private counted = 0;

  constructor(
    private readonly url: string,
    private readonly killAfter: number,
    private readonly kill: () => void,
    private readonly uncounted: ReadonlySet<string> = new Set(),
  ) {}

  get killed(): boolean {
    return this.hasKilled;
  }

  /** The body of the answer, or null when the server died before answering. */
  async send<T = unknown>(
    what: string,
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ): Promise<{ status: number; body: T } | null> {
    if (this.hasKilled) return null;
    this.sent += 1;
    try {
      const response = await fetch(`${this.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const answer = { status: response.status, body: (await response.json()) as T };
      this.answered += 1;
      this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
      if (!this.uncounted.has(what)) this.counted += 1;
      if (this.counted === this.killAfter && !this.hasKilled) {
        this.hasKilled = true;
        this.kill();
      }
      return answer;
    } catch {
      this.unanswered.set(what, (this.unanswered.get(what) ?? 0) + 1);
      return null;
    }
  }

  countOf(predicate: (status: number) => boolean): number {
    return [...this.statuses].reduce((sum, [status, n]) => sum + (predicate(status) ? n : 0), 0);
  }
}
