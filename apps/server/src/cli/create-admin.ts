import { ROLE_ADMIN } from '@chapter/contract/roles';
import type { Db } from '../db/client.ts';
import { writeAudit } from '../lib/audit.ts';
import { generatePublicId } from '../lib/tokens.ts';
import { AdminMembersRepository } from '../modules/members/admin/repository.ts';

/**
 * Makes a member an admin: creates them, or gives the role to (and reactivates) the member who has
 * the phone already. Idempotent, in one transaction, and audited as done from the command line.
 */
export async function createAdmin(
  db: Db,
  person: { phone: string; firstName: string; lastName: string },
): Promise<{ memberId: number; created: boolean }> {
  const repository = new AdminMembersRepository(db);
  return db.transaction(async (tx) => {
    const role = await repository.roleNamed(tx, ROLE_ADMIN);
    if (!role) throw new Error(`the ${ROLE_ADMIN} role is missing: migrations have not run`);
    const existing = await repository.lockByPhone(tx, person.phone);
    let memberId: number;
    if (existing) {
      memberId = existing.id;
      await repository.reactivate(tx, memberId, new Date());
    } else {
      const id = await repository.insertPerson(tx, { ...person, publicCardId: generatePublicId() });
      if (id === undefined) throw new Error('member insert returned nothing');
      memberId = id;
    }
    await repository.grantRole(tx, memberId, role.id);
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
