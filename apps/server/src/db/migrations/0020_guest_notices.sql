CREATE TABLE "guest_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "guest_notices" ADD CONSTRAINT "guest_notices_published_by_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;