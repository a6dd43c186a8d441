CREATE TYPE "public"."opening_source" AS ENUM('clinic', 'scheduling');--> statement-breakpoint
CREATE TABLE "listing_fields" (
	"provider_id" uuid NOT NULL,
	"field" text NOT NULL,
	"said_at" timestamp with time zone NOT NULL,
	"said_by" uuid,
	CONSTRAINT "listing_fields_provider_id_field_pk" PRIMARY KEY("provider_id","field")
);
--> statement-breakpoint
CREATE TABLE "listing_staff" (
	"provider_id" uuid NOT NULL,
	"email" text NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_staff_provider_id_email_pk" PRIMARY KEY("provider_id","email"),
	CONSTRAINT "listing_staff_email_lowercase" CHECK ("listing_staff"."email" = lower("listing_staff"."email"))
);
--> statement-breakpoint
CREATE TABLE "provider_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"source" "opening_source" NOT NULL,
	"service" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"from_only" boolean DEFAULT false NOT NULL,
	"booking_url" text,
	"booking_phone" text,
	"scheduling_link_id" uuid,
	"external_id" text,
	"held_by_request_id" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_openings_ends_after_start" CHECK ("provider_openings"."ends_at" IS NULL OR "provider_openings"."ends_at" > "provider_openings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "listing_fields" ADD CONSTRAINT "listing_fields_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_fields" ADD CONSTRAINT "listing_fields_said_by_users_id_fk" FOREIGN KEY ("said_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_staff" ADD CONSTRAINT "listing_staff_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_staff" ADD CONSTRAINT "listing_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_openings" ADD CONSTRAINT "provider_openings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_openings" ADD CONSTRAINT "provider_openings_held_by_request_id_appointment_requests_id_fk" FOREIGN KEY ("held_by_request_id") REFERENCES "public"."appointment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_staff_email_idx" ON "listing_staff" USING btree ("email");--> statement-breakpoint
CREATE INDEX "provider_openings_provider_idx" ON "provider_openings" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_openings_slot_idx" ON "provider_openings" USING btree ("scheduling_link_id","external_id");