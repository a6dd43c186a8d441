CREATE TYPE "public"."request_status" AS ENUM('pending', 'submitted', 'scheduled', 'confirmed', 'cancelled', 'completed');--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid,
	"provider_name" text NOT NULL,
	"provider_specialty" text NOT NULL,
	"provider_city" text NOT NULL,
	"provider_state" text NOT NULL,
	"provider_phone" text,
	"provider_address" text,
	"status" "request_status" DEFAULT 'submitted' NOT NULL,
	"estimated_wait_time" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_date" timestamp with time zone,
	"time_zone" text,
	"contact_email" text,
	"contact_phone" text,
	"patient_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_user_idx" ON "appointment_requests" USING btree ("user_id","submitted_at");