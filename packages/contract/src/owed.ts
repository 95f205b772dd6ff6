import { ZBaht, ZDateTime, ZId } from './common.ts';
import { z } from './zod-th.ts';

/*
 * What is owed, as every screen receives it (issue 16): one schema for an owed registration and one
 * for a member with what they owe, shared by the staff's member list and payment validation.
 */

/** A registration the member owes: live (not cancelled) and not paid. */
export const ZOwedRegistrationSchema = z.object({
  id: ZId,
  registered_event: z.object({ id: ZId, name: z.string(), event_start_date_time: ZDateTime }),
  price: ZBaht,
  /** The substitute whose meal this is (ADR 54); null for the member's own seat. */
  substitute_name: z.string().nullable(),
});
export type TOwedRegistration = z.infer<typeof ZOwedRegistrationSchema>;

export const ZOwedMemberSchema = z.object({
  id: ZId,
  full_name: z.string(),
  /** What the member owes, in baht. */
  sum_amount: ZBaht,
  /** Money received and not yet spent on registrations, in baht: it pays later ones (issue 16). */
  credit: ZBaht,
  /** Owed registrations, by event start. */
  unpaid_registrations: z.array(ZOwedRegistrationSchema),
});
export type TOwedMember = z.infer<typeof ZOwedMemberSchema>;
