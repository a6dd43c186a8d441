CREATE TYPE "public"."payer_import_stage" AS ENUM('networks', 'plans', 'practitioner-roles', 'affiliations', 'listed-roles', 'listed-affiliations', 'ending');--> statement-breakpoint
ALTER TYPE "public"."provider_source" ADD VALUE 'directory';--> statement-breakpoint
CREATE TABLE "network_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"directory_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"source_resource" text NOT NULL,
	"location" text,
	"plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepting_new_patients" boolean,
	"source_updated_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retrieved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payer_directories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"insurance_type" text NOT NULL,
	"created_by" uuid,
	"changes_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_directories_base_url_unique" UNIQUE("base_url")
);
--> statement-breakpoint
CREATE TABLE "payer_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"changes_since" timestamp with time zone,
	"stage" "payer_import_stage" DEFAULT 'networks' NOT NULL,
	"next_url" text,
	"counts" jsonb NOT NULL,
	"error" text,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payer_networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL,
	"fhir_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL,
	"fhir_id" text NOT NULL,
	"name" text NOT NULL,
	"plan_type" text,
	"network_fhir_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "source_directory_id" uuid;--> statement-breakpoint
ALTER TABLE "network_claims" ADD CONSTRAINT "network_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_claims" ADD CONSTRAINT "network_claims_directory_id_payer_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."payer_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_claims" ADD CONSTRAINT "network_claims_network_id_payer_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."payer_networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_directories" ADD CONSTRAINT "payer_directories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_import_runs" ADD CONSTRAINT "payer_import_runs_directory_id_payer_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."payer_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_import_runs" ADD CONSTRAINT "payer_import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_networks" ADD CONSTRAINT "payer_networks_directory_id_payer_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."payer_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_plans" ADD CONSTRAINT "payer_plans_directory_id_payer_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."payer_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_claims_current_idx" ON "network_claims" USING btree ("directory_id","source_resource","network_id") WHERE "network_claims"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "network_claims_provider_idx" ON "network_claims" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "payer_import_runs_directory_idx" ON "payer_import_runs" USING btree ("directory_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payer_networks_fhir_idx" ON "payer_networks" USING btree ("directory_id","fhir_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payer_plans_fhir_idx" ON "payer_plans" USING btree ("directory_id","fhir_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_source_directory_id_payer_directories_id_fk" FOREIGN KEY ("source_directory_id") REFERENCES "public"."payer_directories"("id") ON DELETE set null ON UPDATE no action;