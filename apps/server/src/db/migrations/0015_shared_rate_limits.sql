-- UNLOGGED by hand (drizzle-kit cannot say it): see the table in db/schema/system.ts.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"limiter" text NOT NULL,
	"key_hash" text NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_windows_limiter_key_hash_pk" PRIMARY KEY("limiter","key_hash")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_resets_idx" ON "rate_limit_windows" USING btree ("resets_at");