CREATE TYPE "public"."opening_outcome" AS ENUM('declined', 'expired');--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "first_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "requested_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "requested_outcome" "opening_outcome";--> statement-breakpoint
UPDATE "appointment_requests" SET "first_replied_at" = "replied_at" WHERE "replied_at" IS NOT NULL;
