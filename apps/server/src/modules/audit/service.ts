import { AUDIT_KIND_ACTIONS, type TAuditEntry, type TAuditKind } from '@chapter/contract/admin-audit';
import { fullName } from '@chapter/contract/names';
import { bangkokTime } from '../../lib/bangkok-time.ts';
import type { AuditRepository } from './repository.ts';

const PAGE_SIZE = 100;

/** A YYYY-MM-DD day in Bangkok: its first instant, and with `nextDay` the first of the day after. */
function startOfDay(date: string, nextDay = false): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return bangkokTime(year, month - 1, day + (nextDay ? 1 : 0), 0);
}

/** The member the entry is about, else the guest; an erased one by the placeholder their row now holds. */
function subjectName(row: {
  subjectFirstName: string | null;
  subjectLastName: string | null;
  guestFirstName: string | null;
  guestLastName: string | null;
}): string | null {
  if (row.subjectFirstName !== null) return fullName(row.subjectFirstName, row.subjectLastName);
  return row.guestFirstName === null ? null : fullName(row.guestFirstName, row.guestLastName);
}

export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  /** One page of the log, newest first; `next_before` asks for the page after it. */
  async list(query: { member?: number; from?: string; to?: string; before?: number; kind?: TAuditKind }) {
    const rows = await this.repository.list(
      {
        ...(query.member !== undefined && { memberId: query.member }),
        ...(query.from && { from: startOfDay(query.from) }),
        ...(query.to && { until: startOfDay(query.to, true) }),
        ...(query.before !== undefined && { beforeId: query.before }),
        ...(query.kind !== undefined && { actions: AUDIT_KIND_ACTIONS[query.kind] }),
      },
      PAGE_SIZE + 1,
    );
    const page = rows.slice(0, PAGE_SIZE);
    const entries: TAuditEntry[] = page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor:
        row.actorId === null ? null : { id: row.actorId, full_name: fullName(row.actorFirstName, row.actorLastName) },
      action: row.action,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      subject_name: subjectName(row),
      details: row.details,
      ip: row.ip,
    }));
    return { entries, next_before: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
  }
}
