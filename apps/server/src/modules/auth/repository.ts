import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { authTokens, memberRoles, members, roles } from '../../db/schema/index.ts';

export interface LoginMember {
  id: number;
  firstName: string;
  lastName: string;
  lineDisplayName: string | null;
  roles: string[];
}

/** Rows of (member, role-or-null) folded into one value per member. */
function collectRoles<T extends { roleName: string | null }>(rows: T[]): string[] {
  return rows.flatMap((row) => (row.roleName === null ? [] : [row.roleName])).sort();
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  /** The live session for a token hash: token not revoked, member active. One query. */
  async findSession(tokenHash: string): Promise<{ memberId: number; roles: string[] } | null> {
    const rows = await this.db
      .select({ memberId: authTokens.memberId, roleName: roles.name })
      .from(authTokens)
      .innerJoin(members, eq(members.id, authTokens.memberId))
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt), eq(members.active, true)));
    const first = rows[0];
    return first ? { memberId: first.memberId, roles: collectRoles(rows) } : null;
  }

  async findActiveMemberByPhone(phone: string): Promise<LoginMember | null> {
    const rows = await this.db
      .select({
        id: members.id,
        firstName: members.firstName,
        lastName: members.lastName,
        lineDisplayName: members.lineDisplayName,
        roleName: roles.name,
      })
      .from(members)
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(eq(members.phone, phone), eq(members.active, true)));
    const first = rows[0];
    if (!first) return null;
    const { roleName: _, ...member } = first;
    return { ...member, roles: collectRoles(rows) };
  }

  async insertToken(db: DbOrTx, memberId: number, tokenHash: string): Promise<void> {
    await db.insert(authTokens).values({ memberId, tokenHash });
  }

  async revokeToken(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: at })
      .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
  }
}
