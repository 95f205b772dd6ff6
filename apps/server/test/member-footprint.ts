import { randomBytes } from 'node:crypto';
import { apiRoutes } from '@chapter/contract/routes';
import type { FakeLine } from '@chapter/fake-line/server';
import { sql } from 'drizzle-orm';
import { query } from '../src/backup/catalog.ts';
import {
  absenceNotices,
  attendance,
  auditLog,
  checkInCodes,
  checkIns,
  guests,
  leaveRequests,
  lineClaims,
  lineFollows,
  lineInvitations,
  lineRichMenuLinks,
  lineWebhookEvents,
  loginCodes,
  meetingClosings,
  messageOutbox,
  messageRuns,
  privacyConsents,
  privacyNotices,
} from '../src/db/schema/index.ts';
import { call } from './call.ts';
import { createConfirmation, createEvent, createMeeting, createRegistration, createStaff } from './factories.ts';
import { CHANNEL_ID } from './line-test-app.ts';
import { distinctSlip } from './slip-images.ts';
import type { TestApp } from './test-app.ts';

export interface Footprint {
  id: number;
  token: string;
  /** LINE's access token of their bound account (when a fake LINE was given). */
  lineToken: string | null;
  /** The values that identify them: none may be left anywhere after erasure. */
  personal: { phone: string; firstName: string; lastName: string; email: string; lineUserId: string; lineName: string };
  publicCardId: string;
  /** Blob keys of their slips' images. */
  slipKeys: string[];
  owedSatang: number;
}

let n = 0;

/** The member agrees to the notice in force, publishing a first one if there is none. */
export async function agreeToLatestNotice(t: TestApp, memberId: number): Promise<void> {
  const [latest] = await query<{ v: number | null }>(t.db, sql`SELECT max(version) AS v FROM privacy_notices`);
  let version = latest?.v;
  if (version == null) {
    version = 1;
    await t.db.insert(privacyNotices).values({ version, body: 'ประกาศทดสอบ' });
  }
  await t.db.insert(privacyConsents).values({ memberId, noticeVersion: version }).onConflictDoNothing();
}

/**
 * A Secretary/Treasurer with rows in every table that holds member data: roles, a session, a login
 * code, an invitation, a LINE claim, consent, registrations paid and owed, a confirmation, slips
 * with their images, messages and a notice run naming them, and audit entries (one about someone
 * else, `about`, which their export must not show).
 */
export async function leaveFootprint(
  t: TestApp,
  options: { line?: FakeLine; about?: Footprint } = {},
): Promise<Footprint> {
  const k = ++n;
  const lineUser = options.line?.addUser({ displayName: `ไลน์ของคนที่${k}` });
  const personal = {
    phone: `0861${String(k).padStart(3, '0')}${String(Math.floor(Math.random() * 900) + 100)}`,
    firstName: `ลบฉันคนที่${k}`,
    lastName: `นามสกุลหายาก${k}`,
    email: `erase.me.${k}@example.co.th`,
    lineUserId: lineUser?.userId ?? `U${randomBytes(16).toString('hex')}`,
    lineName: lineUser?.displayName ?? `ไลน์ของคนที่${k}`,
  };
  const member = await createStaff(t.db, {
    firstName: personal.firstName,
    lastName: personal.lastName,
    phone: personal.phone,
    email: personal.email,
    company: `บริษัทของคนที่${k}`,
    pictureUrl: `https://profile.line-scdn.net/${personal.lineUserId}`,
    lineUserId: personal.lineUserId,
    lineDisplayName: personal.lineName,
    lineBoundAt: new Date(),
  });
  const token = await t.login(personal.phone);
  const lineToken =
    options.line && lineUser ? options.line.issueAccessToken({ userId: lineUser.userId, channelId: CHANNEL_ID }) : null;
  await agreeToLatestNotice(t, member.id);
  await t.db.insert(loginCodes).values({ memberId: member.id, codeHash: 'f'.repeat(64), expiresAt: new Date() });
  await t.db
    .insert(lineInvitations)
    .values({ memberId: member.id, tokenHash: randomBytes(32).toString('hex'), expiresAt: new Date() });
  await t.db.insert(lineClaims).values({
    lineUserId: personal.lineUserId,
    lineDisplayName: personal.lineName,
    phone: personal.phone,
    status: 'approved',
    // An approval records the member it bound (ADR 45).
    memberId: member.id,
  });
  // The chat with the Official Account (issue 37): an event they sent, that they follow, their menu.
  const webhookEventId = `01${randomBytes(12).toString('hex').toUpperCase()}`;
  await t.db.insert(lineWebhookEvents).values({
    webhookEventId,
    type: 'follow',
    lineUserId: personal.lineUserId,
    event: { type: 'follow', webhookEventId, source: { type: 'user', userId: personal.lineUserId } },
    occurredAt: new Date(),
    status: 'done',
  });
  await t.db.insert(lineFollows).values({ lineUserId: personal.lineUserId, following: true, changedAt: new Date() });
  await t.db.insert(lineRichMenuLinks).values({ lineUserId: personal.lineUserId, audience: 'staff' });

  const [paidEvent, owedEvent] = [await createEvent(t.db), await createEvent(t.db)];
  const paid = await createRegistration(t.db, { memberId: member.id, eventId: paidEvent.id });
  const owed = await createRegistration(t.db, { memberId: member.id, eventId: owedEvent.id });
  const uploads = [];
  for (const amount of [paid.priceSatang / 100, 100]) {
    const response = await call(t, apiRoutes.createSlip, { token, body: { image: await distinctSlip(), amount } });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    uploads.push(response.json<{ id: number }>());
  }
  const confirmer = await createStaff(t.db);
  await createConfirmation(t.db, {
    memberId: member.id,
    confirmedBy: confirmer.id,
    confirmedAt: new Date(),
    registrations: [paid],
    slips: [uploads[0] as { id: number }],
    receivedSatang: paid.priceSatang,
    receivedReason: `โอนโดย ${personal.firstName} ${personal.lastName}`,
  });
  // A visit before they joined (ADR 54): a guest row linked to the member, in their own name.
  const visited = await createMeeting(t.db, { startsAt: new Date(Date.now() - 30 * 24 * 3600_000) });
  await t.db.insert(guests).values({
    eventId: visited.id,
    kind: 'visitor',
    hostMemberId: confirmer.id,
    firstName: personal.firstName,
    lastName: personal.lastName,
    phone: personal.phone,
    joinedMemberId: member.id,
  });
  // Their attendance answers (issue 35): a meeting they would miss, and leave refused with reasons naming them.
  await t.db.insert(absenceNotices).values({ eventId: visited.id, memberId: member.id, saidAt: new Date() });
  await t.db.insert(leaveRequests).values({
    memberId: member.id,
    startsOn: '2099-01-05',
    endsOn: '2099-01-06',
    reason: `${personal.firstName} ไปงานบวชที่ต่างจังหวัด`,
    requestedAt: new Date(),
    status: 'refused',
    decidedAt: new Date(),
    decidedBy: confirmer.id,
    refusalReason: `คุณ${personal.firstName} ${personal.lastName} ลาติดกันบ่อยเกินไป`,
  });
  // Their PALMS at that meeting, closed by the Vice President (issue 35): kept on erasure, like the accounts.
  await t.db.insert(meetingClosings).values({ eventId: visited.id, closedAt: new Date(), closedBy: confirmer.id });
  await t.db
    .insert(attendance)
    .values({ eventId: visited.id, memberId: member.id, status: 'A', visitors: 0, closedStatus: 'A' });
  // At the door (issue 35): a check-in code they asked for, and their check-in by a host.
  await t.db.insert(checkInCodes).values({
    eventId: visited.id,
    memberId: member.id,
    codeHash: `${member.id}`.padStart(64, 'c'),
    expiresAt: new Date(Date.now() + 120_000),
  });
  await t.db.insert(checkIns).values({
    eventId: visited.id,
    memberId: member.id,
    checkedInAt: new Date(),
    checkedInBy: confirmer.id,
    how: 'code',
    late: true,
  });
  const slipKeys = (
    await query<{ image_key: string; thumbnail_key: string }>(
      t.db,
      sql`SELECT image_key, thumbnail_key FROM payment_slips WHERE member_id = ${member.id}`,
    )
  ).flatMap((row) => [row.image_key, row.thumbnail_key]);

  const text = `สวัสดีคุณ${personal.firstName} ยอดค้าง 450 บาท`;
  const [run] = await t.db
    .insert(messageRuns)
    .values({
      key: `notice:test:${member.id}`,
      kind: 'notice',
      plan: { audience: { type: 'member', memberId: member.id }, content: { type: 'composed', message: text } },
      dueAt: new Date(),
      status: 'done',
    })
    .returning();
  await t.db.insert(messageOutbox).values({
    runId: run?.id ?? null,
    memberId: member.id,
    kind: 'text',
    message: text,
    status: 'sent',
    lineUserId: personal.lineUserId,
    detail: { to: personal.lineName },
  });
  if (options.about !== undefined) {
    await t.db.insert(auditLog).values({
      actorId: member.id,
      action: 'member.line_unbind',
      subjectType: 'member',
      subjectId: String(options.about.id),
      details: {
        member: `${options.about.personal.firstName} ${options.about.personal.lastName}`,
        phone: options.about.personal.phone,
      },
      ip: '203.0.113.9',
    });
  }
  // Someone else's entry that names them in passing.
  await t.db.insert(auditLog).values({
    actorId: confirmer.id,
    action: 'message.send',
    details: { recipients: [`${personal.firstName} ${personal.lastName}`], phone: personal.phone },
  });
  return {
    id: member.id,
    token,
    lineToken,
    personal,
    publicCardId: member.publicCardId,
    slipKeys,
    owedSatang: owed.priceSatang,
  };
}
