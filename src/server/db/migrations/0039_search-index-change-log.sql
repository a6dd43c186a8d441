-- A server starting from its search index snapshot file must learn what changed while it was away
-- (docs/decisions/026-search-at-start.md): every announcement on 'provider_changes' is also written
-- to provider_change_log by the transaction that makes the change, through one function.
CREATE TABLE "provider_change_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_change_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"provider_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_change_log_pruned" (
	"only_row" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"through_xid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_change_log_pruned_one_row" CHECK ("provider_change_log_pruned"."only_row")
);
--> statement-breakpoint
CREATE INDEX "provider_change_log_xid_idx" ON "provider_change_log" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "provider_change_log_at_idx" ON "provider_change_log" USING btree ("at");--> statement-breakpoint
INSERT INTO "provider_change_log_pruned" ("only_row", "through_xid") VALUES (true, 0);
--> statement-breakpoint
-- Logs and announces the changed providers (in chunks far below NOTIFY's 8000-byte limit), or
-- every provider ('*') when `ids` is NULL.
CREATE FUNCTION announce_provider_changes(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    INSERT INTO provider_change_log (provider_id) VALUES (NULL);
    PERFORM pg_notify('provider_changes', '*');
  ELSIF cardinality(ids) > 0 THEN
    INSERT INTO provider_change_log (provider_id) SELECT DISTINCT unnest(ids);
    PERFORM pg_notify('provider_changes', string_agg(id::text, ','))
      FROM (SELECT id, (row_number() OVER ()) / 150 AS chunk FROM unnest(ids) AS id) numbered
      GROUP BY chunk;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_provider_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_providers) > 2000 THEN
    PERFORM announce_provider_changes(NULL);
  ELSE
    PERFORM announce_provider_changes(ARRAY(SELECT id FROM changed_providers));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_provider_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_provider_changes(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_claim_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT provider_id) FROM changed_claims) > 2000 THEN
    PERFORM announce_provider_changes(NULL);
  ELSE
    PERFORM announce_provider_changes(ARRAY(SELECT DISTINCT provider_id FROM changed_claims));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_opening_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT provider_id) FROM changed_rows) > 2000 THEN
    PERFORM announce_provider_changes(NULL);
  ELSE
    PERFORM announce_provider_changes(
      ARRAY(SELECT DISTINCT provider_id FROM changed_rows WHERE provider_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_insurance_answer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  provider uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN provider := OLD.provider_id; ELSE provider := NEW.provider_id; END IF;
  IF provider IS NOT NULL AND EXISTS (
    SELECT 1 FROM network_claims WHERE provider_id = provider AND ended_at IS NULL
  ) THEN
    PERFORM announce_provider_changes(ARRAY[provider]);
  END IF;
  RETURN NULL;
END $$;
