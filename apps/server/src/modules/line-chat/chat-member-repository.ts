import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberRoles, members, roles } from '../../db/schema/index.ts';
import type { ChatMember } from './chat-event.ts';

/** Who is behind a LINE account in the chat: what every handler asks first. */
export class ChatMemberRepository {
  constructor(private readonly db: Db) {}

  /** The active, not erased member bound to this LINE account, with their roles; one query. */
  async boundMember(lineUserId: string): Promise<ChatMember | null> {
    const rows = await this.db
      .select({ id: members.id, roleName: roles.name })
      .from(members)
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(eq(members.lineUserId, lineUserId), eq(members.active, true), isNull(members.erasedAt)));
    const first = rows[0];
    if (!first) return null;
    return { id: first.id, roles: rows.flatMap((row) => (row.roleName === null ? [] : [row.roleName])).sort() };
  }
}
