ALTER TABLE "appointment_requests" ADD COLUMN "reply_offered_time" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "arranged_by_phone" boolean DEFAULT false NOT NULL;