import { ZBaht, ZDateTime } from './common.ts';
import { z } from './zod-th.ts';

/**
 * What the server read from a slip's QR (issue 17): `read` with the sending bank's code and the
 * transfer's reference; `invalid` when a slip QR's CRC does not match (damaged or edited); `none`
 * when no slip QR could be read. Null for slips sent before slips were read.
 */
export const ZSlipQrSchema = z.object({
  status: z.enum(['read', 'invalid', 'none']),
  bank: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TSlipQr = z.infer<typeof ZSlipQrSchema>;

/** A mismatch between the bank's record of the transfer and what the chapter expects. */
export const slipCheckProblems = ['duplicate', 'amount', 'receiver', 'date'] as const;
export type TSlipCheckProblem = (typeof slipCheckProblems)[number];

/**
 * The optional slip-verification provider's answer, kept with the slip. `passed`: the bank knows
 * the transfer and nothing differs; `problems`: it knows it and `problems` says what differs;
 * `not_found`: the bank has no such transfer; `error`: the provider could not answer (`message`).
 */
export const ZSlipVerificationSchema = z.object({
  provider: z.enum(['slipok']),
  checked_at: ZDateTime,
  outcome: z.enum(['passed', 'problems', 'not_found', 'error']),
  problems: z.array(z.enum(slipCheckProblems)),
  /** What the bank recorded: the amount in baht, the receiver's name and account, the time. */
  amount: ZBaht.nullable(),
  receiver: z.string().nullable(),
  transferred_at: ZDateTime.nullable(),
  /** The provider's own words on `not_found` and `error`, for staff. */
  message: z.string().nullable(),
});
export type TSlipVerification = z.infer<typeof ZSlipVerificationSchema>;
