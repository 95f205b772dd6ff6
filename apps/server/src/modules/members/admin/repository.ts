import { asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { memberRoles, members, roles } from '../../../db/schema/index.ts';
import { groupBy } from '../../../lib/group-by.ts';

export type MemberRow = typeof members.$inferSelect;
export type MemberWithRoles = MemberRow & { roles: string[] };
export type MemberValues = Pick<
  typeof members.$inferInsert,
  'firstName' | 'lastName' | 'phone' | 'email' | 'company' | 'position' | 'website' | 'active'
>;

/** `%` and `_` are wildcards in LIKE; a search for them means the characters themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The back office's queries on members and their roles. */
export class AdminMembersRepository {
  constructor(private readonly db: Db) {}

  /** Members by first and last name; `search` matches names, email, company, or the phone's digits. */
  async list(search?: { text: string; phone: string | null }): Promise<MemberWithRoles[]> {
    let condition: SQL | undefined;
    if (search) {
      const pattern = `%${likeEscape(search.text)}%`;
      condition = or(
        ilike(members.firstName, pattern),
        ilike(members.lastName, pattern),
        ilike(members.email, pattern),
        ilike(members.company, pattern),
        ilike(members.phone, pattern),
        ...(search.phone ? [eq(members.phone, search.phone)] : []),
      );
    }
    const rows = await this.db
      .select()
      .from(members)
      .where(condition)
      .orderBy(asc(members.firstName), asc(members.lastName), asc(members.id));
    return this.withRoles(this.db, rows);
  }

  async findById(db: DbOrTx, memberId: number): Promise<MemberWithRoles | null> {
    const [row] = await db.select().from(members).where(eq(members.id, memberId));
    if (!row) return null;
    const [member] = await this.withRoles(db, [row]);
    return member ?? null;
  }

  async phonesTaken(phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await this.db.select({ phone: members.phone }).from(members).where(inArray(members.phone, phones));
    return new Set(rows.map((row) => row.phone));
  }

  async insert(tx: DbOrTx, values: MemberValues & { publicCardId: string }): Promise<MemberRow> {
    const [row] = await tx.insert(members).values(values).returning();
    if (!row) throw new Error('member insert returned nothing');
    return row;
  }

  async update(tx: DbOrTx, memberId: number, values: MemberValues & { updatedAt: Date }): Promise<MemberRow> {
    const [row] = await tx.update(members).set(values).where(eq(members.id, memberId)).returning();
    if (!row) throw new Error('member update returned nothing');
    return row;
  }

  /** Replaces the member's roles with these (known role names). */
  async setRoles(tx: DbOrTx, memberId: number, roleNames: readonly string[]): Promise<void> {
    await tx.delete(memberRoles).where(eq(memberRoles.memberId, memberId));
    if (roleNames.length === 0) return;
    const rows = await tx
      .select()
      .from(roles)
      .where(inArray(roles.name, [...roleNames]));
    if (rows.length !== roleNames.length) throw new Error(`unknown role among ${roleNames.join(', ')}`);
    await tx.insert(memberRoles).values(rows.map((role) => ({ memberId, roleId: role.id })));
  }

  /** The role's row; what the command line's create-admin gives (see cli/create-admin.ts). */
  async roleNamed(tx: DbOrTx, name: string) {
    const [role] = await tx.select().from(roles).where(eq(roles.name, name));
    return role;
  }

  /** The member who has the phone, locked until the transaction ends. */
  async lockByPhone(tx: DbOrTx, phone: string): Promise<MemberRow | undefined> {
    const [row] = await tx.select().from(members).where(eq(members.phone, phone)).for('update');
    return row;
  }

  async reactivate(tx: DbOrTx, memberId: number, at: Date): Promise<void> {
    await tx.update(members).set({ active: true, updatedAt: at }).where(eq(members.id, memberId));
  }

  /** A new member of only a name and a phone; their id. */
  async insertPerson(
    tx: DbOrTx,
    person: { phone: string; firstName: string; lastName: string; publicCardId: string },
  ): Promise<number | undefined> {
    const [row] = await tx.insert(members).values(person).returning({ id: members.id });
    return row?.id;
  }

  /** Gives the member the role, if they have it not already. */
  async grantRole(tx: DbOrTx, memberId: number, roleId: number): Promise<void> {
    await tx.insert(memberRoles).values({ memberId, roleId }).onConflictDoNothing();
  }

  private async withRoles(db: DbOrTx, rows: MemberRow[]): Promise<MemberWithRoles[]> {
    if (rows.length === 0) return [];
    const roleRows = await db
      .select({ memberId: memberRoles.memberId, name: roles.name })
      .from(memberRoles)
      .innerJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(
        inArray(
          memberRoles.memberId,
          rows.map((row) => row.id),
        ),
      );
    const byMember = groupBy(roleRows, (row) => row.memberId);
    return rows.map((row) => ({
      ...row,
      roles: (byMember.get(row.id) ?? []).map((role) => role.name).sort(),
    }));
  }
}
