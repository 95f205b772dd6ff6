import { apiMessages } from '@chapter/contract/messages';
import { eq, type SQL, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { query } from '../../backup/catalog.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { MEMBER_DATA, SELF_AUDIT_ACTIONS, type Subject } from './member-data.ts';

export interface MyData {
  fileName: string;
  zip: Buffer;
}

/**
 * "My data" (issue 19): every table's rows about the member, as the database holds them, in one
 * JSON file, with their slip images beside it. Built from MEMBER_DATA, the map erasure uses too.
 */
/**
 * One audit entry as the member's export shows it (member-data.ts). Where someone else acted on
 * them (staff, or a stranger claiming their phone), what and when, and the roles the actor holds,
 * but not the actor's address nor which member they are: that is the actor's data, not theirs.
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

export class ExportService {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly now: () => Date,
  ) {}

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

  async build(memberId: number, address: string): Promise<MyData> {
    const [member] = await this.db
      .select({ id: members.id, lineUserId: members.lineUserId, phone: members.phone })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) throw ApiError.notFound(apiMessages.notFound);
    const tables = await this.tables(member);
    const zip = new JSZip();
    const at = this.now();
    const slips = (tables.payment_slips ?? []) as Array<{ id: number; image_key: string | null }>;
    const images: string[] = [];
    for (const slip of slips) {
      if (slip.image_key === null) continue;
      const bytes = await this.blobs.get(slip.image_key);
      if (bytes === null) continue;
      const name = `slips/slip-${slip.id}.${slip.image_key.split('.').pop() ?? 'jpg'}`;
      zip.file(name, bytes, { date: at });
      images.push(name);
    }
    const document = {
      exported_at: at.toISOString(),
      about:
        'ข้อมูลทั้งหมดที่ระบบของชาปเตอร์เก็บเกี่ยวกับคุณ แยกตามตาราง ตามที่เก็บในฐานข้อมูล (จำนวนเงินเป็นสตางค์) รูปสลิปอยู่ในโฟลเดอร์ slips',
      slip_images: images,
      tables,
    };
    zip.file('data.json', JSON.stringify(document, null, 2), { date: at });
    await writeAudit(this.db, {
      actorId: memberId,
      action: 'privacy.export',
      subjectType: 'member',
      subjectId: memberId,
      details: { images: images.length },
      ip: address,
    });
    const day = at.toISOString().slice(0, 10);
    return {
      fileName: `my-data-${day}.zip`,
      zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    };
  }
}
