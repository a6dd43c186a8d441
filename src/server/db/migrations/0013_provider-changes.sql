-- Every committed change to providers is announced on the channel 'provider_changes', so each
-- server instance keeps its in-memory search index current (docs/decisions/010). The payload is
-- the changed ids, comma-separated, in chunks that stay far below NOTIFY's 8000-byte limit, or
-- '*' for a change too large to list (a registry import of a whole state, clearing everything).
CREATE FUNCTION notify_provider_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_providers) > 2000 THEN
    PERFORM pg_notify('provider_changes', '*');
  ELSE
    PERFORM pg_notify('provider_changes', string_agg(id::text, ','))
      FROM (SELECT id, (row_number() OVER ()) / 150 AS chunk FROM changed_providers) numbered
      GROUP BY chunk;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION notify_provider_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('provider_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER providers_inserted AFTER INSERT ON providers
  REFERENCING NEW TABLE AS changed_providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_changes();
--> statement-breakpoint
CREATE TRIGGER providers_updated AFTER UPDATE ON providers
  REFERENCING NEW TABLE AS changed_providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_changes();
--> statement-breakpoint
CREATE TRIGGER providers_deleted AFTER DELETE ON providers
  REFERENCING OLD TABLE AS changed_providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_changes();
--> statement-breakpoint
CREATE TRIGGER providers_truncated AFTER TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_provider_truncate();
