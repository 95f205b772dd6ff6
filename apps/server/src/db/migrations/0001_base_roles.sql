-- The roles the product knows; members get them through member_roles.
INSERT INTO "roles" ("name") VALUES ('Secretary/Treasurer') ON CONFLICT ("name") DO NOTHING;
