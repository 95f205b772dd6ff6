CREATE TABLE "line_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"line_display_name" text NOT NULL,
	"line_picture_url" text,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "line_claims_status_check" CHECK ("line_claims"."status" IN ('pending', 'approved', 'refused', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "line_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_line_user_id" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "line_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "line_claims" ADD CONSTRAINT "line_claims_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_invitations" ADD CONSTRAINT "line_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_invitations" ADD CONSTRAINT "line_invitations_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_claims_pending_idx" ON "line_claims" USING btree ("line_user_id") WHERE "line_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "line_claims_line_user_idx" ON "line_claims" USING btree ("line_user_id");--> statement-breakpoint
CREATE INDEX "line_invitations_member_idx" ON "line_invitations" USING btree ("member_id");