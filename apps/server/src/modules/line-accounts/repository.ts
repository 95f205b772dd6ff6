import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lineClaims, lineInvitations, memberRoles, members, roles } from '../../db/schema/index.ts';

/** A member as the binding rules need them. */
export interface BindingMember {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  active: boolean;
  lineUserId: string | null;
  lineDisplayName: string | null;
  pictureUrl: string | null;
  lineBoundAt: Date | null;
  roles: string[];
}

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

export type InvitationRow = typeof lineInvitations.$inferSelect;
export type ClaimRow = typeof lineClaims.$inferSelect;

const memberColumns = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  phone: members.phone,
  active: members.active,
  lineUserId: members.lineUserId,
  lineDisplayName: members.lineDisplayName,
  pictureUrl: members.pictureUrl,
  lineBoundAt: members.lineBoundAt,
  roles: sql<
    string[]
  >`coalesce(array_agg(${roles.name} ORDER BY ${roles.name}) FILTER (WHERE ${roles.name} IS NOT NULL), '{}')`,
};

export class LineAccountsRepository {
  constructor(private readonly db: Db) {}

  private membersWhere(db: DbOrTx, condition: ReturnType<typeof eq>) {
    return db
      .select(memberColumns)
      .from(members)
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(condition)
      .groupBy(members.id);
  }

  async memberById(id: number, db: DbOrTx = this.db): Promise<BindingMember | null> {
    const [row] = await this.membersWhere(db, eq(members.id, id));
    return row ?? null;
  }

  async membersByIds(ids: number[]): Promise<BindingMember[]> {
    if (ids.length === 0) return [];
    return this.membersWhere(this.db, inArray(members.id, ids) as ReturnType<typeof eq>);
  }

  async memberByPhone(phone: string): Promise<BindingMember | null> {
    const [row] = await this.membersWhere(this.db, eq(members.phone, phone));
    return row ?? null;
  }

  async memberByLineUser(lineUserId: string, db: DbOrTx = this.db): Promise<BindingMember | null> {
    const [row] = await this.membersWhere(db, eq(members.lineUserId, lineUserId));
    return row ?? null;
  }

  /** Active members by name, with roles and binding: the staff screen's list. */
  activeMembers(): Promise<BindingMember[]> {
    return this.membersWhere(this.db, eq(members.active, true)).orderBy(asc(members.firstName), asc(members.lastName));
  }

  /** LINE accounts of the people who look after bindings: told of every new claim. */
  async staffLineUserIds(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ lineUserId: members.lineUserId })
      .from(members)
      .innerJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .innerJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(
        and(
          eq(members.active, true),
          isNotNull(members.lineUserId),
          inArray(roles.name, [ROLE_ADMIN, ROLE_SECRETARY_TREASURER]),
        ),
      );
    return rows.flatMap((row) => (row.lineUserId ? [row.lineUserId] : []));
  }

  /** Makes the LINE account the member's, replacing any other (the unique index refuses a taken one). */
  async bind(tx: DbOrTx, memberId: number, profile: LineProfile, at: Date): Promise<void> {
    await tx
      .update(members)
      .set({
        lineUserId: profile.userId,
        lineDisplayName: profile.displayName,
        pictureUrl: profile.pictureUrl,
        lineBoundAt: at,
        updatedAt: at,
      })
      .where(eq(members.id, memberId));
  }

  /** Removes the binding and what came from LINE with it (name and picture, which the card shows). */
  async unbind(tx: DbOrTx, memberId: number, at: Date): Promise<void> {
    await tx
      .update(members)
      .set({ lineUserId: null, lineDisplayName: null, pictureUrl: null, lineBoundAt: null, updatedAt: at })
      .where(eq(members.id, memberId));
  }

  // Invitations

  /** A new invitation replaces the member's unused ones, so only the newest link works. */
  async insertInvitation(
    tx: DbOrTx,
    values: { memberId: number; tokenHash: string; createdBy: number | null; createdAt: Date; expiresAt: Date },
  ): Promise<InvitationRow> {
    await tx
      .update(lineInvitations)
      .set({ revokedAt: values.createdAt })
      .where(
        and(
          eq(lineInvitations.memberId, values.memberId),
          isNull(lineInvitations.usedAt),
          isNull(lineInvitations.revokedAt),
        ),
      );
    const [row] = await tx.insert(lineInvitations).values(values).returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  }

  async invitationByHash(tokenHash: string): Promise<InvitationRow | null> {
    const [row] = await this.db.select().from(lineInvitations).where(eq(lineInvitations.tokenHash, tokenHash));
    return row ?? null;
  }

  /** Live invitations (unused, not revoked, not expired) with their creator's name. */
  liveInvitations(at: Date) {
    return this.db
      .select({
        id: lineInvitations.id,
        memberId: lineInvitations.memberId,
        createdAt: lineInvitations.createdAt,
        expiresAt: lineInvitations.expiresAt,
        creatorFirstName: members.firstName,
        creatorLastName: members.lastName,
      })
      .from(lineInvitations)
      .leftJoin(members, eq(members.id, lineInvitations.createdBy))
      .where(and(isNull(lineInvitations.usedAt), isNull(lineInvitations.revokedAt), gt(lineInvitations.expiresAt, at)))
      .orderBy(desc(lineInvitations.id));
  }

  /** Spends a live invitation in one conditional statement: of two racing uses, one wins. */
  async spendInvitation(tx: DbOrTx, id: number, lineUserId: string, at: Date): Promise<boolean> {
    const rows = await tx
      .update(lineInvitations)
      .set({ usedAt: at, usedByLineUserId: lineUserId })
      .where(
        and(
          eq(lineInvitations.id, id),
          isNull(lineInvitations.usedAt),
          isNull(lineInvitations.revokedAt),
          gt(lineInvitations.expiresAt, at),
        ),
      )
      .returning({ id: lineInvitations.id });
    return rows.length === 1;
  }

  async revokeInvitation(tx: DbOrTx, id: number, at: Date): Promise<InvitationRow | null> {
    const [row] = await tx
      .update(lineInvitations)
      .set({ revokedAt: at })
      .where(and(eq(lineInvitations.id, id), isNull(lineInvitations.usedAt), isNull(lineInvitations.revokedAt)))
      .returning();
    return row ?? null;
  }

  // Claims

  async latestClaim(lineUserId: string): Promise<ClaimRow | null> {
    const [row] = await this.db
      .select()
      .from(lineClaims)
      .where(eq(lineClaims.lineUserId, lineUserId))
      .orderBy(desc(lineClaims.id))
      .limit(1);
    return row ?? null;
  }

  /** Records a pending claim, replacing the LINE account's earlier pending one. */
  async insertClaim(
    tx: DbOrTx,
    values: {
      lineUserId: string;
      lineDisplayName: string;
      linePictureUrl: string | null;
      phone: string;
      createdAt: Date;
    },
  ): Promise<ClaimRow> {
    await tx
      .update(lineClaims)
      .set({ status: 'replaced', decidedAt: values.createdAt })
      .where(and(eq(lineClaims.lineUserId, values.lineUserId), eq(lineClaims.status, 'pending')));
    const [row] = await tx.insert(lineClaims).values(values).returning();
    if (!row) throw new Error('claim insert returned nothing');
    return row;
  }

  /**
   * Once a member is bound or unbound, pending claims of their phone (and of the LINE account bound)
   * were made about a state that is gone: a claim made while the member was bound must not become
   * approvable by an unbind (issue 31). The claimant may claim again.
   */
  async closePendingClaims(tx: DbOrTx, about: { phone: string; lineUserId?: string }, at: Date): Promise<void> {
    const named = about.lineUserId
      ? or(eq(lineClaims.phone, about.phone), eq(lineClaims.lineUserId, about.lineUserId))
      : eq(lineClaims.phone, about.phone);
    await tx
      .update(lineClaims)
      .set({ status: 'replaced', decidedAt: at })
      .where(and(named, eq(lineClaims.status, 'pending')));
  }

  /** Pending claims made after `since` (older ones have expired), oldest first. */
  pendingClaims(since: Date): Promise<ClaimRow[]> {
    return this.db
      .select()
      .from(lineClaims)
      .where(and(eq(lineClaims.status, 'pending'), gt(lineClaims.createdAt, since)))
      .orderBy(asc(lineClaims.id));
  }

  /** How many claims, of any outcome, have named each phone. */
  async claimCountsByPhone(phones: string[]): Promise<Map<string, number>> {
    if (phones.length === 0) return new Map();
    const rows = await this.db
      .select({ phone: lineClaims.phone, count: count() })
      .from(lineClaims)
      .where(inArray(lineClaims.phone, phones))
      .groupBy(lineClaims.phone);
    return new Map(rows.map((row) => [row.phone, row.count]));
  }

  async claimById(id: number): Promise<ClaimRow | null> {
    const [row] = await this.db.select().from(lineClaims).where(eq(lineClaims.id, id));
    return row ?? null;
  }

  /**
   * Decides a pending claim in one conditional statement: of two staff deciding at once, one wins.
   * An approval records the member it binds.
   */
  async decideClaim(
    tx: DbOrTx,
    id: number,
    decision: { status: 'approved'; memberId: number } | { status: 'refused' },
    decidedBy: number,
    at: Date,
  ): Promise<boolean> {
    const memberId = decision.status === 'approved' ? decision.memberId : null;
    const rows = await tx
      .update(lineClaims)
      .set({ status: decision.status, memberId, decidedBy, decidedAt: at })
      .where(and(eq(lineClaims.id, id), eq(lineClaims.status, 'pending')))
      .returning({ id: lineClaims.id });
    return rows.length === 1;
  }
}
