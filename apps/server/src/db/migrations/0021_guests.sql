CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"host_member_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"business_category" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"notice_version" integer,
	"agreed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"erased_at" timestamp with time zone,
	"joined_member_id" integer,
	CONSTRAINT "guests_consent_complete" CHECK (("guests"."notice_version" IS NULL) = ("guests"."agreed_at" IS NULL))
);
--> statement-breakpoint
DROP INDEX "registrations_one_live_per_member_event";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "seat_guest_id" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_notice_version_guest_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."guest_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_cancelled_by_members_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_joined_member_id_members_id_fk" FOREIGN KEY ("joined_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_event_idx" ON "guests" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "guests_phone_idx" ON "guests" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_one_substitute_per_member" ON "guests" USING btree ("event_id","host_member_id") WHERE "guests"."kind" = 'substitute' AND "guests"."cancelled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_seat_guest_id_guests_id_fk" FOREIGN KEY ("seat_guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_live_per_guest" ON "registrations" USING btree ("seat_guest_id") WHERE "registrations"."cancelled_at" IS NULL AND "registrations"."seat_guest_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_live_per_member_event" ON "registrations" USING btree ("member_id","event_id") WHERE "registrations"."cancelled_at" IS NULL AND "registrations"."seat_guest_id" IS NULL;