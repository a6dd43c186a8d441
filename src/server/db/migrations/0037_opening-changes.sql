-- A provider's next opening and whether it takes new patients are in the search index
-- (docs/product.md#next-opening), read from its published openings, the clinics' replies and its
-- listing's fields: a change to any of them is announced like a change to the provider itself,
-- its id on the channel 'provider_changes', in the same chunks, or '*' for a change too large.
CREATE FUNCTION notify_opening_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT provider_id) FROM changed_rows) > 2000 THEN
    PERFORM pg_notify('provider_changes', '*');
  ELSE
    PERFORM pg_notify('provider_changes', string_agg(provider_id::text, ','))
      FROM (
        SELECT provider_id, (row_number() OVER ()) / 150 AS chunk
        FROM (SELECT DISTINCT provider_id FROM changed_rows WHERE provider_id IS NOT NULL) named
      ) numbered
      GROUP BY chunk;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER provider_openings_inserted AFTER INSERT ON provider_openings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER provider_openings_updated AFTER UPDATE ON provider_openings
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER provider_openings_deleted AFTER DELETE ON provider_openings
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER listing_fields_inserted AFTER INSERT ON listing_fields
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER listing_fields_updated AFTER UPDATE ON listing_fields
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER listing_fields_deleted AFTER DELETE ON listing_fields
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
-- A request's reply (an offered day, 'not accepting') and its status (a booked day is no longer
-- offered) change what its provider's card says; the rows a statement changed name the providers.
CREATE TRIGGER appointment_requests_inserted AFTER INSERT ON appointment_requests
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER appointment_requests_updated AFTER UPDATE ON appointment_requests
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
--> statement-breakpoint
CREATE TRIGGER appointment_requests_deleted AFTER DELETE ON appointment_requests
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_changes();
