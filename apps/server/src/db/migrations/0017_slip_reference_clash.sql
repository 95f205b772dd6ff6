DROP INDEX "payment_slips_trans_ref_key";--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "first_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_member_trans_ref_key" ON "payment_slips" USING btree ("member_id","trans_ref") WHERE "payment_slips"."refused_by" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_slips_trans_ref_idx" ON "payment_slips" USING btree ("trans_ref");--> statement-breakpoint
-- Slips accepted before this column: those accepted now, and those a reversal made wait again (its
-- audit entry names them and their confirmation), so no once-accepted slip becomes deletable.
UPDATE "payment_slips" SET "first_accepted_at" = "validated_at" WHERE "validated_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payment_slips" SET "first_accepted_at" = c."confirmed_at"
FROM "audit_log" a
CROSS JOIN LATERAL jsonb_array_elements_text(a."details" -> 'slipsWaitingAgain') AS reopened(id)
JOIN "payment_confirmations" c ON c."id" = (a."details" ->> 'confirmation')::int
WHERE a."action" = 'payment.reverse' AND reopened.id::int = "payment_slips"."id" AND "payment_slips"."first_accepted_at" IS NULL;
