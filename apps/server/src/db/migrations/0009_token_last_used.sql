ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
-- Nobody knows when the tokens already out there were last used: they count as used now, so the
-- idle limit (ADR 5) starts for all of them at this update instead of signing out every member who
-- logged in more than TOKEN_IDLE_DAYS ago and has used the app every week since.
UPDATE "auth_tokens" SET "last_used_at" = now() WHERE "revoked_at" IS NULL;
