import { and, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { lineClaims, lineInvitations, members } from '../../../db/schema/index.ts';

/** One binding and the staff member who vouched for it (null: the operator's command line). */
export interface VouchedBinding {
  memberId: number;
  lineUserId: string;
  at: Date;
  voucherId: number | null;
  voucherFirstName: string | null;
  voucherLastName: string | null;
}

const voucher = alias(members, 'voucher');

/**
 * Who vouched for which binding (ADR 45): the creator of the invitation that was used, or the
 * approver of the claim. Both tables keep every binding they made, so the history outlives an unbind.
 */
export class VouchingRepository {
  constructor(private readonly db: Db) {}

  /** Whether `staffId` vouched for any binding of the member since `since`, current or not. */
  async vouchedSince(memberId: number, staffId: number, since: Date): Promise<boolean> {
    const [invitation] = await this.db
      .select({ id: lineInvitations.id })
      .from(lineInvitations)
      .where(
        and(
          eq(lineInvitations.memberId, memberId),
          eq(lineInvitations.createdBy, staffId),
          gte(lineInvitations.usedAt, since),
        ),
      )
      .limit(1);
    if (invitation) return true;
    const [claim] = await this.db
      .select({ id: lineClaims.id })
      .from(lineClaims)
      .where(
        and(
          eq(lineClaims.memberId, memberId),
          eq(lineClaims.status, 'approved'),
          eq(lineClaims.decidedBy, staffId),
          gte(lineClaims.decidedAt, since),
        ),
      )
      .limit(1);
    return claim !== undefined;
  }

  /** Every binding of these members that an invitation or a claim made, with its voucher's name. */
  async bindingsOf(memberIds: number[]): Promise<VouchedBinding[]> {
    if (memberIds.length === 0) return [];
    const byInvitation = this.db
      .select({
        memberId: lineInvitations.memberId,
        lineUserId: lineInvitations.usedByLineUserId,
        at: lineInvitations.usedAt,
        voucherId: voucher.id,
        voucherFirstName: voucher.firstName,
        voucherLastName: voucher.lastName,
      })
      .from(lineInvitations)
      .leftJoin(voucher, eq(voucher.id, lineInvitations.createdBy))
      .where(inArray(lineInvitations.memberId, memberIds));
    const byClaim = this.db
      .select({
        memberId: lineClaims.memberId,
        lineUserId: lineClaims.lineUserId,
        at: lineClaims.decidedAt,
        voucherId: voucher.id,
        voucherFirstName: voucher.firstName,
        voucherLastName: voucher.lastName,
      })
      .from(lineClaims)
      .leftJoin(voucher, eq(voucher.id, lineClaims.decidedBy))
      .where(and(inArray(lineClaims.memberId, memberIds), eq(lineClaims.status, 'approved')));
    const rows = [...(await byInvitation), ...(await byClaim)];
    return rows.flatMap((row) =>
      row.memberId !== null && row.lineUserId !== null && row.at !== null
        ? [{ ...row, memberId: row.memberId, lineUserId: row.lineUserId, at: row.at }]
        : [],
    );
  }

  /** The members' current LINE accounts and when they were bound. */
  boundMembers(memberIds: number[]) {
    if (memberIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: members.id, lineUserId: members.lineUserId, lineBoundAt: members.lineBoundAt })
      .from(members)
      .where(inArray(members.id, memberIds));
  }
}
