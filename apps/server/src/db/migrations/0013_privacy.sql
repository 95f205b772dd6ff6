CREATE TABLE "privacy_consents" (
	"member_id" integer NOT NULL,
	"notice_version" integer NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_member_id_notice_version_pk" PRIMARY KEY("member_id","notice_version")
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"removed" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_slips" ALTER COLUMN "image_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_slips" ALTER COLUMN "thumbnail_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "card_hidden_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "images_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_runs_finished_idx" ON "retention_runs" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_images_complete" CHECK (("payment_slips"."image_key" IS NULL) = ("payment_slips"."thumbnail_key" IS NULL) AND ("payment_slips"."image_key" IS NULL) = ("payment_slips"."images_removed_at" IS NOT NULL));