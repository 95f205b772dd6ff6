import { createHash, randomUUID } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import { parseFlexContents, type TMessageRun, type TSendPushMessageResponse } from '@chapter/contract/messaging';
import { fullName } from '@chapter/contract/names';
import type { TChannelQuota, TPreviewResponse } from '@chapter/contract/reminders';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { LineSender } from '../../line/sender.ts';
import { type ComposeContext, composeFor } from './compose.ts';
import type { MessagingRepository } from './repository.ts';
import { needsBooks, type RunContent, type RunPlan } from './runs/plan.ts';
import { runView } from './runs/run-view.ts';
import type { RunRow, RunsRepository } from './runs/runs-repository.ts';
import { type RunWorker, statusFor } from './runs/worker.ts';
import { quotaRefusal } from './sender.ts';

const OUTBOX_PAGE = 200;

interface SendRequest {
  members: number[];
  template?: 'reminder' | undefined;
  message?: string | undefined;
  altText?: string | undefined;
}

export interface MessagingDeps {
  db: Db;
  repository: MessagingRepository;
  runs: RunsRepository;
  worker: RunWorker;
  sender: LineSender;
  context: () => Promise<ComposeContext>;
  /** Staff's sends stop short of the quota's last messages, kept for login codes (ADR 46). */
  quotaReserve: number;
  now: () => Date;
}

/** What staff asked to send, as a run: the built-in reminder, their text or their Flex, to the ticked members. */
function planOf(request: SendRequest): RunPlan {
  const content: RunContent =
    request.template === 'reminder' || !request.message
      ? { type: 'reminder' }
      : parseFlexContents(request.message)
        ? { type: 'flex', json: request.message, altText: request.altText ?? '' }
        : { type: 'text', text: request.message };
  // The built-in reminder is a reminder; a message staff write themselves is theirs to send.
  return { audience: { type: 'members', ids: request.members }, content, reminder: content.type === 'reminder' };
}

/**
 * Staff's send as it is repeated: who sends, what and to whom (the members in any order). A hash, so
 * the index stays small whatever the message's length.
 */
function repeatKeyOf(staffId: number, plan: RunPlan): string {
  const members = plan.audience.type === 'members' ? [...plan.audience.ids].sort((a, b) => a - b) : [];
  const what = JSON.stringify([staffId, members, plan.content, plan.reminder]);
  return createHash('sha256').update(what).digest('hex');
}

/** Staff's sends: made as a run like a rule's (one outbox, one retry-key rule), sent in the background. */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  private async checkRecipients(ids: number[]) {
    const found = await this.deps.repository.activeRecipients(ids);
    const unknown = ids.filter((id) => !found.some((member) => member.id === id && member.active));
    if (unknown.length > 0) throw new ApiError(400, { members: unknown.map(apiMessages.unknownRecipient) });
  }

  /**
   * Makes the run (audited, the quota checked before anything is written), fixes its recipients and
   * answers with them at once; LINE gets the messages in the background (issue 36), and the screen
   * follows the run with `run`. The same staff member's same message to the same members, sent
   * again while its run is still queued or running, joins that run — the same answer, no second run
   * and no second audit entry — rather than being refused: pressing again after a lost answer is
   * what staff do, and what they want then is to see the first send through.
   */
  async send(staffId: number, request: SendRequest, address: string): Promise<TSendPushMessageResponse> {
    const { db, runs, worker, now } = this.deps;
    await this.checkRecipients(request.members);
    const plan = planOf(request);
    const repeatKey = repeatKeyOf(staffId, plan);
    const live = await runs.liveRun(db, repeatKey);
    if (live) return { ...(await this.view(live)), joined: true };
    const quota = await this.refuseOverQuota(plan);
    const made = await db.transaction(async (tx) => {
      const created = await runs.startUnlessLive(tx, {
        key: `manual:${randomUUID()}`,
        repeatKey,
        kind: 'manual',
        plan: { ...plan },
        createdBy: staffId,
        dueAt: now(),
        status: 'running',
        // This process's worker holds it: another takes it over only if this one stops renewing the lease.
        lockedBy: worker.holder,
        lockedUntil: new Date(now().getTime() + worker.leaseMs),
      });
      // An identical send made the run between the look above and this insert.
      if (!created) return { run: await runs.latestRun(tx, repeatKey), joined: true };
      await writeAudit(tx, {
        actorId: staffId,
        action: 'message.send',
        subjectType: 'message_run',
        subjectId: created.id,
        details: { content: plan.content.type, members: request.members },
        ip: address,
      });
      return { run: created, joined: false };
    });
    if (!made.run) throw new Error('the run was not made');
    if (made.joined) return { ...(await this.view(made.run)), joined: true };
    await worker.prepare(made.run, quota);
    const prepared = await runs.find(made.run.id);
    if (!prepared) throw new Error('the run was not found after it was made');
    // The answer is the run as planned, read before the first message leaves.
    const answer = await this.view(prepared);
    if (prepared.status === 'running') worker.continueInBackground(prepared);
    return { ...answer, joined: false };
  }

  /** One run's progress and each member's result so far; the screen asks until it is over. */
  async run(runId: number): Promise<TMessageRun> {
    const run = await this.deps.runs.find(runId);
    if (!run) throw ApiError.notFound(apiMessages.messageRunNotFound);
    return this.view(run);
  }

  private async view(run: RunRow): Promise<TMessageRun> {
    return runView(run, await this.deps.runs.rowsOf(run.id), this.deps.sender.connected);
  }

  /**
   * Refuses, before anything is written, a send the channel's quota cannot take whole; answers the
   * quota it read (null without LINE), which the run is then planned against.
   */
  private async refuseOverQuota(plan: RunPlan): Promise<TChannelQuota | null> {
    const { db, runs, sender } = this.deps;
    if (!sender.connected) return null;
    const quota = await sender.quota();
    if (quota.limit === null || quota.used === null) return quota;
    const recipients = await runs.recipients(db, plan.audience, needsBooks(plan.content));
    const refusal = quotaRefusal(
      quota,
      recipients.filter((recipient) => statusFor(recipient, plan, true) === 'pending').length,
      this.deps.quotaReserve,
    );
    if (refusal) throw ApiError.nonField(refusal);
    return quota;
  }

  /** The exact message one selected member would get, and how many of the selected would get it. */
  async preview(request: SendRequest & { member: number }): Promise<TPreviewResponse> {
    const { db, runs, sender } = this.deps;
    if (!request.members.includes(request.member)) {
      throw ApiError.field('member', apiMessages.previewMemberNotSelected);
    }
    await this.checkRecipients(request.members);
    const plan = planOf(request);
    const [recipients, context, quota] = await Promise.all([
      runs.recipients(db, plan.audience, needsBooks(plan.content)),
      this.deps.context(),
      sender.quota(),
    ]);
    const skipped = { no_line_account: 0, blocked: 0, opted_out: 0, nothing_owed: 0 };
    const notReceiving: TPreviewResponse['not_receiving'] = [];
    let count = 0;
    let shown: TPreviewResponse['status'] = 'will_send';
    let preview: TPreviewResponse['preview'] = null;
    for (const recipient of recipients) {
      // As if LINE were connected: staff preview what members will get once it is.
      const status = statusFor(recipient, plan, true);
      if (status === 'pending' || status === 'recorded') count++;
      else {
        skipped[status]++;
        notReceiving.push({ member: recipient.id, status });
      }
      if (recipient.id !== request.member) continue;
      const message = composeFor(plan.content, recipient, context, null);
      shown = status === 'pending' || status === 'recorded' ? 'will_send' : status;
      preview = { kind: message.kind, message: message.message, alt_text: message.altText };
    }
    return { recipients: count, skipped, not_receiving: notReceiving, preview, status: shown, quota };
  }

  quota() {
    return this.deps.sender.quota();
  }

  async latest() {
    const rows = await this.deps.repository.latest(OUTBOX_PAGE);
    return rows.map((row) => ({
      id: row.id,
      created: row.createdAt.toISOString(),
      sent_by: row.senderFirstName === null ? null : fullName(row.senderFirstName, row.senderLastName),
      source: row.runKind ?? 'manual',
      run: row.runId,
      member: row.memberId,
      full_name: fullName(row.firstName, row.lastName),
      kind: row.kind,
      message: row.message,
      alt_text: row.altText,
      status: row.status,
      detail: row.note,
    }));
  }
}
