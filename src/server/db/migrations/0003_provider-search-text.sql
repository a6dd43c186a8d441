ALTER TABLE "providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || city)) STORED;--> statement-breakpoint
-- Written by hand (drizzle-kit does not manage extensions): a trigram index makes the substring
-- search use an index on PostgreSQL servers that offer pg_trgm. PGlite and servers without it
-- keep working, with a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS providers_search_text_trgm_idx ON providers USING gin (search_text gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available; text search will scan';
END
$$;
