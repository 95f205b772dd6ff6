CREATE TABLE "chapter_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapter_settings" ADD CONSTRAINT "chapter_settings_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_early_bird_cheaper" CHECK ("events"."early_bird_price_satang" IS NULL OR "events"."early_bird_price_satang" < "events"."price_satang");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_early_bird_ends_before_start" CHECK ("events"."early_bird_ends_at" IS NULL OR "events"."early_bird_ends_at" < "events"."starts_at");--> statement-breakpoint
-- The back office's role; the first admin is made with `npm run admin -- create-admin`.
INSERT INTO "roles" ("name") VALUES ('Admin') ON CONFLICT ("name") DO NOTHING;
