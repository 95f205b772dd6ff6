import { randomUUID } from 'node:crypto';
import { apiMessages } from '@chapter/contract/messages';
import { parseFlexContents, type TSendPushMessageResponse } from '@chapter/contract/messaging';
import { fullName } from '@chapter/contract/names';
import type { TPreviewResponse } from '@chapter/contract/reminders';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { LineSender } from '../../line/sender.ts';
import { type ComposeContext, composeFor } from './compose.ts';
import type { MessagingRepository } from './repository.ts';
import { needsBooks, type RunContent, type RunPlan } from './runs/plan.ts';
import type { RunsRepository } from './runs/runs-repository.ts';
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

/** Staff's sends: made as a run like a rule's (one outbox, one retry-key rule), worked at once. */
export class MessagingService {
  constructor(private readonly deps: MessagingDeps) {}

  private async checkRecipients(ids: number[]) {
    const found = await this.deps.repository.activeRecipients(ids);
    const unknown = ids.filter((id) => !found.some((member) => member.id === id && member.active));
    if (unknown.length > 0) throw new ApiError(400, { members: unknown.map(apiMessages.unknownRecipient) });
  }

  async send(staffId: number, request: SendRequest, address: string): Promise<TSendPushMessageResponse> {
    const { db, runs, worker, sender, now } = this.deps;
    await this.checkRecipients(request.members);
    const plan = planOf(request);
    await this.refuseOverQuota(plan);
    const run = await db.transaction(async (tx) => {
      const created = await runs.start(tx, {
        key: `manual:${randomUUID()}`,
        kind: 'manual',
        plan: { ...plan },
        createdBy: staffId,
        dueAt: now(),
        status: 'running',
        // Held by nobody's worker but this request's: others may take it over only if this process dies.
        lockedBy: worker.holder,
        lockedUntil: new Date(now().getTime() + worker.leaseMs),
      });
      await writeAudit(tx, {
        actorId: staffId,
        action: 'message.send',
        subjectType: 'message_run',
        subjectId: created?.id,
        details: { content: plan.content.type, members: request.members },
        ip: address,
      });
      return created;
    });
    if (!run) throw new Error('the run was not made');
    await worker.work(run);
    const rows = await runs.rowsOf(run.id);
    return {
      delivered: sender.connected,
      detail: sender.connected ? apiMessages.messagesSent : apiMessages.messagesRecorded,
      kind: plan.content.type === 'text' ? 'text' : 'flex',
      results: rows.map((row) => ({
        member: row.memberId,
        full_name: fullName(row.firstName, row.lastName),
        status: row.status,
        detail: row.note ?? '',
      })),
    };
  }

  /** Refuses, before anything is written, a send the channel's quota cannot take whole. */
  private async refuseOverQuota(plan: RunPlan): Promise<void> {
    const { db, runs, sender } = this.deps;
    if (!sender.connected) return;
    const quota = await sender.quota();
    if (quota.limit === null || quota.used === null) return;
    const recipients = await runs.recipients(db, plan.audience, needsBooks(plan.content));
    const refusal = quotaRefusal(
      quota,
      recipients.filter((recipient) => statusFor(recipient, plan, true) === 'pending').length,
      this.deps.quotaReserve,
    );
    if (refusal) throw ApiError.nonField(refusal);
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
    const skipped = { no_line_account: 0, opted_out: 0, nothing_owed: 0 };
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
