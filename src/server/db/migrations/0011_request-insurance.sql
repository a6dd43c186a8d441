ALTER TABLE "appointment_requests" ADD COLUMN "insurance_type" text;--> statement-breakpoint
-- Requests sent before this column: the best record of what was asked is the profile's insurance now.
UPDATE "appointment_requests" AS r SET "insurance_type" = p."insurance_type"
FROM "profiles" AS p WHERE p."user_id" = r."user_id";
