ALTER TABLE "meeting_series" ADD COLUMN "substitute_pays" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Who pays a substitute's meal shows on the members' event list (issue 34), whose cached answers this version keys.
CREATE CONSTRAINT TRIGGER "meeting_series_bump_event_list_version" AFTER UPDATE OF "substitute_pays" ON "meeting_series"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_event_list_version"();