import { eq, type SQL, sql } from 'drizzle-orm';
import { query } from '../../backup/catalog.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { MEMBER_DATA, SELF_AUDIT_ACTIONS, type Subject } from './member-data-repository.ts';

/**
 * One audit entry as the member's export shows it (member-data-repository.ts). Where someone else
 * acted on them (staff, or a stranger claiming their phone), what and when, and the roles the actor
 * holds, but not the actor's address nor which member they are: that is the actor's data, not theirs.
 * Where they acted on someone else, only what, when and from where.
 */
function auditRow(subject: Subject): SQL {
  const aboutThem = sql`(subject_type = 'member' AND subject_id = ${String(subject.id)})`;
  const selfActions = sql.raw(`ARRAY[${SELF_AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')}]`);
  const actorRoles = sql`(SELECT coalesce(jsonb_agg(r.name ORDER BY r.name), '[]'::jsonb)
    FROM member_roles mr JOIN roles r ON r.id = mr.role_id WHERE mr.member_id = t.actor_id)`;
  return sql`CASE
    WHEN ${aboutThem} AND t.actor_id IS DISTINCT FROM ${subject.id}
      THEN (to_jsonb(t) - 'ip' - 'actor_id') || jsonb_build_object('actor_roles', ${actorRoles})
    WHEN ${aboutThem} OR action LIKE ANY (${selfActions}) THEN to_jsonb(t)
    ELSE to_jsonb(t) - 'details' - 'subject_id' END`;
}

/** "My data"'s reads: the member, then every table's rows about them as the database holds them. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async subject(memberId: number): Promise<Subject | null> {
    const [member] = await this.db
      .select({ id: members.id, lineUserId: members.lineUserId, phone: members.phone })
      .from(members)
      .where(eq(members.id, memberId));
    return member ?? null;
  }

  /** One statement per table MEMBER_DATA says holds rows about a member, then their events. */
  async tables(subject: Subject): Promise<Record<string, unknown[]>> {
    const tables: Record<string, unknown[]> = {};
    for (const [name, rule] of Object.entries(MEMBER_DATA)) {
      if (rule.about === null) continue;
      const omit = sql.raw(`ARRAY[${(rule.omit ?? []).map((c) => `'${c}'`).join(', ')}]::text[]`);
      const row = name === 'audit_log' ? auditRow(subject) : sql`to_jsonb(t) - ${omit}`;
      const rows = await query<{ row: unknown }>(
        this.db,
        sql`SELECT ${row} AS row FROM ${sql.identifier(name)} t WHERE ${rule.about(subject)} ORDER BY 1`,
      );
      tables[name] = rows.map((r) => r.row);
    }
    // The events they registered for, so registrations read as more than numbers.
    tables.events = (
      await query<{ row: unknown }>(
        this.db,
        sql`SELECT to_jsonb(e) AS row FROM events e
            WHERE e.id IN (SELECT event_id FROM registrations WHERE member_id = ${subject.id}) ORDER BY e.id`,
      )
    ).map((r) => r.row);
    return tables;
  }
}
