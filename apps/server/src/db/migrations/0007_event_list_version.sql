CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('event-list', 0);--> statement-breakpoint
-- Raised by the changing transaction itself, so a reader sees the new number exactly when it can see
-- the change. The triggers are deferred to the commit: the counter's row is then locked only for the
-- moment of the commit, after every other lock the transaction takes, so it can never be part of a
-- deadlock (an admin cancelling an event while staff confirm a payment in it).
CREATE FUNCTION "bump_event_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'event-list';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "events_bump_event_list_version" AFTER INSERT OR UPDATE OR DELETE ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_event_list_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "registrations_bump_event_list_version" AFTER INSERT OR UPDATE OR DELETE ON "registrations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_event_list_version"();--> statement-breakpoint
-- Attendees are listed by name; other changes to members (logins, LINE accounts) leave the list alone.
CREATE CONSTRAINT TRIGGER "members_bump_event_list_version" AFTER UPDATE OF "first_name", "last_name" OR DELETE ON "members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_event_list_version"();--> statement-breakpoint
-- A restore empties tables with TRUNCATE, which row triggers do not see.
CREATE TRIGGER "events_truncate_bumps_event_list_version" AFTER TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_event_list_version"();--> statement-breakpoint
CREATE TRIGGER "registrations_truncate_bumps_event_list_version" AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_event_list_version"();
