import type { TLineBinding } from '@chapter/contract/members';
import { apiMessages } from '@chapter/contract/messages';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, members } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';

/** Staff's view of which member holds which LINE account, and the way to undo a binding. */
export class LineBindingsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<TLineBinding[]> {
    const rows = await this.db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        lineDisplayName: members.lineDisplayName,
        lineUserId: members.lineUserId,
        lineBoundAt: members.lineBoundAt,
      })
      .from(members)
      .where(isNotNull(members.lineUserId))
      .orderBy(asc(members.firstName), asc(members.lastName));
    return rows.map((row) => ({
      id: row.id,
      full_name: `${row.firstName} ${row.lastName}`,
      line_display_name: row.lineDisplayName,
      line_user_id: row.lineUserId ?? '',
      bound_at: row.lineBoundAt?.toISOString() ?? null,
    }));
  }

  /**
   * Unbinds the member's LINE account and signs out their sessions, which may have been opened
   * from that LINE account (a lost or sold phone is the usual reason).
   */
  async remove(staffId: number, memberId: number, address: string): Promise<void> {
    const [member] = await this.db
      .select({ lineUserId: members.lineUserId })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) throw ApiError.notFound(apiMessages.memberNotFound);
    if (!member.lineUserId) throw ApiError.nonField(apiMessages.memberNotBound);
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ lineUserId: null, lineDisplayName: null, lineBoundAt: null, updatedAt: at })
        .where(eq(members.id, memberId));
      await tx
        .update(authTokens)
        .set({ revokedAt: at })
        .where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt)));
      await writeAudit(tx, {
        actorId: staffId,
        action: 'member.line_unbind',
        subjectType: 'member',
        subjectId: memberId,
        details: { lineUserId: member.lineUserId },
        ip: address,
      });
    });
  }
}
