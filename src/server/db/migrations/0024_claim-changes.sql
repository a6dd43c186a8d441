-- A payer directory's network claims count as insurance in the search index (docs/decisions/016),
-- so a change to them is announced like a change to the provider itself: its id on the channel
-- 'provider_changes', in the same chunks, or '*' for a change too large to list.
CREATE FUNCTION notify_claim_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT provider_id) FROM changed_claims) > 2000 THEN
    PERFORM pg_notify('provider_changes', '*');
  ELSE
    PERFORM pg_notify('provider_changes', string_agg(provider_id::text, ','))
      FROM (
        SELECT provider_id, (row_number() OVER ()) / 150 AS chunk
        FROM (SELECT DISTINCT provider_id FROM changed_claims) claimed
      ) numbered
      GROUP BY chunk;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER network_claims_inserted AFTER INSERT ON network_claims
  REFERENCING NEW TABLE AS changed_claims
  FOR EACH STATEMENT EXECUTE FUNCTION notify_claim_changes();
--> statement-breakpoint
CREATE TRIGGER network_claims_updated AFTER UPDATE ON network_claims
  REFERENCING NEW TABLE AS changed_claims
  FOR EACH STATEMENT EXECUTE FUNCTION notify_claim_changes();
--> statement-breakpoint
CREATE TRIGGER network_claims_deleted AFTER DELETE ON network_claims
  REFERENCING OLD TABLE AS changed_claims
  FOR EACH STATEMENT EXECUTE FUNCTION notify_claim_changes();
