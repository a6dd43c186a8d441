CREATE TYPE "public"."listing_claim_status" AS ENUM('pending', 'code_sent', 'approved', 'declined');--> statement-breakpoint
ALTER TYPE "public"."account_token_purpose" ADD VALUE 'clinic_sign_in';--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"work_email" text NOT NULL,
	"phone" text NOT NULL,
	"status" "listing_claim_status" NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_work_email_lowercase" CHECK ("listing_claims"."work_email" = lower("listing_claims"."work_email"))
);
--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_claims_status_idx" ON "listing_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_claims_provider_idx" ON "listing_claims" USING btree ("provider_id","created_at");