CREATE TABLE "visitor_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"host_member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"guest_id" integer,
	CONSTRAINT "visitor_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "visitor_invitations_guest_id_unique" UNIQUE("guest_id")
);
--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_slips" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "pay_at_door_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_host_member_id_members_id_fk" FOREIGN KEY ("host_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_invitations" ADD CONSTRAINT "visitor_invitations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_invitations_host_idx" ON "visitor_invitations" USING btree ("host_member_id","event_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_confirmations_guest_idx" ON "payment_confirmations" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_slips_guest_trans_ref_key" ON "payment_slips" USING btree ("trans_ref") WHERE "payment_slips"."refused_by" IS NULL AND "payment_slips"."guest_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_slips_guest_idx" ON "payment_slips" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_one_payer" CHECK (("registrations"."member_id" IS NULL) <> ("registrations"."guest_id" IS NULL));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_guest_pays_own_seat" CHECK ("registrations"."guest_id" IS NULL OR "registrations"."guest_id" = "registrations"."seat_guest_id");--> statement-breakpoint
ALTER TABLE "payment_confirmations" ADD CONSTRAINT "payment_confirmations_one_payer" CHECK (("payment_confirmations"."member_id" IS NULL) <> ("payment_confirmations"."guest_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_one_payer" CHECK (("payment_slips"."member_id" IS NULL) <> ("payment_slips"."guest_id" IS NULL));