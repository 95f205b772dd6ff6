import { desc, eq, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { guestNotices, members, privacyConsents, privacyNotices, retentionRuns } from '../../db/schema/index.ts';

/** The privacy notices, members' consents to them, and the back office's privacy page. */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  /** The notice in force: the highest version. */
  async current(): Promise<{ version: number; body: string; publishedAt: Date } | null> {
    const [row] = await this.db
      .select({ version: privacyNotices.version, body: privacyNotices.body, publishedAt: privacyNotices.publishedAt })
      .from(privacyNotices)
      .orderBy(desc(privacyNotices.version))
      .limit(1);
    return row ?? null;
  }

  /** The highest version the member agreed to, and when. */
  async latestConsent(memberId: number): Promise<{ version: number; at: Date } | null> {
    const [agreed] = await this.db
      .select({ version: privacyConsents.noticeVersion, at: privacyConsents.agreedAt })
      .from(privacyConsents)
      .where(eq(privacyConsents.memberId, memberId))
      .orderBy(desc(privacyConsents.noticeVersion))
      .limit(1);
    return agreed ?? null;
  }

  async latestVersion(tx: Tx): Promise<number | null> {
    const [latest] = await tx.select({ version: max(privacyNotices.version) }).from(privacyNotices);
    return latest?.version ?? null;
  }

  /** True when the consent is new, false when the member had already agreed to that version. */
  async addConsent(tx: Tx, memberId: number, version: number, at: Date): Promise<boolean> {
    const inserted = await tx
      .insert(privacyConsents)
      .values({ memberId, noticeVersion: version, agreedAt: at })
      .onConflictDoNothing()
      .returning({ version: privacyConsents.noticeVersion });
    return inserted.length > 0;
  }

  /** Every version, newest first, with its publisher's name and how many members agreed to it. */
  notices() {
    return this.db
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
  }

  /** The last retention runs, newest first, which the privacy page shows beside the periods. */
  retentionRuns(limit: number) {
    return this.db.select().from(retentionRuns).orderBy(desc(retentionRuns.day)).limit(limit);
  }

  /**
   * Publishes the next version, numbered under a lock so two Admins publishing at once get two
   * versions; answers the version.
   */
  async publish(tx: Tx, body: string, at: Date, adminId: number): Promise<number> {
    await tx.execute(sql`LOCK TABLE ${privacyNotices} IN EXCLUSIVE MODE`);
    const version = ((await this.latestVersion(tx)) ?? 0) + 1;
    await tx.insert(privacyNotices).values({ version, body, publishedAt: at, publishedBy: adminId });
    return version;
  }

  /** The visitors' notice versions, newest first, with their publisher's name. */
  guestNotices() {
    return this.db
      .select({
        version: guestNotices.version,
        body: guestNotices.body,
        publishedAt: guestNotices.publishedAt,
        firstName: members.firstName,
        lastName: members.lastName,
      })
      .from(guestNotices)
      .leftJoin(members, eq(members.id, guestNotices.publishedBy))
      .orderBy(desc(guestNotices.version));
  }

  /** The visitors' next version, numbered under a lock like the members' notice. */
  async publishGuest(tx: Tx, body: string, at: Date, adminId: number): Promise<number> {
    await tx.execute(sql`LOCK TABLE ${guestNotices} IN EXCLUSIVE MODE`);
    const [latest] = await tx.select({ version: max(guestNotices.version) }).from(guestNotices);
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(guestNotices).values({ version, body, publishedAt: at, publishedBy: adminId });
    return version;
  }
}
