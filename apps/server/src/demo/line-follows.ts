import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { lineFollows, members } from '../db/schema/index.ts';
import { demoPeople } from './people.ts';

/**
 * The demo member whose LINE account is bound but blocked the chapter's Official Account (issue 37),
 * so the LINE accounts tab shows the badge and every send preview counts them apart. A phone no
 * end-to-end test binds, unbinds or sends to by name.
 */
export const DEMO_BLOCKED = '0890000018';

/** Binds that member to a made-up LINE account, bound a month ago and blocked a week ago. */
export async function blockDemoMember(tx: Tx, { memberIds, now }: { memberIds: number[]; now: Date }) {
  const index = demoPeople.findIndex((person) => person.phone === DEMO_BLOCKED);
  const person = demoPeople[index];
  const memberId = memberIds[index];
  if (!person || memberId === undefined) return;
  const lineUserId = `Udemo${'b10c'.repeat(7)}`;
  const day = 24 * 60 * 60 * 1000;
  await tx
    .update(members)
    .set({ lineUserId, lineDisplayName: person.firstName, lineBoundAt: new Date(now.getTime() - 30 * day) })
    .where(eq(members.id, memberId));
  await tx.insert(lineFollows).values({ lineUserId, following: false, changedAt: new Date(now.getTime() - 7 * day) });
}
