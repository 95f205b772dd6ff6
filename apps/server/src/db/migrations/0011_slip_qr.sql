ALTER TABLE "payment_slips" ADD COLUMN "qr_status" text;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "sending_bank" text;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "trans_ref" text;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "pixel_hash" text;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "verification" jsonb;--> statement-breakpoint
CREATE INDEX "payment_slips_confirmation_idx" ON "payment_slips" USING btree ("confirmation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_trans_ref_key" ON "payment_slips" USING btree ("trans_ref") WHERE "payment_slips"."refused_by" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_pixel_hash_key" ON "payment_slips" USING btree ("pixel_hash") WHERE "payment_slips"."refused_by" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_qr_read_complete" CHECK (("payment_slips"."qr_status" = 'read') = ("payment_slips"."trans_ref" IS NOT NULL AND "payment_slips"."sending_bank" IS NOT NULL));