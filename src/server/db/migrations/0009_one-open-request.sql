-- Requests asked twice before this rule: the older duplicates of an open request are withdrawn.
UPDATE "appointment_requests" AS older SET "status" = 'cancelled', "updated_at" = now()
FROM "appointment_requests" AS newer
WHERE older."user_id" = newer."user_id" AND older."provider_id" = newer."provider_id"
  AND older."status" IN ('pending', 'submitted', 'scheduled', 'confirmed')
  AND newer."status" IN ('pending', 'submitted', 'scheduled', 'confirmed')
  AND (older."submitted_at", older."id") < (newer."submitted_at", newer."id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_requests_one_open_per_provider" ON "appointment_requests" USING btree ("user_id","provider_id") WHERE "appointment_requests"."status" IN ('pending', 'submitted', 'scheduled', 'confirmed');