-- A built-in account's password opens nothing until its address is proved. Sessions begun
-- before that rule (signed in with the password, address never proved) end here.
DELETE FROM "sessions" WHERE "user_id" IN (
  SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL AND "password_hash" IS NOT NULL
);
