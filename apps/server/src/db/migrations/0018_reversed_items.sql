ALTER TABLE "payment_confirmations" ADD COLUMN "reversed_registration_ids" integer[];--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD COLUMN "reversed_slip_ids" integer[];--> statement-breakpoint
-- Confirmations reversed before these columns: their reversal's audit entry names what they had paid
-- and accepted.
UPDATE "payment_confirmations" c SET
  "reversed_registration_ids" = ARRAY(
    SELECT jsonb_array_elements_text(coalesce(a."details" -> 'registrationsOwedAgain', '[]'::jsonb) || coalesce(a."details" -> 'registrationsCancelled', '[]'::jsonb))::int
  ),
  "reversed_slip_ids" = ARRAY(SELECT jsonb_array_elements_text(coalesce(a."details" -> 'slipsWaitingAgain', '[]'::jsonb))::int)
FROM "audit_log" a
WHERE a."action" = 'payment.reverse' AND (a."details" ->> 'confirmation')::int = c."id" AND c."reversed_at" IS NOT NULL;
