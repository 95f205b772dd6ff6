CREATE TABLE "line_follows" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_rich_menu_links" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_rich_menu_links_audience_check" CHECK ("line_rich_menu_links"."audience" IN ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "line_rich_menus" (
	"audience" text PRIMARY KEY NOT NULL,
	"rich_menu_id" text NOT NULL,
	"digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_rich_menus_audience_check" CHECK ("line_rich_menus"."audience" IN ('member', 'staff', 'visitor'))
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"line_user_id" text,
	"event" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redelivery" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "line_webhook_events_status_check" CHECK ("line_webhook_events"."status" IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "line_webhook_events_due_idx" ON "line_webhook_events" USING btree ("received_at") WHERE "line_webhook_events"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "line_webhook_events_user_idx" ON "line_webhook_events" USING btree ("line_user_id");