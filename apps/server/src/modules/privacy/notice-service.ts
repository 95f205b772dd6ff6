import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import type { TAdminPrivacyResponse, TPrivacyNoticeResponse } from '@chapter/contract/privacy';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { NoticeRepository } from './notice-repository.ts';
import { GUEST_NOTICE_TEMPLATE, NOTICE_TEMPLATE } from './notice-template.ts';
import type { RetentionSettings } from './retention-settings.ts';

const RUNS_SHOWN = 10;

/**
 * The privacy notice and members' consent to it (issue 19). Publishing makes a new version; the
 * highest is in force, and the auth hook refuses a member who has not agreed to it (plugins/auth.ts).
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly repository: NoticeRepository,
    private readonly retention: RetentionSettings,
    private readonly now: () => Date,
  ) {}

  async forMember(memberId: number): Promise<TPrivacyNoticeResponse> {
    const notice = await this.repository.current();
    const agreed = await this.repository.latestConsent(memberId);
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
      const latest = await this.repository.latestVersion(tx);
      if (latest === null) throw ApiError.detail(409, apiMessages.noNoticePublished);
      if (latest !== version) throw ApiError.detail(409, apiMessages.noticeChanged);
      if (await this.repository.addConsent(tx, memberId, version, this.now())) {
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
    const notices = await this.repository.notices();
    const guestNotices = await this.repository.guestNotices();
    const runs = await this.repository.retentionRuns(RUNS_SHOWN);
    return {
      notices: notices.map((n) => ({
        version: n.version,
        body: n.body,
        published_at: n.publishedAt.toISOString(),
        published_by: n.firstName === null ? null : fullName(n.firstName, n.lastName),
        agreed_count: n.agreed,
      })),
      notice_template: NOTICE_TEMPLATE,
      guest_notices: guestNotices.map((n) => ({
        version: n.version,
        body: n.body,
        published_at: n.publishedAt.toISOString(),
        published_by: n.firstName === null ? null : fullName(n.firstName, n.lastName),
      })),
      guest_notice_template: GUEST_NOTICE_TEMPLATE,
      retention: await this.retention.read(),
      retention_defaults: this.retention.defaults(),
      retention_runs: runs.map((run) => ({
        day: run.day,
        finished_at: run.finishedAt.toISOString(),
        validated_slip_images: run.removed.validated_slip_images ?? 0,
        refused_slip_images: run.removed.refused_slip_images ?? 0,
        audit_ips: run.removed.audit_ips ?? 0,
        guests: run.removed.guests ?? 0,
      })),
    };
  }

  /** The next version, numbered under a lock so two Admins publishing at once get two versions. */
  async publish(adminId: number, body: string, address: string): Promise<TAdminPrivacyResponse> {
    await this.db.transaction(async (tx) => {
      const version = await this.repository.publish(tx, body, this.now(), adminId);
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

  /** A new version of the visitors' notice: guests registering from now on agree to it. */
  async publishGuest(adminId: number, body: string, address: string): Promise<TAdminPrivacyResponse> {
    await this.db.transaction(async (tx) => {
      const version = await this.repository.publishGuest(tx, body, this.now(), adminId);
      await writeAudit(tx, {
        actorId: adminId,
        action: 'privacy.guest_notice_publish',
        subjectType: 'guest_notice',
        subjectId: version,
        details: { version, length: body.length },
        ip: address,
      });
    });
    return this.adminView();
  }
}
