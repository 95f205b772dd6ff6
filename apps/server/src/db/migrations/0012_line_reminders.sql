CREATE TABLE "message_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer,
	"plan" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"detail" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"materialized_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_runs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"weekday" integer,
	"minute_of_day" integer,
	"days_before" integer,
	"message" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_weekday" CHECK ("reminder_rules"."weekday" IS NULL OR "reminder_rules"."weekday" BETWEEN 0 AND 6),
	CONSTRAINT "reminder_rules_minute" CHECK ("reminder_rules"."minute_of_day" IS NULL OR "reminder_rules"."minute_of_day" BETWEEN 0 AND 1439),
	CONSTRAINT "reminder_rules_days_before" CHECK ("reminder_rules"."days_before" IS NULL OR "reminder_rules"."days_before" BETWEEN 0 AND 60)
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ALTER COLUMN "sent_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "run_id" integer;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "line_user_id" text;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "retry_key" uuid;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "message_runs" ADD CONSTRAINT "message_runs_rule_id_reminder_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reminder_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_runs" ADD CONSTRAINT "message_runs_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_rules" ADD CONSTRAINT "reminder_rules_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_runs_waiting_idx" ON "message_runs" USING btree ("due_at") WHERE "message_runs"."status" IN ('queued', 'running');--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_run_id_message_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."message_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_run_member_idx" ON "message_outbox" USING btree ("run_id","member_id");--> statement-breakpoint
CREATE INDEX "message_outbox_pending_idx" ON "message_outbox" USING btree ("run_id") WHERE "message_outbox"."status" = 'pending';