CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"alt_text" text,
	"status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_sent_by_members_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_created_idx" ON "message_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_member_idx" ON "message_outbox" USING btree ("member_id");