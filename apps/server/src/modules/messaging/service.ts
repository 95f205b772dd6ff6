import { apiMessages } from '@chapter/contract/messages';
import { parseFlexContents, type TSendPushMessageResponse } from '@chapter/contract/messaging';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { MessageDelivery, OutgoingMessage } from './delivery.ts';
import type { MessagingRepository } from './repository.ts';

const OUTBOX_PAGE = 200;

export class MessagingService {
  constructor(
    private readonly db: Db,
    private readonly repository: MessagingRepository,
    private readonly delivery: MessageDelivery,
  ) {}

  /** Sends (or, without LINE, records) a text or Flex message to each member, and says what became of it. */
  async send(
    staffId: number,
    request: { members: number[]; message: string; altText?: string | undefined },
    address: string,
  ): Promise<TSendPushMessageResponse> {
    const found = await this.repository.activeRecipients(request.members);
    const unknown = request.members.filter((id) => !found.some((member) => member.id === id && member.active));
    if (unknown.length > 0) throw new ApiError(400, { members: unknown.map(apiMessages.unknownRecipient) });

    const kind = parseFlexContents(request.message) ? 'flex' : 'text';
    const message: OutgoingMessage = {
      kind,
      text: request.message,
      altText: kind === 'flex' ? (request.altText ?? null) : null,
    };
    const statuses = await this.delivery.deliver(
      message,
      found.map((member) => ({ memberId: member.id, lineUserId: member.lineUserId })),
    );
    const results = found.map((member) => {
      const result = statuses.get(member.id) ?? { status: 'failed' as const, detail: apiMessages.lineSendFailed };
      return { member: member.id, full_name: `${member.firstName} ${member.lastName}`, ...result };
    });
    await this.db.transaction(async (tx) => {
      await this.repository.record(
        tx,
        results.map((result) => ({
          sentBy: staffId,
          memberId: result.member,
          kind,
          message: message.text,
          altText: message.altText,
          status: result.status,
        })),
      );
      await writeAudit(tx, {
        actorId: staffId,
        action: 'message.send',
        subjectType: 'message',
        details: {
          kind,
          members: request.members,
          statuses: Object.fromEntries(results.map((result) => [result.member, result.status])),
        },
        ip: address,
      });
    });
    return {
      delivered: this.delivery.delivers,
      detail: this.delivery.delivers ? apiMessages.messagesSent : apiMessages.messagesRecorded,
      kind,
      results,
    };
  }

  async latest() {
    const rows = await this.repository.latest(OUTBOX_PAGE);
    return rows.map((row) => ({
      id: row.id,
      created: row.createdAt.toISOString(),
      sent_by: `${row.senderFirstName} ${row.senderLastName}`,
      member: row.memberId,
      full_name: `${row.firstName} ${row.lastName}`,
      kind: row.kind,
      message: row.message,
      alt_text: row.altText,
      status: row.status,
    }));
  }
}
