ALTER TABLE "line_claims" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "line_claims" ADD CONSTRAINT "line_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_claims_phone_idx" ON "line_claims" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "line_claims_member_idx" ON "line_claims" USING btree ("member_id");--> statement-breakpoint
-- Claims approved before this column: the member they bound is the one whose phone they named.
UPDATE "line_claims" SET "member_id" = "members"."id" FROM "members" WHERE "line_claims"."status" = 'approved' AND "members"."phone" = "line_claims"."phone";
