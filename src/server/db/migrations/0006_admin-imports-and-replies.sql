CREATE TYPE "public"."import_status" AS ENUM('queued', 'running', 'succeeded', 'partial', 'failed');--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"states" text[] NOT NULL,
	"limit_per_state" integer NOT NULL,
	"clear_existing" boolean DEFAULT false NOT NULL,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"states_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"failed_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_earliest_date" date;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_accepting_new_patients" boolean;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_insurance_accepted" boolean;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_message" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "license_state" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "taxonomy_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "accepting_new_patients" boolean;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "details_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "details_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_wait_days" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "measured_wait_source" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_created_idx" ON "import_runs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_details_verified_by_users_id_fk" FOREIGN KEY ("details_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_provider_idx" ON "appointment_requests" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_reply_token_hash_unique" UNIQUE("reply_token_hash");