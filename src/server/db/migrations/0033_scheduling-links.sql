-- Clinics' SMART Scheduling Links publishers and their read state (docs/product.md#scheduling-links);
-- the openings read from one go with it when it is disconnected.
CREATE TYPE "public"."scheduling_read_outcome" AS ENUM('ok', 'not_modified', 'failed');--> statement-breakpoint
CREATE TABLE "scheduling_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"connected_by" uuid,
	"connected_by_admin" boolean NOT NULL,
	"manifest_etag" text,
	"manifest_last_modified" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_outcome" "scheduling_read_outcome",
	"last_failure" text,
	"retry_not_before" timestamp with time zone,
	"counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduling_links" ADD CONSTRAINT "scheduling_links_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduling_links" ADD CONSTRAINT "scheduling_links_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduling_links_provider_idx" ON "scheduling_links" USING btree ("provider_id");--> statement-breakpoint
ALTER TABLE "provider_openings" ADD CONSTRAINT "provider_openings_scheduling_link_id_scheduling_links_id_fk" FOREIGN KEY ("scheduling_link_id") REFERENCES "public"."scheduling_links"("id") ON DELETE cascade ON UPDATE no action;