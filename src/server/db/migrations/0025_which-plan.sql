-- 'Which plan?': a family may name the payer network of its insurance; matching then counts that
-- network's claims alone. A clinic's newest answer about an insurance overrules an older payer
-- directory claim (docs/decisions/016-payer-directories.md), so that answer is indexed, and
-- announced on 'provider_changes' when the provider has claims, for the search index to follow.
ALTER TABLE "profiles" ADD COLUMN "insurance_network_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_insurance_network_id_payer_networks_id_fk" FOREIGN KEY ("insurance_network_id") REFERENCES "public"."payer_networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "insurance_answered_at" timestamp with time zone;--> statement-breakpoint
-- Until now a reply's time was its insurance answer's time too.
UPDATE "appointment_requests" SET "insurance_answered_at" = "replied_at"
  WHERE "reply_insurance_accepted" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointment_requests_insurance_answer_idx" ON "appointment_requests" USING btree ("provider_id","insurance_type","insurance_answered_at") WHERE "appointment_requests"."insurance_answered_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION notify_insurance_answer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  provider uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN provider := OLD.provider_id; ELSE provider := NEW.provider_id; END IF;
  IF provider IS NOT NULL AND EXISTS (
    SELECT 1 FROM network_claims WHERE provider_id = provider AND ended_at IS NULL
  ) THEN
    PERFORM pg_notify('provider_changes', provider::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_requests_insurance_answered
  AFTER UPDATE OF insurance_answered_at, reply_insurance_accepted ON appointment_requests
  FOR EACH ROW
  WHEN (NEW.insurance_answered_at IS DISTINCT FROM OLD.insurance_answered_at
    OR NEW.reply_insurance_accepted IS DISTINCT FROM OLD.reply_insurance_accepted)
  EXECUTE FUNCTION notify_insurance_answer();
--> statement-breakpoint
-- An answer that goes (its family deleted the account) no longer overrules anything.
CREATE TRIGGER appointment_requests_insurance_answer_gone
  AFTER DELETE ON appointment_requests
  FOR EACH ROW
  WHEN (OLD.insurance_answered_at IS NOT NULL)
  EXECUTE FUNCTION notify_insurance_answer();
