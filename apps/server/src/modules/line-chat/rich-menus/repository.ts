import type { TRichMenuAudience } from '@chapter/contract/rich-menus';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lineRichMenuLinks, lineRichMenus, memberRoles, members, roles } from '../../../db/schema/index.ts';

export interface StoredRichMenu {
  audience: TRichMenuAudience;
  richMenuId: string;
  digest: string;
}

/** A bound member's own menu: staff's or a member's (visitors have LINE's default, never a link). */
export type LinkedAudience = Exclude<TRichMenuAudience, 'visitor'>;

/** The chapter's rich menus and which LINE account was linked to which (issue 37). */
export class RichMenusRepository {
  constructor(private readonly db: Db) {}

  async menus(): Promise<StoredRichMenu[]> {
    const rows = await this.db.select().from(lineRichMenus);
    return rows.map((row) => ({
      audience: row.audience as TRichMenuAudience,
      richMenuId: row.richMenuId,
      digest: row.digest,
    }));
  }

  async saveMenu(menu: StoredRichMenu, at: Date): Promise<void> {
    await this.db
      .insert(lineRichMenus)
      .values({ ...menu, createdAt: at })
      .onConflictDoUpdate({
        target: lineRichMenus.audience,
        set: { richMenuId: menu.richMenuId, digest: menu.digest, createdAt: at },
      });
  }

  /**
   * Every LINE account bound to an active, not erased member, with the roles that member holds:
   * who should have a menu of their own. One query.
   */
  async boundAccounts(): Promise<Array<{ lineUserId: string; roles: string[] }>> {
    const rows = await this.db
      .select({ lineUserId: members.lineUserId, roleName: roles.name })
      .from(members)
      .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
      .leftJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(isNotNull(members.lineUserId), eq(members.active, true), isNull(members.erasedAt)));
    const accounts = new Map<string, string[]>();
    for (const row of rows) {
      if (row.lineUserId === null) continue;
      const held = accounts.get(row.lineUserId) ?? [];
      if (row.roleName !== null) held.push(row.roleName);
      accounts.set(row.lineUserId, held);
    }
    return [...accounts].map(([lineUserId, held]) => ({ lineUserId, roles: held }));
  }

  async links(): Promise<Map<string, LinkedAudience>> {
    const rows = await this.db.select().from(lineRichMenuLinks);
    return new Map(rows.map((row) => [row.lineUserId, row.audience as LinkedAudience]));
  }

  async saveLink(lineUserId: string, audience: LinkedAudience, at: Date): Promise<void> {
    await this.db
      .insert(lineRichMenuLinks)
      .values({ lineUserId, audience, linkedAt: at })
      .onConflictDoUpdate({ target: lineRichMenuLinks.lineUserId, set: { audience, linkedAt: at } });
  }

  async removeLink(lineUserId: string): Promise<void> {
    await this.db.delete(lineRichMenuLinks).where(eq(lineRichMenuLinks.lineUserId, lineUserId));
  }

  /** The accounts linked to an audience's menu, which a new menu of that audience must be linked to again. */
  async linkedTo(audience: LinkedAudience): Promise<string[]> {
    const rows = await this.db
      .select({ lineUserId: lineRichMenuLinks.lineUserId })
      .from(lineRichMenuLinks)
      .where(eq(lineRichMenuLinks.audience, audience));
    return rows.map((row) => row.lineUserId);
  }
}
