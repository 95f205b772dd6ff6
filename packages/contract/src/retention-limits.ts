/*
 * How long the chapter keeps slip images, the audit log's client addresses (issue 19) and guests'
 * data (issue 34). No zod
 * here: the back office's retention form imports these without the contract's schemas (ADR 20).
 */

/** Retention periods, in days (README, "Retention"). */
export const RETENTION_LIMITS = {
  validated_slip_days: { min: 365, max: 3650, default: 1825 },
  refused_slip_days: { min: 7, max: 730, default: 90 },
  audit_ip_days: { min: 7, max: 365, default: 90 },
  /** A guest who never joined, counted from their last visit (issue 34): 12 months by default. */
  guest_days: { min: 30, max: 3650, default: 365 },
} as const;
export type RetentionName = keyof typeof RETENTION_LIMITS;
