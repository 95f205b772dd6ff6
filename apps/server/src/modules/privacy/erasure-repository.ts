import { ROLE_ADMIN } from '@chapter/contract/roles';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  auditLog,
  authTokens,
  checkInCodes,
  leaveRequests,
  lineClaims,
  lineFollows,
  lineInvitations,
  lineRichMenuLinks,
  lineWebhookEvents,
  loginCodes,
  memberRoles,
  members,
  messageOutbox,
  messageRuns,
  paymentSlips,
  registrations,
  roles,
} from '../../db/schema/index.ts';
import { creditOf } from '../books/credit-repository.ts';
import { sumSatang } from '../books/money.ts';
import { owedRegistrations } from '../books/registration-repository.ts';

// Erasure's statements (erasure-service.ts), each in the erasure's one transaction but the first checks.

/** The member's books are locked first, as confirmations lock them, so the money read stays true. */
export { lockBooksOf } from '../books/credit-repository.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findMember(db: DbOrTx, memberId: number): Promise<MemberRow | null> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  return member ?? null;
}

/** What the member owes and the credit they hold, in satang (modules/books). */
export async function moneyOf(db: DbOrTx, memberId: number): Promise<{ owed: number; credit: number }> {
  const owed = sumSatang(await owedRegistrations(db, eq(registrations.memberId, memberId)));
  return { owed, credit: await creditOf(db, { kind: 'member', id: memberId }) };
}

/** The active members holding the Admin role. */
export async function activeAdminIds(tx: Tx): Promise<number[]> {
  const admins = await tx
    .select({ id: memberRoles.memberId })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .innerJoin(members, eq(members.id, memberRoles.memberId))
    .where(and(eq(roles.name, ROLE_ADMIN), eq(members.active, true)));
  return admins.map((a) => a.id);
}

/** The audit entries that name the LINE accounts a member was bound to, the current one and every earlier one. */
const LINE_BINDING_ACTIONS = ['member.line_bind', 'member.line_unbind'];

/**
 * Every LINE account the member was ever bound to, as their binding entries name them: the member
 * row knows only the current one. A LINE user id is unique to a person, so it is scrubbed wherever
 * it is written; a display name ("Tom") may be anyone's word, so only in rows about the member.
 */
export async function earlierLineAccounts(
  tx: Tx,
  memberId: number,
): Promise<{ userIds: string[]; displayNames: string[] }> {
  const entries = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, 'member'),
        eq(auditLog.subjectId, String(memberId)),
        inArray(auditLog.action, LINE_BINDING_ACTIONS),
      ),
    );
  const strings = (key: string) =>
    entries.map(({ details }) => details[key]).filter((value): value is string => typeof value === 'string');
  return {
    userIds: [...strings('lineUserId'), ...strings('previousLineUserId')],
    displayNames: strings('displayName'),
  };
}

/**
 * Removes the member's slip images from their slips and answers how many slips had them and the
 * keys, which go from the store after the commit. The provider's answer names the sender's account:
 * it goes with the images.
 */
export async function removeSlipImagesOf(tx: Tx, memberId: number, at: Date) {
  const withImages = and(eq(paymentSlips.memberId, memberId), isNotNull(paymentSlips.imageKey));
  const slips = await tx
    .select({ image: paymentSlips.imageKey, thumbnail: paymentSlips.thumbnailKey })
    .from(paymentSlips)
    .where(withImages);
  await tx.update(paymentSlips).set({ imageKey: null, thumbnailKey: null, imagesRemovedAt: at }).where(withImages);
  await tx.update(paymentSlips).set({ verification: null }).where(eq(paymentSlips.memberId, memberId));
  const keys = slips.flatMap((s) => [s.image, s.thumbnail]).filter((k): k is string => k !== null);
  return { slips: slips.length, keys };
}

/** Messages: what was sent stays counted, not what it said nor where it went; their waiting notices are cancelled. */
export async function clearMessagesOf(tx: Tx, memberId: number, at: Date, removed: string): Promise<void> {
  await tx
    .update(messageOutbox)
    .set({ message: removed, altText: null, lineUserId: null, detail: {} })
    .where(eq(messageOutbox.memberId, memberId));
  await tx
    .update(messageOutbox)
    .set({ status: 'no_line_account', note: removed })
    .where(and(eq(messageOutbox.memberId, memberId), eq(messageOutbox.status, 'pending')));
  const theirRuns = sql`${messageRuns.plan} -> 'audience' ->> 'type' = 'member' AND (${messageRuns.plan} -> 'audience' ->> 'memberId')::int = ${memberId}`;
  await tx
    .update(messageRuns)
    .set({ status: 'cancelled', finishedAt: at })
    .where(and(theirRuns, eq(messageRuns.status, 'queued')));
  await tx
    .update(messageRuns)
    .set({ plan: { audience: { type: 'member', memberId }, erased: true } })
    .where(theirRuns);
}

/**
 * Deletes every way in: LINE claims made by their LINE account, naming their phone or approved for
 * them, invitations, login codes, sessions, roles and check-in codes, and what the LINE chat kept by
 * their account (its events, whether they follow, their menu); their pending leave is withdrawn.
 */
export async function deleteAccessOf(tx: Tx, member: Pick<MemberRow, 'id' | 'phone' | 'lineUserId'>): Promise<void> {
  const claimsOf = [eq(lineClaims.phone, member.phone), eq(lineClaims.memberId, member.id)];
  if (member.lineUserId !== null) claimsOf.push(eq(lineClaims.lineUserId, member.lineUserId));
  for (const claim of claimsOf) await tx.delete(lineClaims).where(claim);
  if (member.lineUserId !== null) {
    // What the chat with the Official Account kept by their LINE account (issue 37).
    await tx.delete(lineWebhookEvents).where(eq(lineWebhookEvents.lineUserId, member.lineUserId));
    await tx.delete(lineFollows).where(eq(lineFollows.lineUserId, member.lineUserId));
    await tx.delete(lineRichMenuLinks).where(eq(lineRichMenuLinks.lineUserId, member.lineUserId));
  }
  await tx.delete(lineInvitations).where(eq(lineInvitations.memberId, member.id));
  await tx.delete(loginCodes).where(eq(loginCodes.memberId, member.id));
  await tx.delete(authTokens).where(eq(authTokens.memberId, member.id));
  await tx.delete(memberRoles).where(eq(memberRoles.memberId, member.id));
  await tx.delete(checkInCodes).where(eq(checkInCodes.memberId, member.id));
  // A request nobody decided yet is withdrawn: the Vice President has no one left to decide for.
  await tx
    .update(leaveRequests)
    .set({ status: 'withdrawn' })
    .where(and(eq(leaveRequests.memberId, member.id), eq(leaveRequests.status, 'pending')));
}

/** Their own client addresses in the audit log: personal data too. */
export async function dropAuditIpsOf(tx: Tx, memberId: number): Promise<void> {
  await tx.execute(sql`UPDATE audit_log SET ip = NULL WHERE actor_id = ${memberId}`);
}

export async function updateMember(tx: Tx, memberId: number, values: Partial<typeof members.$inferInsert>) {
  await tx.update(members).set(values).where(eq(members.id, memberId));
}
