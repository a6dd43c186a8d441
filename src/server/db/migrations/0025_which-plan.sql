-- 'Which plan?': a family may name the payer network of its insurance; matching then counts that
-- network's claims alone. A clinic's newest answer about an insurance overrules an older payer
-- directory claim (docs/decisions/016-payer-directories.md), so that answer is indexed, and
-- announced on 'provider_changes' when the provider has claims, for the search index to follow.
ALTER TABLE "profiles" ADD COLUMN "insurance_network_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_insurance_network_id_payer_networks_id_fk" FOREIGN KEY ("insurance_network_id") REFERENCES "public"."payer_networks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_insurance_answer_idx" ON "appointment_requests" USING btree ("provider_id","insurance_type","replied_at") WHERE "appointment_requests"."reply_insurance_accepted" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION notify_insurance_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.provider_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM network_claims WHERE provider_id = NEW.provider_id AND ended_at IS NULL
  ) THEN
    PERFORM pg_notify('provider_changes', NEW.provider_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_requests_insurance_answered
  AFTER UPDATE OF replied_at, reply_insurance_accepted ON appointment_requests
  FOR EACH ROW
  WHEN (NEW.reply_insurance_accepted IS NOT NULL
    AND (NEW.replied_at IS DISTINCT FROM OLD.replied_at
      OR NEW.reply_insurance_accepted IS DISTINCT FROM OLD.reply_insurance_accepted))
  EXECUTE FUNCTION notify_insurance_answer();
