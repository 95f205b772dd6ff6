CREATE SEQUENCE "public"."profile_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "profile_versions" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_versions" ADD CONSTRAINT "profile_versions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand after drizzle-kit's part above (as 0007 was): the profile versions and the triggers
-- that raise them (ADR 36). A member's profile shows their own row, their live registrations with
-- each event's name, dates and cancellation, and their credit from payment_confirmations; a change
-- to any of it replaces the member's version from the sequence in the changing transaction, so a
-- reader sees the new number exactly when it can see the change, whoever made it.
INSERT INTO "profile_versions" ("member_id", "version") SELECT "id", nextval('profile_version_seq') FROM "members";--> statement-breakpoint
-- Member by member in id order: two commits raising several members each (two events renamed at
-- once) take the rows' locks in the same order and so never wait on each other in a circle.
-- Members deleted in the meantime are skipped (their row went with them).
CREATE FUNCTION "raise_profile_versions"("member_ids" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "profile_versions" ("member_id", "version")
  SELECT "id", nextval('profile_version_seq') FROM "members" WHERE "id" = ANY("member_ids") ORDER BY "id"
  ON CONFLICT ("member_id") DO UPDATE SET "version" = EXCLUDED."version";
$$;--> statement-breakpoint
CREATE FUNCTION "raise_own_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_profile_versions"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- For rows that belong to one member (registrations, payment confirmations): the member before and
-- after, should a row ever move between members.
CREATE FUNCTION "raise_row_members_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN "ids" := "ids" || OLD."member_id"; END IF;
  IF TG_OP <> 'DELETE' THEN "ids" := "ids" || NEW."member_id"; END IF;
  PERFORM "raise_profile_versions"("ids");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Everyone ever registered to the event, cancelled registrations included: an event's cancellation
-- cancels registrations in the same transaction, and raising them all here first, in id order,
-- keeps that commit's locks in order too.
CREATE FUNCTION "raise_event_members_profile_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_profile_versions"(ARRAY(SELECT "member_id" FROM "registrations" WHERE "event_id" = NEW."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "raise_every_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "raise_profile_versions"(ARRAY(SELECT "id" FROM "members"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deferred to the commit, as 0007's are: a version row is then locked only after every other lock
-- the transaction takes, so a commit can wait only on another commit's versions, never on a
-- transaction that is itself waiting (an admin cancelling an event while staff confirm a payment).
-- A new member gets a version at once (a restore's members too, replacing the archive's numbers).
CREATE CONSTRAINT TRIGGER "members_insert_raises_profile_version" AFTER INSERT ON "members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_own_profile_version"();--> statement-breakpoint
-- Any column: the profile shows most of the row, and a column it comes to show needs nothing here.
CREATE CONSTRAINT TRIGGER "members_update_raises_profile_version" AFTER UPDATE ON "members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION "raise_own_profile_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "registrations_raise_profile_version" AFTER INSERT OR DELETE ON "registrations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_row_members_profile_version"();--> statement-breakpoint
-- Only what the profile shows of a registration (a column it comes to show must join the list): staff
-- marking a whole meeting's attendees verified leaves every profile as it was.
CREATE CONSTRAINT TRIGGER "registrations_update_raises_profile_version" AFTER UPDATE ON "registrations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."member_id", OLD."event_id", OLD."price_satang", OLD."paid_at", OLD."cancelled_at")
    IS DISTINCT FROM (NEW."member_id", NEW."event_id", NEW."price_satang", NEW."paid_at", NEW."cancelled_at"))
  EXECUTE FUNCTION "raise_row_members_profile_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_confirmations_raise_profile_version" AFTER INSERT OR DELETE ON "payment_confirmations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_row_members_profile_version"();--> statement-breakpoint
-- What credit is counted from (books/credit.ts): an erasure scrubbing names from reasons changes no profile.
CREATE CONSTRAINT TRIGGER "payment_confirmations_update_raises_profile_version" AFTER UPDATE ON "payment_confirmations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."member_id", OLD."received_satang", OLD."applied_satang", OLD."waived_satang", OLD."reversed_at")
    IS DISTINCT FROM (NEW."member_id", NEW."received_satang", NEW."applied_satang", NEW."waived_satang", NEW."reversed_at"))
  EXECUTE FUNCTION "raise_row_members_profile_version"();--> statement-breakpoint
-- What the profile shows of an event. A new event has no registrations yet, and one that has any
-- cannot be deleted (their foreign key), so only updates matter.
CREATE CONSTRAINT TRIGGER "events_update_raises_profile_versions" AFTER UPDATE ON "events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."name", OLD."starts_at", OLD."ends_at", OLD."cancelled_at")
    IS DISTINCT FROM (NEW."name", NEW."starts_at", NEW."ends_at", NEW."cancelled_at"))
  EXECUTE FUNCTION "raise_event_members_profile_versions"();--> statement-breakpoint
-- TRUNCATE (a restore, psql) passes row triggers by. Emptying events takes registrations with it,
-- and emptying members takes profile_versions, so these two cover every way a profile can empty.
CREATE TRIGGER "registrations_truncate_raises_profile_versions" AFTER TRUNCATE ON "registrations"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_every_profile_version"();--> statement-breakpoint
CREATE TRIGGER "payment_confirmations_truncate_raises_profile_versions" AFTER TRUNCATE ON "payment_confirmations"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_every_profile_version"();
