CREATE TYPE "public"."registry_file_status" AS ENUM('queued', 'downloading', 'running', 'paused', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "registry_file_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"local_path" text,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" "registry_file_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"file_bytes" bigint,
	"file_modified_at" timestamp with time zone,
	"bytes_done" bigint DEFAULT 0 NOT NULL,
	"rows_committed" bigint DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_file_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_updated_on" date;--> statement-breakpoint
ALTER TABLE "registry_file_runs" ADD CONSTRAINT "registry_file_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_file_runs_created_idx" ON "registry_file_runs" USING btree ("created_at");--> statement-breakpoint
-- The registry's API gives no coordinates either: its providers were placed at their ZIP code's centre.
UPDATE "providers" SET "location_approximate" = true WHERE "source" = 'registry';
