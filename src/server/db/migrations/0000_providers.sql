CREATE TYPE "public"."provider_source" AS ENUM('sample', 'registry', 'admin');--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"specialty" text NOT NULL,
	"address_line" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"average_wait_time" integer,
	"services_offered" text[] DEFAULT '{}'::text[] NOT NULL,
	"accepted_insurance" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_image_url" text,
	"phone" text,
	"email" text,
	"website_url" text,
	"npi_number" text,
	"source" "provider_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_npi_number_unique" UNIQUE("npi_number"),
	CONSTRAINT "providers_state_code" CHECK ("providers"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "providers_latitude_range" CHECK ("providers"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "providers_longitude_range" CHECK ("providers"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "providers_wait_not_negative" CHECK ("providers"."average_wait_time" >= 0)
);
--> statement-breakpoint
CREATE INDEX "providers_state_idx" ON "providers" USING btree ("state");