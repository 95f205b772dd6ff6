CREATE TABLE "meeting_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"price_satang" integer NOT NULL,
	"visitor_fee_satang" integer NOT NULL,
	"substitute_fee_satang" integer NOT NULL,
	"weeks_ahead" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "meeting_series_weekday" CHECK ("meeting_series"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "meeting_series_times" CHECK ("meeting_series"."start_minute" >= 0 AND "meeting_series"."end_minute" > "meeting_series"."start_minute" AND "meeting_series"."end_minute" < 1440),
	CONSTRAINT "meeting_series_amounts_non_negative" CHECK ("meeting_series"."price_satang" >= 0 AND "meeting_series"."visitor_fee_satang" >= 0 AND "meeting_series"."substitute_fee_satang" >= 0),
	CONSTRAINT "meeting_series_weeks_ahead" CHECK ("meeting_series"."weeks_ahead" BETWEEN 1 AND 26)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_week" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "visitor_fee_satang" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "substitute_fee_satang" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hand_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_series" ADD CONSTRAINT "meeting_series_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_series_one" ON "meeting_series" USING btree ((true));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_meeting_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_week_key" ON "events" USING btree ("series_id","series_week");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_complete" CHECK (("events"."series_id" IS NULL) = ("events"."series_week" IS NULL));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guest_fees" CHECK (("events"."series_id" IS NULL) = ("events"."visitor_fee_satang" IS NULL) AND ("events"."series_id" IS NULL) = ("events"."substitute_fee_satang" IS NULL));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guest_fees_non_negative" CHECK ("events"."visitor_fee_satang" >= 0 AND "events"."substitute_fee_satang" >= 0);