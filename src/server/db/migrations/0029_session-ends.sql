-- Every ended session is announced on the channel 'session_ends' with its token's hash, so each
-- server instance closes the event streams it holds for that session at once: whatever ended it
-- (signing out, 'sign out everywhere else', a password change or reset, the account deleted with
-- its sessions by the foreign key's cascade, expiry) and on whichever instance. A trigger rather
-- than each deleting use case announcing it, so a way of ending sessions added later cannot forget.
CREATE FUNCTION notify_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ends', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_end();
