import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, guests, members } from '../../db/schema/index.ts';

export interface AuditFilter {
  memberId?: number;
  from?: Date;
  until?: Date;
  beforeId?: number;
  /** Only these actions. */
  actions?: readonly string[];
}

const subject = alias(members, 'subject');

/** Reading the audit log, newest first, with the names of who did it and whom (member or guest) it was about. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  list(filter: AuditFilter, limit: number) {
    const conditions: SQL[] = [];
    if (filter.memberId !== undefined) {
      const id = filter.memberId;
      const asJson = JSON.stringify;
      conditions.push(
        or(
          eq(auditLog.actorId, id),
          and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, String(id))),
          // Entries about several members at once: messages sent, attendances verified, registrations voided.
          sql`${auditLog.details} -> 'members' @> ${asJson([id])}::jsonb`,
          sql`${auditLog.details} -> 'attendees' @> ${asJson([id])}::jsonb`,
          sql`${auditLog.details} -> 'droppedRegistrations' @> ${asJson([{ memberId: id }])}::jsonb`,
        ) as SQL,
      );
    }
    if (filter.from) conditions.push(gte(auditLog.at, filter.from));
    if (filter.until) conditions.push(lt(auditLog.at, filter.until));
    if (filter.beforeId !== undefined) conditions.push(lt(auditLog.id, filter.beforeId));
    if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
    return (
      this.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          subjectType: auditLog.subjectType,
          subjectId: auditLog.subjectId,
          details: auditLog.details,
          ip: auditLog.ip,
          actorId: auditLog.actorId,
          actorFirstName: members.firstName,
          actorLastName: members.lastName,
          subjectFirstName: subject.firstName,
          subjectLastName: subject.lastName,
          guestFirstName: guests.firstName,
          guestLastName: guests.lastName,
        })
        .from(auditLog)
        .leftJoin(members, eq(members.id, auditLog.actorId))
        // The member it is about: its subject, or the member a slip entry names in its details.
        .leftJoin(
          subject,
          sql`${subject.id}::text = coalesce(CASE WHEN ${auditLog.subjectType} = 'member' THEN ${auditLog.subjectId} END, ${auditLog.details} ->> 'memberId', ${auditLog.details} ->> 'member_id')`,
        )
        // Or the guest (a visitor paying their own fee, ADR 54): its subject, or the payer a slip entry names.
        .leftJoin(
          guests,
          sql`${guests.id}::text = coalesce(CASE WHEN ${auditLog.subjectType} = 'guest' THEN ${auditLog.subjectId} END, ${auditLog.details} ->> 'guestId')`,
        )
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit)
    );
  }
}
