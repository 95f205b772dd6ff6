import { ROLE_ADMIN } from '@chapter/contract/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberRoles, members, roles } from '../db/schema/index.ts';
import { writeAudit } from '../lib/audit.ts';
import { generatePublicId } from '../lib/tokens.ts';

/**
 * Makes a member an admin: creates them, or gives the role to (and reactivates) the member who has
 * the phone already. Idempotent, in one transaction, and audited as done from the command line.
 */
export async function createAdmin(
  db: Db,
  person: { phone: string; firstName: string; lastName: string },
): Promise<{ memberId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.name, ROLE_ADMIN));
    if (!role) throw new Error(`the ${ROLE_ADMIN} role is missing: migrations have not run`);
    const [existing] = await tx.select().from(members).where(eq(members.phone, person.phone)).for('update');
    let memberId: number;
    if (existing) {
      memberId = existing.id;
      await tx.update(members).set({ active: true, updatedAt: new Date() }).where(eq(members.id, memberId));
    } else {
      const [row] = await tx
        .insert(members)
        .values({ ...person, publicCardId: generatePublicId() })
        .returning({ id: members.id });
      if (!row) throw new Error('member insert returned nothing');
      memberId = row.id;
    }
    await tx.insert(memberRoles).values({ memberId, roleId: role.id }).onConflictDoNothing();
    await writeAudit(tx, {
      actorId: null,
      action: 'member.create_admin',
      subjectType: 'member',
      subjectId: memberId,
      details: { via: 'command line', created: !existing, phone: person.phone },
    });
    return { memberId, created: !existing };
  });
}
