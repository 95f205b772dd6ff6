import { randomUUID } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import type { TChannelQuota } from '@chapter/contract/reminders';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { groupBy } from '../../../lib/group-by.ts';
import type { LineMessage } from '../../../line/messaging-client.ts';
import type { LineSender } from '../../../line/sender.ts';
import { type ComposeContext, type ComposedMessage, composeFor } from '../compose.ts';
import { noticeTexts } from '../notice-texts.ts';
import { MULTICAST_LIMIT, quotaRefusal } from '../sender.ts';
import { mayUseReserve, needsBooks, type RunContent, type RunPlan } from './plan.ts';
import { isQuiet, outOfQuietHours } from './quiet-hours.ts';
import type { OutboxInsert, Recipient, RunRow, RunsRepository } from './runs-repository.ts';

export interface WorkerOptions {
  db: Db;
  repository: RunsRepository;
  sender: LineSender;
  context: () => Promise<ComposeContext>;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** How long a claimed run is this process's before another may take it over (renewed as it goes). */
  leaseMs?: number;
  /** Messages of the month's quota a run stops short of, unless it may use them (ADR 46). */
  quotaReserve?: number;
}

export type PlannedStatus = 'pending' | 'recorded' | 'no_line_account' | 'blocked' | 'opted_out' | 'nothing_owed';

/** Who gets what in a run: the one place the opt-out, the no-LINE, the blocked and the nothing-owed rules live. */
export function statusFor(recipient: Recipient, plan: RunPlan, connected: boolean): PlannedStatus {
  if (!recipient.lineUserId) return 'no_line_account';
  // LINE would take a push to an account that blocked the chapter and deliver nothing (issue 37).
  if (recipient.blocked) return 'blocked';
  if (plan.reminder && recipient.remindersOff) return 'opted_out';
  if (plan.content.type === 'reminder' && recipient.owed.length === 0) return 'nothing_owed';
  return connected ? 'pending' : 'recorded';
}

const NOTES: Record<PlannedStatus, string | null> = {
  pending: null,
  recorded: apiMessages.recordedNotSent,
  no_line_account: apiMessages.noLineAccount,
  blocked: apiMessages.lineBlocked,
  opted_out: apiMessages.optedOut,
  nothing_owed: apiMessages.nothingOwed,
};

function toLineMessage(message: { kind: string; message: string; altText: string | null }): LineMessage {
  if (message.kind === 'text') return { type: 'text', text: message.message };
  return { type: 'flex', altText: message.altText ?? '', contents: JSON.parse(message.message) };
}

/**
 * Works through the message runs kept in PostgreSQL (ADR 29). Any number of processes may run one:
 * a run is claimed with a lease, its recipients are fixed once in one transaction, and each outbox
 * row carries its own LINE retry key, so a process that dies mid-run leaves rows `pending` that the
 * next owner resends under the same key — LINE answers 409 to what it already took, never twice.
 */
export class RunWorker {
  /** Names this worker in `locked_by`: the process and a random part (two apps in one process differ). */
  readonly holder = `${process.pid}-${randomUUID().slice(0, 8)}`;
  /** How long a claim lasts unrenewed; a staff send claims its own run for as long. */
  readonly leaseMs: number;
  private draining: Promise<void> | null = null;
  private again = false;
  /** Staff sends this process answered and is still sending: `idle` and the beat's stop wait for them. */
  private readonly inBackground = new Set<Promise<void>>();

  constructor(private readonly options: WorkerOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** Works every due run until none is left; calls while it works make it look once more. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (await this.workOne()) {}
        } while (this.again);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** Claims and works one due run; false when there was none. */
  async workOne(): Promise<boolean> {
    const { repository, now } = this.options;
    const run = await repository.claim(now(), this.holder, this.leaseMs, isQuiet(now()));
    if (!run) return false;
    try {
      await this.work(run);
    } catch (error) {
      // The lease runs out and the run is taken up again, from its pending rows.
      this.options.log?.error({ err: error, run: run.id }, 'message run stopped; it will be retried');
    }
    return true;
  }

  /**
   * Fixes the recipients of a run this process has just made and claimed (a staff send), so its
   * answer can name them; a run with nothing for LINE (none connected, nobody reachable, refused)
   * is over at once. `quota` is what the send was checked against a moment ago.
   */
  async prepare(run: RunRow, quota: TChannelQuota | null): Promise<void> {
    const { repository, now } = this.options;
    if (!run.materializedAt) await this.planRun(run, quota);
    if ((await repository.pending(run.id)).length === 0) await repository.finish(run.id, this.holder, now());
  }

  /**
   * Sends a prepared run's messages after its request has been answered (issue 36: LINE answering
   * a push in 1.6 s made a send to 20 members outlast the connection). It keeps its lease as it
   * goes, so a process that dies leaves the run to another; an error is logged and left to the lease.
   */
  continueInBackground(run: RunRow): void {
    const working: Promise<void> = this.work(run)
      .catch((error: unknown) =>
        this.options.log?.error({ err: error, run: run.id }, 'message run stopped; it will be retried'),
      )
      .finally(() => this.inBackground.delete(working));
    this.inBackground.add(working);
  }

  /** Resolves once this process has nothing left to send now: no due run, no staff send under way. */
  async idle(): Promise<void> {
    await this.drain();
    while (this.inBackground.size > 0) await Promise.all([...this.inBackground]);
  }

  /** Works a claimed run to the end: plans it if no one has, then sends what is still pending. */
  async work(run: RunRow): Promise<void> {
    const { repository, now } = this.options;
    if (!run.materializedAt) await this.planRun(run);
    const rows = await repository.pending(run.id);
    const groups = groupBy(rows, (row) => row.retryKey ?? String(row.id));
    for (const group of groups.values()) {
      const [first] = group;
      if (!first) continue;
      if (run.kind === 'rule' && isQuiet(now())) {
        await repository.release(run.id, this.holder, outOfQuietHours(now()));
        return;
      }
      if (!(await repository.renew(run.id, this.holder, new Date(now().getTime() + this.leaseMs)))) return;
      const result = await this.options.sender.send(
        group.map((row) => row.lineUserId ?? ''),
        toLineMessage(first),
        // A notice outside staff's own action at night arrives without a sound.
        { retryKey: first.retryKey ?? randomUUID(), silent: run.kind === 'notice' && isQuiet(now()) },
      );
      await repository.settle(
        group.map((row) => row.id),
        result.status,
        result.note,
      );
    }
    await repository.finish(run.id, this.holder, now());
  }

  /** Fixes who gets what, in one transaction; refuses the whole run when the quota cannot take it. */
  private async planRun(run: RunRow, known?: TChannelQuota | null): Promise<void> {
    const { db, repository, sender, now } = this.options;
    const plan = run.plan as unknown as RunPlan;
    const context = await this.options.context();
    const quota = known !== undefined ? known : sender.connected ? await sender.quota() : null;
    await db.transaction(async (tx) => {
      const about = 'eventId' in plan.content ? plan.content.eventId : null;
      const event = about === null ? null : await repository.event(tx, about);
      const content = await this.contentOf(tx, plan.content, context.chapterName);
      // An event deleted or cancelled before its announcement (or meeting's ask) went out is told to
      // nobody, nor a meeting already begun; a digest of claims all decided (or naming nobody's phone) is sent to nobody.
      const gone =
        (about !== null && (!event || event.cancelledAt !== null)) ||
        (plan.content.type === 'meeting_ask' && event !== null && event.startsAt <= now()) ||
        !content;
      const recipients = gone ? [] : await repository.recipients(tx, plan.audience, needsBooks(plan.content));
      const rows: OutboxInsert[] = recipients.map((recipient) => {
        const status = statusFor(recipient, plan, sender.connected);
        const message: ComposedMessage = composeFor(content ?? plan.content, recipient, context, event);
        return {
          runId: run.id,
          sentBy: run.createdBy,
          memberId: recipient.id,
          ...message,
          status,
          note: NOTES[status],
          lineUserId: status === 'pending' || status === 'recorded' ? recipient.lineUserId : null,
        };
      });
      assignRetryKeys(rows);
      const reserve = mayUseReserve(plan.content) ? 0 : (this.options.quotaReserve ?? 0);
      const refusal = quotaRefusal(quota, rows.filter((row) => row.status === 'pending').length, reserve);
      if (refusal) {
        for (const row of rows) if (row.status === 'pending') Object.assign(row, { status: 'refused', note: refusal });
      }
      await repository.plan(tx, run.id, rows, refusal, now());
    });
  }

  /** The content as it is sent: a claim digest is written now, from the claims still waiting; null when none. */
  private async contentOf(tx: DbOrTx, content: RunContent, chapter: string): Promise<RunContent | null> {
    if (content.type !== 'claims_digest') return content;
    const from = new Date(content.from);
    const until = new Date(content.until);
    const claims = await this.options.repository.pendingMemberClaims(tx, from, until);
    if (claims === 0) return null;
    const message = noticeTexts.claimsDigest({ chapter, claims, from, until });
    return { type: 'composed', kind: 'text', message, altText: null };
  }
}

/**
 * One retry key per LINE request: a personal message is pushed under its own key; members getting
 * the same message share a multicast (at most 500) and its key. A resend after a crash finds the
 * same groups, since a group's rows are settled together.
 */
function assignRetryKeys(rows: OutboxInsert[]): void {
  const byMessage = groupBy(
    rows.filter((row) => row.status === 'pending'),
    (row) => `${row.kind}\u0000${row.altText ?? ''}\u0000${row.message}`,
  );
  for (const same of byMessage.values()) {
    for (let start = 0; start < same.length; start += MULTICAST_LIMIT) {
      const key = randomUUID();
      for (const row of same.slice(start, start + MULTICAST_LIMIT)) row.retryKey = key;
    }
  }
}
