import { apiMessages } from '@chapter/contract/messages';
import type { TAdminPrivacyResponse, TPrivacyNoticeResponse } from '@chapter/contract/privacy';
import { desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, privacyConsents, privacyNotices, retentionRuns } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { NOTICE_TEMPLATE } from './notice-template.ts';
import type { RetentionSettings } from './retention-settings.ts';

const RUNS_SHOWN = 10;

/**
 * The privacy notice and members' consent to it (issue 19). Publishing makes a new version; the
 * highest is in force, and the auth hook refuses a member who has not agreed to it (plugins/auth.ts).
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly retention: RetentionSettings,
    private readonly now: () => Date,
  ) {}

  private async current(): Promise<{ version: number; body: string; publishedAt: Date } | null> {
    const [row] = await this.db
      .select({ version: privacyNotices.version, body: privacyNotices.body, publishedAt: privacyNotices.publishedAt })
      .from(privacyNotices)
      .orderBy(desc(privacyNotices.version))
      .limit(1);
    return row ?? null;
  }

  async forMember(memberId: number): Promise<TPrivacyNoticeResponse> {
    const notice = await this.current();
    const [agreed] = await this.db
      .select({ version: privacyConsents.noticeVersion, at: privacyConsents.agreedAt })
      .from(privacyConsents)
      .where(eq(privacyConsents.memberId, memberId))
      .orderBy(desc(privacyConsents.noticeVersion))
      .limit(1);
    return {
      version: notice?.version ?? null,
      body: notice?.body ?? null,
      published_at: notice?.publishedAt.toISOString() ?? null,
      agreed_version: agreed?.version ?? null,
      agreed_at: agreed?.at.toISOString() ?? null,
      consent_required: notice !== null && agreed?.version !== notice.version,
    };
  }

  /** Agreeing to a version that is no longer in force is refused: they must read the new one. */
  async agree(memberId: number, version: number, address: string): Promise<TPrivacyNoticeResponse> {
    await this.db.transaction(async (tx) => {
      const [latest] = await tx.select({ version: max(privacyNotices.version) }).from(privacyNotices);
      if (latest?.version == null) throw ApiError.detail(409, apiMessages.noNoticePublished);
      if (latest.version !== version) throw ApiError.detail(409, apiMessages.noticeChanged);
      const inserted = await tx
        .insert(privacyConsents)
        .values({ memberId, noticeVersion: version, agreedAt: this.now() })
        .onConflictDoNothing()
        .returning({ version: privacyConsents.noticeVersion });
      if (inserted.length > 0) {
        await writeAudit(tx, {
          actorId: memberId,
          action: 'privacy.consent',
          subjectType: 'member',
          subjectId: memberId,
          details: { version },
          ip: address,
        });
      }
    });
    return this.forMember(memberId);
  }

  async adminView(): Promise<TAdminPrivacyResponse> {
    const notices = await this.db
      .select({
        version: privacyNotices.version,
        body: privacyNotices.body,
        publishedAt: privacyNotices.publishedAt,
        firstName: members.firstName,
        lastName: members.lastName,
        agreed: sql<number>`(SELECT count(*)::int FROM ${privacyConsents} WHERE ${privacyConsents.noticeVersion} = ${privacyNotices.version})`,
      })
      .from(privacyNotices)
      .leftJoin(members, eq(members.id, privacyNotices.publishedBy))
      .orderBy(desc(privacyNotices.version));
    const runs = await this.db.select().from(retentionRuns).orderBy(desc(retentionRuns.day)).limit(RUNS_SHOWN);
    return {
      notices: notices.map((n) => ({
        version: n.version,
        body: n.body,
        published_at: n.publishedAt.toISOString(),
        published_by: n.firstName === null ? null : `${n.firstName} ${n.lastName}`.trim(),
        agreed_count: n.agreed,
      })),
      notice_template: NOTICE_TEMPLATE,
      retention: await this.retention.read(),
      retention_defaults: this.retention.defaults(),
      retention_runs: runs.map((run) => ({
        day: run.day,
        finished_at: run.finishedAt.toISOString(),
        validated_slip_images: run.removed.validated_slip_images ?? 0,
        refused_slip_images: run.removed.refused_slip_images ?? 0,
        audit_ips: run.removed.audit_ips ?? 0,
      })),
    };
  }

  /** The next version, numbered under a lock so two Admins publishing at once get two versions. */
  async publish(adminId: number, body: string, address: string): Promise<TAdminPrivacyResponse> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${privacyNotices} IN EXCLUSIVE MODE`);
      const [latest] = await tx.select({ version: max(privacyNotices.version) }).from(privacyNotices);
      const version = (latest?.version ?? 0) + 1;
      await tx.insert(privacyNotices).values({ version, body, publishedAt: this.now(), publishedBy: adminId });
      await writeAudit(tx, {
        actorId: adminId,
        action: 'privacy.notice_publish',
        subjectType: 'privacy_notice',
        subjectId: version,
        details: { version, length: body.length },
        ip: address,
      });
    });
    return this.adminView();
  }
}
