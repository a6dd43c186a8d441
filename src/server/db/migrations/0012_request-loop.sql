CREATE TYPE "public"."reply_answer" AS ENUM('offer', 'waitlist', 'not_accepting');--> statement-breakpoint
CREATE TYPE "public"."request_actor" AS ENUM('family', 'clinic', 'system');--> statement-breakpoint
CREATE TYPE "public"."waitlist_unit" AS ENUM('weeks', 'months');--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "child_age_months" integer;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "looking_for" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "provider_time_zone" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_answer" "reply_answer";--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_waitlist_amount" integer;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_waitlist_unit" "waitlist_unit";--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "reply_will_call" boolean;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "follow_up_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "cancelled_by" "request_actor";--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "news_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "child_age_months" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "looking_for" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_waitlist_positive" CHECK ("appointment_requests"."reply_waitlist_amount" IS NULL OR "appointment_requests"."reply_waitlist_amount" > 0);--> statement-breakpoint
-- Replies from before the three answers: a date was always given, so each was an offer, unless the
-- clinic said it took no new patients. News so far is the replies.
UPDATE "appointment_requests" SET "reply_answer" = CASE
  WHEN "reply_accepting_new_patients" = false THEN 'not_accepting'::"reply_answer"
  ELSE 'offer'::"reply_answer" END,
  "news_at" = "replied_at"
WHERE "replied_at" IS NOT NULL;--> statement-breakpoint
UPDATE "appointment_requests" SET "cancelled_at" = "updated_at", "cancelled_by" = 'family'
WHERE "status" = 'cancelled';
