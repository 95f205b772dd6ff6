CREATE TABLE "payment_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"confirmed_by" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"stated_satang" integer,
	"received_satang" integer NOT NULL,
	"received_reason" text,
	"applied_satang" integer NOT NULL,
	"waived_satang" integer DEFAULT 0 NOT NULL,
	"waiver_reason" text,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer,
	"reversal_reason" text,
	CONSTRAINT "payment_confirmations_amounts_non_negative" CHECK ("payment_confirmations"."received_satang" >= 0 AND "payment_confirmations"."applied_satang" >= 0),
	CONSTRAINT "payment_confirmations_waiver" CHECK ("payment_confirmations"."waived_satang" >= 0 AND "payment_confirmations"."waived_satang" <= "payment_confirmations"."applied_satang"),
	CONSTRAINT "payment_confirmations_waiver_reason" CHECK ("payment_confirmations"."waived_satang" = 0 OR "payment_confirmations"."waiver_reason" IS NOT NULL),
	CONSTRAINT "payment_confirmations_reversal_complete" CHECK (("payment_confirmations"."reversed_at" IS NULL) = ("payment_confirmations"."reversed_by" IS NULL) AND ("payment_confirmations"."reversed_at" IS NULL) = ("payment_confirmations"."reversal_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "amount_satang" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "confirmation_id" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "refused_by" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_confirmed_by_members_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_reversed_by_members_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_confirmations_member_idx" ON "payment_confirmations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payment_confirmations_confirmed_at_idx" ON "payment_confirmations" USING btree ("confirmed_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_payment_id_payment_confirmations_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_confirmations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_confirmation_id_payment_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."payment_confirmations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_refused_by_members_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_amount_positive" CHECK ("payment_slips"."amount_satang" IS NULL OR "payment_slips"."amount_satang" > 0);--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_accepted_or_refused" CHECK ("payment_slips"."validated_by" IS NULL OR "payment_slips"."refused_by" IS NULL);--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_refusal_complete" CHECK (("payment_slips"."refused_by" IS NULL) = ("payment_slips"."refused_at" IS NULL) AND ("payment_slips"."refused_by" IS NULL) = ("payment_slips"."refusal_reason" IS NULL));