import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  events,
  lineClaims,
  memberRoles,
  members,
  messageOutbox,
  messageRuns,
  registrations,
  roles,
} from '../../../db/schema/index.ts';
import { creditsOf } from '../../books/credit-repository.ts';
import { isOwed, owedRegistrations } from '../../books/registration-repository.ts';
import type { MemberBooks } from '../compose.ts';
import { hasAnsweredMeeting } from '../meeting-ask-repository.ts';
import { isBlocked } from './blocked-repository.ts';
import type { RunAudience } from './plan.ts';

export type RunRow = typeof messageRuns.$inferSelect;
export type OutboxInsert = typeof messageOutbox.$inferInsert;
type RunInsert = typeof messageRuns.$inferInsert;

/** A run not yet over: the predicate of `message_runs_live_repeat_idx`, as the index is written. */
const live = sql`${messageRuns.status} IN ('queued', 'running')`;

export interface Recipient extends MemberBooks {
  id: number;
  lineUserId: string | null;
  remindersOff: boolean;
  /** The LINE account it would go to blocked the chapter's Official Account (issue 37). */
  blocked: boolean;
}

export class RunsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes one run that is due and that no live process holds, for `leaseMs`: a queued run, or a
   * running one whose process stopped renewing its lease (it died). SKIP LOCKED lets several
   * processes claim at once without waiting on each other; each gets a different run.
   */
  claim(now: Date, worker: string, leaseMs: number, quiet: boolean): Promise<RunRow | null> {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: messageRuns.id })
        .from(messageRuns)
        .where(
          and(
            inArray(messageRuns.status, ['queued', 'running']),
            lte(messageRuns.dueAt, now),
            or(isNull(messageRuns.lockedUntil), lte(messageRuns.lockedUntil, now)),
            // Scheduled reminders wait for the morning; notices and staff sends do not.
            quiet ? ne(messageRuns.kind, 'rule') : undefined,
          ),
        )
        .orderBy(asc(messageRuns.dueAt), asc(messageRuns.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [run] = await tx
        .update(messageRuns)
        .set({ status: 'running', lockedBy: worker, lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(eq(messageRuns.id, due.id))
        .returning();
      return run ?? null;
    });
  }

  /**
   * A run made already under way (a staff send, worked by the process that made it); undefined when
   * a run of the same `repeatKey` is still queued or running. The unique partial index decides, so
   * two identical sends at the same moment make one run: the second waits for the first's commit.
   */
  async startUnlessLive(tx: DbOrTx, values: RunInsert & { repeatKey: string }): Promise<RunRow | undefined> {
    const [created] = await tx
      .insert(messageRuns)
      .values(values)
      .onConflictDoNothing({ target: messageRuns.repeatKey, where: live })
      .returning();
    return created;
  }

  /** The run of this staff send still queued or running, if any. */
  async liveRun(tx: DbOrTx, repeatKey: string): Promise<RunRow | undefined> {
    const [run] = await tx
      .select()
      .from(messageRuns)
      .where(and(eq(messageRuns.repeatKey, repeatKey), live));
    return run;
  }

  /**
   * The latest run of this staff send, whatever its status: the one an identical send found live a
   * moment ago (it may have finished since).
   */
  async latestRun(tx: DbOrTx, repeatKey: string): Promise<RunRow | undefined> {
    const [run] = await tx
      .select()
      .from(messageRuns)
      .where(eq(messageRuns.repeatKey, repeatKey))
      .orderBy(desc(messageRuns.id))
      .limit(1);
    return run;
  }

  async find(runId: number): Promise<RunRow | undefined> {
    const [run] = await this.db.select().from(messageRuns).where(eq(messageRuns.id, runId));
    return run;
  }

  /** Keeps the run while working on it; false when another process has taken it over. */
  async renew(runId: number, worker: string, until: Date): Promise<boolean> {
    const renewed = await this.db
      .update(messageRuns)
      .set({ lockedUntil: until })
      .where(and(eq(messageRuns.id, runId), eq(messageRuns.lockedBy, worker)))
      .returning({ id: messageRuns.id });
    return renewed.length > 0;
  }

  /** The run's recipients, with what each owes and their credit (empty `owed` when not needed). */
  async recipients(tx: DbOrTx, audience: RunAudience, withBooks: boolean): Promise<Recipient[]> {
    // A binding notice may go to the account just replaced, not the member's own: that one's follow counts.
    const account =
      audience.type === 'member' && audience.lineUserId ? sql`${audience.lineUserId}` : members.lineUserId;
    const rows = await tx
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        lineUserId: members.lineUserId,
        remindersOff: members.remindersOff,
        blocked: isBlocked(account),
      })
      .from(members)
      .where(audienceWhere(audience))
      .orderBy(asc(members.id));
    const ids = rows.map((row) => row.id);
    const [owed, credits] =
      withBooks && ids.length > 0
        ? await Promise.all([owedRegistrations(tx, inArray(members.id, ids)), creditsOf(tx, ids)])
        : [[], new Map<number, number>()];
    return rows.map((row) => ({
      ...row,
      lineUserId: audience.type === 'member' && audience.lineUserId ? audience.lineUserId : row.lineUserId,
      owed: owed.filter((item) => item.memberId === row.id),
      creditSatang: credits.get(row.id) ?? 0,
    }));
  }

  event(tx: DbOrTx, eventId: number) {
    return tx
      .select()
      .from(events)
      .where(eq(events.id, eventId))
      .then((rows) => rows[0] ?? null);
  }

  /**
   * Claims made in [from, until) that are still pending and name the phone of an active member:
   * what the staff's claim digest counts. A number nobody has is nobody's business (ADR 46).
   */
  async pendingMemberClaims(tx: DbOrTx, from: Date, until: Date): Promise<number> {
    const [row] = await tx
      .select({ claims: count() })
      .from(lineClaims)
      .where(
        and(
          eq(lineClaims.status, 'pending'),
          gte(lineClaims.createdAt, from),
          lt(lineClaims.createdAt, until),
          sql`exists (select 1 from ${members} where ${members.phone} = ${lineClaims.phone} and ${members.active})`,
        ),
      );
    return row?.claims ?? 0;
  }

  /** Fixes the run's recipients and messages, once: a second process finding them fixed does nothing. */
  async plan(tx: DbOrTx, runId: number, rows: OutboxInsert[], refusal: string | null, now: Date): Promise<boolean> {
    const [run] = await tx.select().from(messageRuns).where(eq(messageRuns.id, runId)).for('update');
    if (!run || run.materializedAt) return false;
    for (let start = 0; start < rows.length; start += 200) {
      await tx.insert(messageOutbox).values(rows.slice(start, start + 200));
    }
    await tx
      .update(messageRuns)
      .set({ materializedAt: now, ...(refusal && { status: 'refused', detail: refusal, finishedAt: now }) })
      .where(eq(messageRuns.id, runId));
    return true;
  }

  pending(runId: number) {
    return this.db
      .select({
        id: messageOutbox.id,
        lineUserId: messageOutbox.lineUserId,
        retryKey: messageOutbox.retryKey,
        kind: messageOutbox.kind,
        message: messageOutbox.message,
        altText: messageOutbox.altText,
      })
      .from(messageOutbox)
      .where(and(eq(messageOutbox.runId, runId), eq(messageOutbox.status, 'pending')))
      .orderBy(asc(messageOutbox.id));
  }

  /** The run's outbox rows with the members' names, as the staff's send reports them. */
  rowsOf(runId: number) {
    return this.db
      .select({
        memberId: messageOutbox.memberId,
        firstName: members.firstName,
        lastName: members.lastName,
        status: messageOutbox.status,
        note: messageOutbox.note,
      })
      .from(messageOutbox)
      .innerJoin(members, eq(members.id, messageOutbox.memberId))
      .where(eq(messageOutbox.runId, runId))
      .orderBy(asc(messageOutbox.id));
  }

  async settle(ids: number[], status: 'sent' | 'refused' | 'failed', note: string): Promise<void> {
    await this.db
      .update(messageOutbox)
      .set({ status, note })
      .where(and(inArray(messageOutbox.id, ids), eq(messageOutbox.status, 'pending')));
  }

  async finish(runId: number, worker: string, now: Date): Promise<void> {
    await this.db
      .update(messageRuns)
      .set({ status: 'done', finishedAt: now, lockedUntil: null })
      .where(and(eq(messageRuns.id, runId), eq(messageRuns.lockedBy, worker), eq(messageRuns.status, 'running')));
  }

  /** Lets go of a run for now (quiet hours began mid-run): it goes on from where it stopped. */
  async release(runId: number, worker: string, dueAt: Date): Promise<void> {
    await this.db
      .update(messageRuns)
      .set({ lockedUntil: null, dueAt })
      .where(and(eq(messageRuns.id, runId), eq(messageRuns.lockedBy, worker)));
  }
}

/** A notice as a run, in the transaction of the change it tells about; its key makes it once. */
export async function queueNoticeRun(tx: DbOrTx, key: string, plan: Record<string, unknown>, dueAt: Date) {
  await tx
    .insert(messageRuns)
    .values({ key, kind: 'notice', plan, dueAt })
    .onConflictDoNothing({ target: messageRuns.key });
}

function audienceWhere(audience: RunAudience): SQL | undefined {
  const active = eq(members.active, true);
  switch (audience.type) {
    case 'members':
      return and(active, inArray(members.id, audience.ids.length > 0 ? audience.ids : [0]));
    case 'member':
      return eq(members.id, audience.memberId);
    case 'active':
      return active;
    case 'staff':
      return and(
        active,
        sql`exists (select 1 from ${memberRoles} join ${roles} on ${roles.id} = ${memberRoles.roleId} where ${memberRoles.memberId} = ${members.id} and ${inArray(roles.name, [ROLE_ADMIN, ROLE_SECRETARY_TREASURER])})`,
      );
    case 'owing':
      return and(
        active,
        sql`exists (select 1 from ${registrations} where ${registrations.memberId} = ${members.id} and ${isOwed()})`,
      );
    case 'event_unpaid':
      return and(
        active,
        sql`exists (select 1 from ${registrations} where ${registrations.memberId} = ${members.id} and ${registrations.eventId} = ${audience.eventId} and ${isOwed()})`,
      );
    case 'meeting_unanswered':
      return and(active, sql`not ${hasAnsweredMeeting(audience.eventId)}`);
  }
}
