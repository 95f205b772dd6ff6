CREATE TABLE "absence_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"said_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"closed_status" text NOT NULL,
	"corrected_at" timestamp with time zone,
	"corrected_by" integer,
	CONSTRAINT "attendance_event_id_member_id_pk" PRIMARY KEY("event_id","member_id"),
	CONSTRAINT "attendance_visitors_non_negative" CHECK ("attendance"."visitors" >= 0),
	CONSTRAINT "attendance_correction_complete" CHECK (("attendance"."corrected_at" IS NULL) = ("attendance"."corrected_by" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "cash_up_closings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"refusal_reason" text,
	CONSTRAINT "leave_requests_dates" CHECK ("leave_requests"."ends_on" >= "leave_requests"."starts_on"),
	CONSTRAINT "leave_requests_decision_complete" CHECK (("leave_requests"."status" IN ('approved', 'refused')) = ("leave_requests"."decided_at" IS NOT NULL AND "leave_requests"."decided_by" IS NOT NULL)),
	CONSTRAINT "leave_requests_refusal_reason" CHECK (("leave_requests"."status" = 'refused') = ("leave_requests"."refusal_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "meeting_closings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer NOT NULL,
	"entered_at" timestamp with time zone,
	"entered_by" integer
);
--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "leave_needs_fees_paid" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "absence_warning" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD COLUMN "absence_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "absence_notices" ADD CONSTRAINT "absence_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_notices" ADD CONSTRAINT "absence_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_event_id_meeting_closings_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."meeting_closings"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_corrected_by_members_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_closings" ADD CONSTRAINT "cash_up_closings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_up_closings" ADD CONSTRAINT "cash_up_closings_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_closings" ADD CONSTRAINT "meeting_closings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_closings" ADD CONSTRAINT "meeting_closings_closed_by_members_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_closings" ADD CONSTRAINT "meeting_closings_entered_by_members_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_notices_one_live" ON "absence_notices" USING btree ("event_id","member_id") WHERE "absence_notices"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "absence_notices_member_idx" ON "absence_notices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "attendance_member_idx" ON "attendance" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "leave_requests_member_idx" ON "leave_requests" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_absences" CHECK ("meeting_series"."absence_warning" >= 1 AND "meeting_series"."absence_limit" >= "meeting_series"."absence_warning" AND "meeting_series"."absence_limit" <= 26);--> statement-breakpoint
INSERT INTO "roles" ("name") VALUES ('Vice President') ON CONFLICT ("name") DO NOTHING;
