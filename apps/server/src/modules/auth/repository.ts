import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  authTokens,
  dataVersions,
  loginCodes,
  memberRoles,
  members,
  privacyConsents,
  privacyNotices,
  profileVersions,
  roles,
} from '../../db/schema/index.ts';

export interface LoginMember {
  id: number;
  firstName: string;
  lastName: string;
  lineUserId: string | null;
  lineDisplayName: string | null;
  roles: string[];
}

const MAX_CODE_ATTEMPTS = 5;

export interface FoundSession {
  memberId: number;
  roles: string[];
  lastUsedAt: Date | null;
  consentRequired: boolean;
  /** Each data version (data_versions) as read with the session, before anything else the request reads. */
  dataVersions: Record<string, number>;
  /** The member's profile version (profile_versions, ADR 36), read likewise; null if they have none yet. */
  profileVersion: number | null;
}

/** Rows of (member, role-or-null) folded into one value per member. */
function collectRoles<T extends { roleName: string | null }>(rows: T[]): string[] {
  return rows.flatMap((row) => (row.roleName === null ? [] : [row.roleName])).sort();
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  /**
   * The live session for a token hash: token not revoked, used (or, never used, made) after
   * `usedSince`, member active. One query.
   */
  async findSession(tokenHash: string, usedSince: Date): Promise<FoundSession | null> {
    // Whether the member still has to agree to the notice in force rides on the same query, so the
    // consent rule (issue 19) costs no statement: true only when a notice exists and they have not
    // agreed to its highest version.
    const consentRequired = sql<boolean>`EXISTS (
      SELECT 1 FROM (SELECT max(${privacyNotices.version}) AS v FROM ${privacyNotices}) AS current
      WHERE current.v IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM ${privacyConsents}
        WHERE ${privacyConsents.memberId} = ${authTokens.memberId} AND ${privacyConsents.noticeVersion} = current.v))`;
    const rows = await this.db
      .select({
        memberId: authTokens.memberId,
        lastUsedAt: authTokens.lastUsedAt,
        roleName: roles.name,
        consentRequired,
        // The data versions ride on the same statement (issue 21): a cached answer then checks it
        // is current without a round trip of its own (ADR 22, ADR 32). A handful of rows.
        dataVersions: sql<Record<
          string,
          number
        > | null>`(SELECT json_object_agg(${dataVersions.name}, ${dataVersions.version}) FROM ${dataVersions})`,
        // The member's own profile version, likewise (ADR 36). A left join: a member without one
        // (rows written with the triggers off) is still let in, and their profile simply not kept.
        profileVersion: profileVersions.version,
      })
      .from(authTokens)
      .innerJoin(members, eq(members.id, authTokens.memberId))
      .leftJoin(profileVersions, eq(profileVersions.memberId, members.id))
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          isNull(authTokens.revokedAt),
          sql`COALESCE(${authTokens.lastUsedAt}, ${authTokens.createdAt}) > ${usedSince}`,
          eq(members.active, true),
        ),
      );
    const first = rows[0];
    return first
      ? {
          memberId: first.memberId,
          lastUsedAt: first.lastUsedAt,
          roles: collectRoles(rows),
          consentRequired: first.consentRequired,
          dataVersions: first.dataVersions ?? {},
          profileVersion: first.profileVersion,
        }
      : null;
  }

  /**
   * Records a use of the token unless one after `unlessUsedSince` is already recorded, so requests
   * racing each other write it once.
   */
  async recordTokenUse(tokenHash: string, at: Date, unlessUsedSince: Date): Promise<void> {
    await this.db
      .update(authTokens)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(authTokens.tokenHash, tokenHash),
          or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, unlessUsedSince)),
        ),
      );
  }

  findActiveMemberByPhone(phone: string): Promise<LoginMember | null> {
    return this.findActiveMember(eq(members.phone, phone));
  }

  findActiveMemberByLineUser(lineUserId: string): Promise<LoginMember | null> {
    return this.findActiveMember(eq(members.lineUserId, lineUserId));
  }

  private async findActiveMember(condition: ReturnType<typeof eq>): Promise<LoginMember | null> {
    const rows = await this.db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        lineUserId: members.lineUserId,
        lineDisplayName: members.lineDisplayName,
        roleName: roles.name,
      })
      .from(members)
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(condition, eq(members.active, true)));
    const first = rows[0];
    if (!first) return null;
    const { roleName: _, ...member } = first;
    return { ...member, roles: collectRoles(rows) };
  }

  /** Issuing a token counts as its first use, for the idle limit (ADR 5). */
  async insertToken(db: DbOrTx, memberId: number, tokenHash: string, at: Date): Promise<void> {
    await db.insert(authTokens).values({ memberId, tokenHash, lastUsedAt: at });
  }

  async revokeToken(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: at })
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
  }

  /**
   * Binds a LINE account to a member who has none, or refreshes the name and picture of the one
   * they have. The unique index on line_user_id stops a LINE account from binding to two members.
   */
  async saveLineAccount(
    db: DbOrTx,
    memberId: number,
    profile: { userId: string; displayName: string; pictureUrl: string | null },
    at: Date,
  ): Promise<void> {
    await db
      .update(members)
      .set({
        lineUserId: profile.userId,
        lineDisplayName: profile.displayName,
        pictureUrl: profile.pictureUrl,
        lineBoundAt: sql`COALESCE(${members.lineBoundAt}, ${at})`,
        updatedAt: at,
      })
      .where(eq(members.id, memberId));
  }

  /** A new login code replaces any the member had not used. */
  async replaceLoginCode(db: DbOrTx, memberId: number, codeHash: string, at: Date, expiresAt: Date): Promise<number> {
    await db
      .update(loginCodes)
      .set({ spentAt: at })
      .where(and(eq(loginCodes.memberId, memberId), isNull(loginCodes.spentAt)));
    const [row] = await db.insert(loginCodes).values({ memberId, codeHash, createdAt: at, expiresAt }).returning();
    if (!row) throw new Error('login code insert returned nothing');
    return row.id;
  }

  /** When the member's newest live code (unspent, unexpired) was made, if they have one. */
  async latestLiveLoginCodeAt(memberId: number, at: Date): Promise<Date | null> {
    const live = await this.liveLoginCode(memberId, at);
    return live?.createdAt ?? null;
  }

  /** A code LINE did not deliver is removed, so it neither works nor delays the next one. */
  async dropLoginCode(db: DbOrTx, codeId: number): Promise<void> {
    await db.delete(loginCodes).where(eq(loginCodes.id, codeId));
  }

  async spendLoginCode(db: DbOrTx, codeId: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(loginCodes)
      .set({ spentAt: at })
      .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.spentAt)))
      .returning({ id: loginCodes.id });
    return rows.length === 1;
  }

  /** The member's live code: unspent and not expired. */
  async liveLoginCode(memberId: number, at: Date) {
    const [row] = await this.db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.memberId, memberId), isNull(loginCodes.spentAt), sql`${loginCodes.expiresAt} > ${at}`))
      .orderBy(desc(loginCodes.id))
      .limit(1);
    return row ?? null;
  }

  /** Counts a wrong guess; the fifth spends the code. Returns the attempts left (0 = spent). */
  async recordWrongCode(codeId: number, at: Date): Promise<number> {
    const [row] = await this.db
      .update(loginCodes)
      .set({
        failedAttempts: sql`${loginCodes.failedAttempts} + 1`,
        spentAt: sql`CASE WHEN ${loginCodes.failedAttempts} + 1 >= ${MAX_CODE_ATTEMPTS} THEN ${at}::timestamptz END`,
      })
      .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.spentAt)))
      .returning({ failedAttempts: loginCodes.failedAttempts });
    return row ? Math.max(0, MAX_CODE_ATTEMPTS - row.failedAttempts) : 0;
  }
}
