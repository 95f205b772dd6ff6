import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkInCodes, guests, paymentSlips } from '../../db/schema/index.ts';
import { GUEST_PLACEHOLDERS } from './guest-placeholders.ts';

/** Ids per statement: a night's retention may erase many guests at once, and a statement holds 65,535 parameters. */
const BATCH = 1000;

export interface ErasedGuests {
  guests: number;
  /** Slips whose images went, and their keys: the files go from the store after the commit. */
  slips: number;
  keys: string[];
}

/**
 * Erases these guests (ADR 54), the one way retention and an Admin's erasure on request both do it:
 * the name gives way to a placeholder of the kind, company, category and phone are emptied, and
 * their slips lose their images and the provider's answer (which names the sender's account). The
 * seat, the slips' amounts and references, and the confirmations stay for the accounts.
 */
export async function eraseGuests(tx: Tx, guestIds: readonly number[], now: Date): Promise<ErasedGuests> {
  const erased: ErasedGuests = { guests: 0, slips: 0, keys: [] };
  for (let start = 0; start < guestIds.length; start += BATCH) {
    const ids = guestIds.slice(start, start + BATCH);
    const rows = await tx
      .update(guests)
      .set({
        firstName: sql`CASE ${guests.kind} WHEN 'substitute' THEN ${GUEST_PLACEHOLDERS.substitute} ELSE ${GUEST_PLACEHOLDERS.visitor} END`,
        lastName: '',
        company: '',
        businessCategory: '',
        phone: '',
        erasedAt: now,
      })
      .where(inArray(guests.id, ids))
      .returning({ id: guests.id });
    erased.guests += rows.length;
    // A check-in stays (the meeting's attendance); the codes that made it are of no use to anyone.
    await tx.delete(checkInCodes).where(inArray(checkInCodes.guestId, ids));
    const withImages = and(inArray(paymentSlips.guestId, ids), isNotNull(paymentSlips.imageKey));
    const slips = await tx
      .select({ image: paymentSlips.imageKey, thumbnail: paymentSlips.thumbnailKey })
      .from(paymentSlips)
      .where(withImages);
    await tx.update(paymentSlips).set({ imageKey: null, thumbnailKey: null, imagesRemovedAt: now }).where(withImages);
    await tx.update(paymentSlips).set({ verification: null }).where(inArray(paymentSlips.guestId, ids));
    erased.slips += slips.length;
    erased.keys.push(...slips.flatMap((s) => [s.image, s.thumbnail]).filter((k): k is string => k !== null));
  }
  return erased;
}
