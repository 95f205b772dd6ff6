-- Written by hand (ADR 62): what a signed-in read needs is kept in each server process, and every
-- change to it is told to every process on the channel "chapter_changes". NOTIFY is delivered when
-- the changing transaction commits, in commit order, and never for a transaction rolled back. The
-- payloads (db/change-feed.ts, modules/auth/session-cache.ts read them):
--   v:<name>:<version>      a data version (data_versions, ADR 22) now has this number
--   p:<member>:<version>    a member's profile version (ADR 36) now has this number ('' when removed)
--   m:<member>              something a session of this member stands on changed: a token of theirs
--                           (revoked, its use, removed), their active flag, roles or consents
--   a:                      forget everything: a notice or a role renamed, or a table emptied (restore)
CREATE FUNCTION "notify_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chapter_changes', 'v:' || NEW."name" || ':' || NEW."version");
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Raised inside the deferred triggers of migration 0007 at commit: the NOTIFY is still delivered with it.
CREATE TRIGGER "data_versions_notify" AFTER INSERT OR UPDATE ON "data_versions"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_version"();--> statement-breakpoint
CREATE FUNCTION "notify_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('chapter_changes', 'p:' || OLD."member_id" || ':');
  ELSE
    PERFORM pg_notify('chapter_changes', 'p:' || NEW."member_id" || ':' || NEW."version");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profile_versions_notify" AFTER INSERT OR UPDATE OR DELETE ON "profile_versions"
  FOR EACH ROW EXECUTE FUNCTION "notify_profile_version"();--> statement-breakpoint
-- For rows that name one member: the member before and after, should a row move between members.
CREATE FUNCTION "notify_member_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('chapter_changes', 'm:' || OLD."member_id"); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('chapter_changes', 'm:' || NEW."member_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_member_row_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chapter_changes', 'm:' || OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_every_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chapter_changes', 'a:');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new token is unknown to every process, so only a change or a removal is told. Any column: a
-- revocation, and also a use or a creation time written by hand, which the idle limit reads.
CREATE TRIGGER "auth_tokens_notify" AFTER UPDATE OR DELETE ON "auth_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_member_sessions"();--> statement-breakpoint
-- Sessions read only the active flag of a member's row (a removed member's tokens go with them).
CREATE TRIGGER "members_notify_sessions" AFTER UPDATE OF "active" OR DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "notify_member_row_sessions"();--> statement-breakpoint
CREATE TRIGGER "member_roles_notify" AFTER INSERT OR UPDATE OR DELETE ON "member_roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_member_sessions"();--> statement-breakpoint
CREATE TRIGGER "privacy_consents_notify" AFTER INSERT OR UPDATE OR DELETE ON "privacy_consents"
  FOR EACH ROW EXECUTE FUNCTION "notify_member_sessions"();--> statement-breakpoint
-- A new notice version asks everyone to agree again; a renamed role changes everyone who holds it.
CREATE TRIGGER "privacy_notices_notify" AFTER INSERT OR UPDATE OR DELETE ON "privacy_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "roles_notify" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
-- A restore empties tables with TRUNCATE, which row triggers do not see.
CREATE TRIGGER "auth_tokens_truncate_notify" AFTER TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "members_truncate_notify" AFTER TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "member_roles_truncate_notify" AFTER TRUNCATE ON "member_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "privacy_consents_truncate_notify" AFTER TRUNCATE ON "privacy_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "privacy_notices_truncate_notify" AFTER TRUNCATE ON "privacy_notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "roles_truncate_notify" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "data_versions_truncate_notify" AFTER TRUNCATE ON "data_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();--> statement-breakpoint
CREATE TRIGGER "profile_versions_truncate_notify" AFTER TRUNCATE ON "profile_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_every_session"();
