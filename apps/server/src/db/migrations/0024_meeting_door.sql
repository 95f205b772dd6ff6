CREATE TABLE "check_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer,
	"guest_id" integer,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "check_in_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "check_in_codes_one_person" CHECK (("check_in_codes"."member_id" IS NULL) <> ("check_in_codes"."guest_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer,
	"guest_id" integer,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" integer NOT NULL,
	"how" text NOT NULL,
	"late" boolean NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	CONSTRAINT "check_ins_one_person" CHECK (("check_ins"."member_id" IS NULL) <> ("check_ins"."guest_id" IS NULL)),
	CONSTRAINT "check_ins_undo_complete" CHECK (("check_ins"."undone_at" IS NULL) = ("check_ins"."undone_by" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "on_time_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD COLUMN "method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_members_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_undone_by_members_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_codes_event_member_idx" ON "check_in_codes" USING btree ("event_id","member_id");--> statement-breakpoint
CREATE INDEX "check_in_codes_guest_idx" ON "check_in_codes" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_live_member" ON "check_ins" USING btree ("event_id","member_id") WHERE "check_ins"."undone_at" IS NULL AND "check_ins"."member_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_live_guest" ON "check_ins" USING btree ("guest_id") WHERE "check_ins"."undone_at" IS NULL AND "check_ins"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "check_ins_event_idx" ON "check_ins" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_on_time_minutes" CHECK ("meeting_series"."on_time_minutes" BETWEEN 0 AND 120);--> statement-breakpoint
INSERT INTO "roles" ("name") VALUES ('Visitor Host') ON CONFLICT ("name") DO NOTHING;
