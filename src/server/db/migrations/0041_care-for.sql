CREATE TYPE "public"."care_for" AS ENUM('child', 'self');--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "care_for" "care_for" DEFAULT 'child' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "care_for" "care_for" DEFAULT 'child' NOT NULL;